// Writes the icon sprite, app/components/ui/icons.svg: one <symbol> for each name of ICON_NAMES
// (app/components/ui/icon-names.ts), drawn by lucide-react (ISC licence), plus the Instagram
// glyph lucide no longer ships. Run `npm run icons` after changing the names: the sprite is
// committed, and app/components/ui/icon.test.ts fails while it differs from what this writes.
// The drawings carry no presentation attributes: the `.icon` rule of app/app.css gives them
// lucide's (docs/decisions/020-icons.md).
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import * as lucide from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { ICON_NAMES } from '../app/components/ui/icon-names.ts'

export const SPRITE_PATH = fileURLToPath(new URL('../app/components/ui/icons.svg', import.meta.url))

/** Drawings lucide does not have: its former `Instagram` glyph (lucide 1.x ships no brand logos). */
const OWN_DRAWINGS: Partial<Record<string, string>> = {
  instagram:
    '<rect width="20" height="20" x="2" y="2" rx="5" ry="5"/>' +
    '<path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z"/>' +
    '<line x1="17.5" x2="17.51" y1="6.5" y2="6.5"/>',
}

/** `circle-user-round` → `CircleUserRound`, the name lucide-react exports the icon under. */
function componentName(name: string): string {
  return name.replace(/(?:^|-)([a-z0-9])/g, (_, first: string) => first.toUpperCase())
}

/** lucide's drawing of one icon: the elements inside its `<svg>`, as lucide-react renders them. */
function lucideDrawing(name: string): string {
  const icons = lucide as unknown as Record<string, lucide.LucideIcon | undefined>
  const icon = icons[componentName(name)]
  if (!icon) throw new Error(`lucide-react has no icon named "${name}"`)
  const drawing = /^<svg[^>]*>(.*)<\/svg>$/s.exec(renderToStaticMarkup(createElement(icon)))?.[1]
  if (!drawing) throw new Error(`lucide-react drew no "${name}"`)
  return drawing.replace(/<(\w+)([^>]*)><\/\1>/g, '<$1$2/>')
}

/** The sprite's text: one symbol a line, in the order of ICON_NAMES. */
export function iconSprite(): string {
  const symbols = ICON_NAMES.map(
    (name) =>
      `<symbol id="${name}" viewBox="0 0 24 24">${OWN_DRAWINGS[name] ?? lucideDrawing(name)}</symbol>`,
  )
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    '<!-- Lucide icons (ISC licence, https://lucide.dev). Written by scripts/icons.ts: npm run icons -->',
    ...symbols,
    '</svg>',
    '',
  ].join('\n')
}

if (import.meta.main) {
  writeFileSync(SPRITE_PATH, iconSprite())
  console.info(`Wrote ${ICON_NAMES.length} icons to ${SPRITE_PATH}`)
}
