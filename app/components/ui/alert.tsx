import type { ReactNode } from 'react'

import { cx } from './cx'
import { Icon, type IconName } from './icon'

export type AlertTone = 'error' | 'success' | 'info'

export type AlertProps = {
  tone: AlertTone
  children: ReactNode
  /** E.g. a small button; sits at the end of the box and wraps below the text on narrow screens. */
  action?: ReactNode
}

const tones: Record<AlertTone, { icon: IconName; box: string; iconColor: string }> = {
  error: {
    icon: 'circle-alert',
    box: 'border-danger/20 bg-danger-soft text-danger',
    iconColor: '',
  },
  success: {
    icon: 'circle-check',
    box: 'border-success/20 bg-success-soft text-success',
    iconColor: '',
  },
  info: { icon: 'info', box: 'border-line bg-sunken text-ink', iconColor: 'text-accent' },
}

/** An inline message box: errors in a red box (`role="alert"`), success in green, info neutral (`role="status"`). */
export function Alert({ tone, children, action }: AlertProps) {
  const { icon, box, iconColor } = tones[tone]
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm leading-5', box)}
    >
      <Icon name={icon} className={cx('mt-px size-[18px] shrink-0', iconColor)} />
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-[1_1_12rem] text-pretty">{children}</div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
    </div>
  )
}
