import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { Spinner } from '~/components/ui/spinner'
import {
  acceptEmbedMessage,
  createEmbedId,
  providerFrameUrl,
  providerOrigin,
} from '../embed-messages'
import { BookingThanks } from './booking-thanks'

/**
 * The booking provider's intake form in a frame: a spinner until it has loaded, the page's
 * query string passed through, and the provider's messages (checked for its origin and our
 * embed id) handled: form_init hides the spinner, page_change scrolls the panel up, and
 * form_submit thanks the visitor.
 */
export function BookingProviderFrame({
  providerUrl,
  onPageChange,
  onDone,
}: {
  providerUrl: string
  onPageChange: () => void
  onDone: () => void
}) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  // The panel only renders in the browser (it opens on a click), so `window` is there; a new
  // embed id is drawn each time the panel opens.
  const [frame] = useState(() => {
    const embedId = createEmbedId()
    return { embedId, src: providerFrameUrl(providerUrl, window.location.search, embedId) }
  })
  const [loaded, setLoaded] = useState(false)
  const [submitted, setSubmitted] = useState(false)

  const onMessage = useEffectEvent((event: MessageEvent) => {
    // Only our own frame may talk to us (on top of the origin and embed id checks).
    if (!frameRef.current || event.source !== frameRef.current.contentWindow) return
    const type = acceptEmbedMessage(event, {
      origin: providerOrigin(providerUrl),
      embedId: frame.embedId,
    })
    if (type === 'form_init') setLoaded(true)
    else if (type === 'page_change') onPageChange()
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
      {loaded ? null : (
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
