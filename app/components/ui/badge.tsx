import type { ReactNode } from 'react'

import { cx } from './cx'

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning'

export type BadgeProps = {
  tone?: BadgeTone
  children: ReactNode
  /** A small decorative icon before the text (sized 12px). */
  icon?: ReactNode
}

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-sunken text-muted',
  accent: 'bg-accent-soft text-accent',
  success: 'bg-success-soft text-success',
  warning: 'bg-amber-50 text-amber-800',
}

export function Badge({ tone = 'neutral', children, icon }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-[11px] leading-none font-semibold tracking-wide whitespace-nowrap uppercase',
        tones[tone],
      )}
    >
      {icon ? (
        <span aria-hidden="true" className="inline-flex shrink-0 [&_svg]:size-3">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  )
}
