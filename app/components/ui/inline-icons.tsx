import type { ReactNode } from 'react'

import { IconDrawingsContext } from './icon'
import sprite from './icons.svg?raw'

/** Each symbol's drawing (the elements inside it), by id. */
const drawings: Readonly<Partial<Record<string, string>>> = Object.fromEntries(
  [...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>(.*?)<\/symbol>/gs)].map(([, id, drawing]) => [
    id,
    drawing,
  ]),
)

/**
 * Draws the `Icon`s inside it inline instead of from the sprite file: for a page that is not
 * hydrated (the landing page, docs/decisions/017), which makes no request before its first paint
 * and is compressed once (decision 008). Only such a page may import this: it brings every
 * icon's drawing with it.
 */
export function InlineIcons({ children }: { children: ReactNode }) {
  return <IconDrawingsContext value={drawings}>{children}</IconDrawingsContext>
}
