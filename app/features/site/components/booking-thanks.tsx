import { Check } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '~/components/ui/button'

/**
 * Shown in the booking slide-in once the request is sent. It takes the focus, because what had
 * it (the form or the provider's frame) is gone.
 */
export function BookingThanks({ onDone }: { onDone: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex animate-rise-in flex-col items-center px-6 py-16 text-center outline-hidden sm:px-10"
    >
      <span className="grid size-14 place-items-center rounded-full bg-accent-soft text-accent">
        <Check aria-hidden="true" className="size-6" />
      </span>
      <p
        role="status"
        className="mt-7 max-w-sm font-display text-[1.75rem] leading-snug text-balance"
      >
        Thank you! Your request is on its way. I&apos;ll be in touch soon.
      </p>
      <Button variant="secondary" onClick={onDone} className="mt-10 min-w-32">
        Done
      </Button>
    </div>
  )
}
