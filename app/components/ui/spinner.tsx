import { cx } from './cx'
import { Icon } from './icon'

export type SpinnerProps = {
  className?: string
  /** When given, the spinner is announced (role="status") with this text; otherwise it is decorative. */
  label?: string
}

/** A small rotating loader (lucide's Loader2, now called LoaderCircle). Sized 1em by default via `size-4`. */
export function Spinner({ className, label }: SpinnerProps) {
  const icon = (
    <Icon name="loader-circle" className={cx('size-4 shrink-0 animate-spin', className)} />
  )
  if (!label) return icon
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  )
}
