import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { iconSprite, SPRITE_PATH } from '../../../scripts/icons'
import { Icon } from './icon'
import { ICON_NAMES } from './icon-names'
import { InlineIcons } from './inline-icons'

const sprite = readFileSync(SPRITE_PATH, 'utf8')

/** The text of every source file of the app, tests and the list of names left out. */
function appSources(): string {
  const app = path.resolve(import.meta.dirname, '../..')
  return readdirSync(app, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|icon-names\.ts$/.test(file))
    .map((file) => readFileSync(path.join(app, file), 'utf8'))
    .join('\n')
}

describe('the icon sprite', () => {
  it('is what `npm run icons` writes for the names of icon-names.ts', () => {
    expect(sprite, 'icons.svg is out of date: run `npm run icons`').toBe(iconSprite())
  })

  it('has a symbol for every icon the code draws, and none that nothing draws', () => {
    const sources = appSources()
    const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id))
    const drawn = new Set([...sources.matchAll(/<Icon\s+name="([^"]+)"/g)].map(([, name]) => name))
    expect(drawn.size).toBeGreaterThan(40)
    expect([...drawn].filter((name) => !symbols.has(name))).toEqual([])
    // Names given in tables and conditions are checked by TypeScript (IconName); here, that
    // each name of the list is still written somewhere in the code.
    const unused = ICON_NAMES.filter(
      (name) => !sources.includes(`'${name}'`) && !sources.includes(`"${name}"`),
    )
    expect(unused).toEqual([])
  })
})

describe('Icon', () => {
  it('is a decorative use of the sprite, drawn by the .icon rule', () => {
    const html = renderToStaticMarkup(createElement(Icon, { name: 'trash-2', className: 'size-4' }))
    expect(html).toMatch(
      /^<svg class="icon size-4" aria-hidden="true"><use href="[^"#]*icons[^"#]*\.svg[^"#]*#trash-2"><\/use><\/svg>$/,
    )
  })

  it('takes a finer or bolder stroke in its style', () => {
    const html = renderToStaticMarkup(
      createElement(Icon, { name: 'shirt', className: 'size-10', strokeWidth: 1.25 }),
    )
    expect(html).toContain(
      '<svg class="icon size-10" aria-hidden="true" style="stroke-width:1.25">',
    )
  })

  it('is drawn inline, as the sprite draws it, inside InlineIcons', () => {
    const html = renderToStaticMarkup(
      createElement(
        InlineIcons,
        null,
        createElement(Icon, { name: 'arrow-down', className: 'size-4 text-accent' }),
      ),
    )
    const drawing = /<symbol id="arrow-down" viewBox="0 0 24 24">(.*)<\/symbol>/.exec(sprite)?.[1]
    expect(drawing).toBeTruthy()
    expect(html).toBe(
      `<svg class="icon size-4 text-accent" aria-hidden="true" viewBox="0 0 24 24">${drawing}</svg>`,
    )
  })
})
