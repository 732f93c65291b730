// Her private calendar feed (iCalendar), by the secret in its address.
import { calendarOf } from '~/features/booking/her-feed.server'

import type { Route } from './+types/calendar-feed'

export async function loader({ params }: Route.LoaderArgs) {
  const calendar = await calendarOf(params.file)
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
  if (!calendar) return new Response('Not found', { status: 404, headers })
  return new Response(calendar, {
    headers: { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' },
  })
}
