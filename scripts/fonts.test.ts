import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { cutFace, facePath, FACES, LATIN_RANGE } from './fonts'

const css = readFileSync(new URL('../app/fonts.css', import.meta.url), 'utf8')

/** `U+0000-00FF, U+0131` → [[0, 255], [305, 305]]. */
const parseRange = (range: string) =>
  range.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/, '').split('-') as [string, string?]
    return [parseInt(first, 16), parseInt(last, 16)]
  })

describe('the cut Latin faces', () => {
  it.each(FACES)('$to is what `npm run fonts` writes', async (face) => {
    const written = readFileSync(facePath(face.to))
    const cut = await cutFace(face)
    expect(written.equals(cut), `app/fonts/${face.to} is out of date: run \`npm run fonts\``).toBe(
      true,
    )
  })

  it.each(FACES)(
    'app/fonts.css uses $to for the characters it was cut to, at the weights it keeps',
    (face) => {
      const rule = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
        .map(([, body]) => body!)
        .find((body) => body.includes(`./fonts/${face.to}`))
      expect(rule, `no @font-face names ./fonts/${face.to}`).toBeDefined()
      expect(rule).toContain(`font-weight: ${face.weights.min} ${face.weights.max};`)
      expect(rule).toMatch(/font-display:\s*optional;/)
      const range = /unicode-range:([^;]*);/.exec(rule!)?.[1] ?? ''
      expect(parseRange(range)).toEqual(LATIN_RANGE)
    },
  )
})
