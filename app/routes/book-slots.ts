// The booking panel's free times: her free days and times of what the visitor asked for, in the
// visitor's time zone (JSON). "/" books with the site owner's calendar.
import { bookingCheckout } from '~/features/billing/checkout.server'
import { BOOKING_MESSAGES } from '~/features/booking/messages'
import { freeDays } from '~/features/booking/public-booking.server'
import { SlotsQuerySchema } from '~/features/booking/schema'
import { getSiteOwnerId } from '~/features/site/site-owner.server'

import type { Route } from './+types/book-slots'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request }: Route.LoaderArgs) {
  const query = SlotsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) {
    return Response.json({ error: BOOKING_MESSAGES.gone }, { status: 400, headers: PRIVATE })
  }
  const ownerId = await getSiteOwnerId()
  const days = ownerId ? await freeDays(ownerId, query.data, bookingCheckout) : null
  if (!days) {
    return Response.json({ error: BOOKING_MESSAGES.closed }, { status: 404, headers: PRIVATE })
  }
  return Response.json(days, { headers: PRIVATE })
}
