import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'

/**
 * The booking provider's intake form in a frame (a template the landing script clones; it
 * gives the frame its address with the page's query string and a new embed id, and handles the
 * provider's messages, see enhance/booking.ts): a spinner until it has loaded, and, when the
 * provider has not said form_init after a while (it cannot be reached, or is down), a message
 * leaving the visitor a way to book: the built-in form or the provider's page in a tab of its
 * own.
 */
export function BookingProviderFrame({ providerUrl }: { providerUrl: string }) {
  return (
    <div data-provider-frame={providerUrl} className="relative h-full min-h-[36rem]">
      <div data-frame-late="" hidden className="relative z-10 px-6 pt-6 sm:px-8">
        <Alert
          tone="info"
          action={
            <Button variant="secondary" size="sm" data-intake-instead="">
              Send a request here
            </Button>
          }
        >
          The booking form is taking a while to load. You can{' '}
          <a
            href={providerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium underline underline-offset-4"
          >
            open it in a new tab
          </a>{' '}
          or send your request here instead.
        </Alert>
      </div>
      <div data-frame-spinner="" className="absolute inset-0 grid place-items-center bg-canvas">
        <Spinner label="Loading the booking form" className="size-7 text-accent" />
      </div>
      <iframe
        title="Booking form"
        data-frame=""
        className="block h-full min-h-[36rem] w-full border-0"
      />
    </div>
  )
}
