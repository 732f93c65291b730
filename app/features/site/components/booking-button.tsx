import type { ReactNode } from 'react'

/**
 * A call to action that opens the booking slide-in (the landing script, `data-booking` naming the
 * package to preselect). Without the script it is a plain form: it opens the booking page.
 */
export function BookingButton({
  packageName,
  className,
  children,
}: {
  packageName?: string
  className: string
  children: ReactNode
}) {
  return (
    <form method="get" action="/book" className="contents">
      {packageName ? <input type="hidden" name="package" value={packageName} /> : null}
      <button type="submit" data-booking={packageName ?? ''} className={className}>
        {children}
      </button>
    </form>
  )
}
