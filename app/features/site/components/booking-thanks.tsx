import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'

/**
 * Shown in the booking slide-in once the request is sent (a template the landing script clones).
 * It takes the focus, because what had it (the form or the provider's frame) is gone.
 */
export function BookingThanks() {
  return (
    <div
      data-thanks=""
      tabIndex={-1}
      className="flex animate-rise-in flex-col items-center px-6 py-16 text-center outline-hidden sm:px-10"
    >
      <span className="grid size-14 place-items-center rounded-full bg-accent-soft text-accent">
        <Icon name="check" className="size-6" />
      </span>
      <p
        role="status"
        className="mt-7 max-w-sm font-display text-[1.75rem] leading-snug text-balance"
      >
        Thank you! Your request is on its way. I&apos;ll be in touch soon.
      </p>
      <Button variant="secondary" data-booking-close="" className="mt-10 min-w-32">
        Done
      </Button>
    </div>
  )
}
