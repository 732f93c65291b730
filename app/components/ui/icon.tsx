import { createContext, use } from 'react'

import { cx } from './cx'
import type { IconName } from './icon-names'
import spriteUrl from './icons.svg?no-inline'

export type { IconName }

/**
 * The icons' drawings by name, on a page that draws them inline (`InlineIcons`); null (the
 * default) where they come from the sprite file.
 */
export const IconDrawingsContext = createContext<Readonly<Partial<Record<string, string>>> | null>(
  null,
)

export type IconProps = {
  name: IconName
  /** Size (`size-4`…; 24px without one), colour (`text-…`) and placement. */
  className?: string
  /** Only where the drawing is finer or bolder than lucide's 2. */
  strokeWidth?: number
}

/**
 * A lucide icon, always decorative (`aria-hidden`: the button or link it sits in carries the
 * words). It is a `<use>` of one symbol of the sprite `icons.svg`, an immutable asset shared by
 * every page, so a page carries ~90 bytes per icon instead of its whole drawing; the `.icon` rule
 * of app.css gives it lucide's stroke (docs/decisions/020-icons.md).
 */
export function Icon({ name, className, strokeWidth }: IconProps) {
  const drawings = use(IconDrawingsContext)
  const props = {
    className: cx('icon', className),
    'aria-hidden': true,
    style: strokeWidth === undefined ? undefined : { strokeWidth },
  }
  if (drawings) {
    return (
      <svg
        {...props}
        viewBox="0 0 24 24"
        dangerouslySetInnerHTML={{ __html: drawings[name] ?? '' }}
      />
    )
  }
  return (
    <svg {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
