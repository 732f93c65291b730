import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import {
  acceptEmbedMessage,
  createEmbedId,
  providerFrameUrl,
  providerOrigin,
} from '../embed-messages'
import { BookingThanks } from './booking-thanks'

/** How long the provider has to say form_init before the visitor is offered another way. */
export const PROVIDER_PATIENCE_MS = 10_000

/**
 * The booking provider's intake form in a frame: a spinner until it has loaded, the page's
 * query string passed through, and the provider's messages (checked for its origin and our
 * embed id) handled: form_init hides the spinner, page_change scrolls the panel up, and
 * form_submit thanks the visitor. A provider that has not said form_init after a while (it
 * cannot be reached, or is down) leaves the visitor a way to book: the built-in form
 * (`onUnavailable`) or the provider's page in a tab of its own.
 */
export function BookingProviderFrame({
  providerUrl,
  onPageChange,
  onDone,
  onUnavailable,
}: {
  providerUrl: string
  onPageChange: () => void
  onDone: () => void
  onUnavailable: () => void
}) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  // The panel only renders in the browser (it opens on a click), so `window` is there; a new
  // embed id is drawn each time the panel opens.
  const [frame] = useState(() => {
    const embedId = createEmbedId()
    return { embedId, src: providerFrameUrl(providerUrl, window.location.search, embedId) }
  })
  const [loaded, setLoaded] = useState(false)
  const [ready, setReady] = useState(false)
  const [late, setLate] = useState(false)
  const [submitted, setSubmitted] = useState(false)

  useEffect(() => {
    const timer = setTimeout(() => setLate(true), PROVIDER_PATIENCE_MS)
    return () => clearTimeout(timer)
  }, [])

  const onMessage = useEffectEvent((event: MessageEvent) => {
    // Only our own frame may talk to us (on top of the origin and embed id checks).
    if (!frameRef.current || event.source !== frameRef.current.contentWindow) return
    const type = acceptEmbedMessage(event, {
      origin: providerOrigin(providerUrl),
      embedId: frame.embedId,
    })
    if (type === 'form_init') {
      setLoaded(true)
      setReady(true)
    } else if (type === 'page_change') onPageChange()
    else if (type === 'form_submit') setSubmitted(true)
  })

  useEffect(() => {
    const listener = (event: MessageEvent) => onMessage(event)
    window.addEventListener('message', listener)
    return () => window.removeEventListener('message', listener)
  }, [])

  if (submitted) return <BookingThanks onDone={onDone} />
  return (
    <div className="relative h-full min-h-[36rem]">
      {late && !ready ? (
        <div className="relative z-10 px-6 pt-6 sm:px-8">
          <Alert
            tone="info"
            action={
              <Button variant="secondary" size="sm" onClick={onUnavailable}>
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
      ) : null}
      {loaded || late ? null : (
        <div className="absolute inset-0 grid place-items-center bg-canvas">
          <Spinner label="Loading the booking form" className="size-7 text-accent" />
        </div>
      )}
      <iframe
        ref={frameRef}
        src={frame.src}
        title="Booking form"
        onLoad={() => setLoaded(true)}
        className="block h-full min-h-[36rem] w-full border-0"
      />
    </div>
  )
}
