import { useCallback } from 'react'
import { useFetcher } from 'react-router'

import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { LocalTime } from '~/components/ui/local-time'
import { useToast } from '~/components/ui/toast'
import { useSaveFetcher } from '~/components/use-save-fetcher'

/**
 * Her calendars: the private feed of her appointments she subscribes to in Google or Apple
 * Calendar (a secret address, replaced or stopped here), and her own calendar's feed, read for
 * the times she is busy.
 */
export function FeedsSection({
  feedUrl,
  busyFeedUrl,
  busyFeedReadAt,
  busyFeedError,
  busyCount,
}: {
  feedUrl: string | null
  busyFeedUrl: string | null
  busyFeedReadAt: string | null
  busyFeedError: string | null
  busyCount: number
}) {
  const feed = useFetcher()
  const { toast } = useToast()
  const busy = useSaveFetcher(
    useCallback(() => toast('Calendar saved', { tone: 'success' }), [toast]),
  )
  const run = (intent: string) => feed.submit({ intent }, { method: 'post' })
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <h3 className="font-medium">Your appointments in your calendar</h3>
        <p className="text-sm text-muted">
          Subscribe to this address in Google Calendar (Other calendars › From URL) or Apple
          Calendar (File › New Calendar Subscription). Keep it private: anyone with it sees your
          appointments.
        </p>
        {feedUrl ? (
          <>
            <Field label="Calendar feed address" htmlFor="feed-url">
              <Input
                id="feed-url"
                readOnly
                value={feedUrl}
                onFocus={(event) => event.currentTarget.select()}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                busy={feed.state !== 'idle'}
                onClick={() => run('new-feed-link')}
              >
                Make a new address
              </Button>
              <Button
                variant="ghost"
                size="sm"
                busy={feed.state !== 'idle'}
                onClick={() => run('stop-feed-link')}
              >
                Stop this address
              </Button>
            </div>
          </>
        ) : (
          <Button
            variant="secondary"
            busy={feed.state !== 'idle'}
            onClick={() => run('new-feed-link')}
          >
            Make my calendar feed address
          </Button>
        )}
      </div>
      <busy.fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="save-busy-feed" />
        <h3 className="font-medium">Your busy times from your own calendar</h3>
        <p className="text-sm text-muted">
          Paste your calendar’s secret iCal address (Google: Settings › your calendar › Secret
          address in iCal format). Its events block the times visitors can book; it is read again
          every 15 minutes.
        </p>
        <Field
          label="Your calendar’s feed address"
          htmlFor="busy-feed"
          error={busy.errors.busyFeedUrl}
        >
          <Input
            id="busy-feed"
            name="busyFeedUrl"
            type="url"
            defaultValue={busyFeedUrl ?? ''}
            maxLength={2000}
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
          />
        </Field>
        {busyFeedError ? (
          <Alert tone="error">
            {busyFeedError} Booking goes on with the busy times it gave last; check the address.
          </Alert>
        ) : busyFeedReadAt ? (
          <p role="status" className="text-sm text-muted">
            Read <LocalTime value={busyFeedReadAt} />: {busyCount} busy{' '}
            {busyCount === 1 ? 'time' : 'times'} ahead.
          </p>
        ) : null}
        <Button type="submit" variant="secondary" busy={busy.busy}>
          Save and read it now
        </Button>
      </busy.fetcher.Form>
    </div>
  )
}
