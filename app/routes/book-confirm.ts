// The booking panel's form: books the visitor's time (JSON). Her client is found or made by the
// clients feature, in the booking's transaction.
import { bookingCheckout } from '~/features/billing/checkout.server'
import { BOOKING_MESSAGES } from '~/features/booking/messages'
import { bookForVisitor } from '~/features/booking/public-booking.server'
import { BookingSchema } from '~/features/booking/schema'
import { clientForBooking } from '~/features/clients/client-from-contact.server'
import { getSiteOwnerId } from '~/features/site/site-owner.server'
import { parseForm, readInput } from '~/server/forms.server'

import type { Route } from './+types/book-confirm'

export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  const parsed = parseForm(await readInput(request), BookingSchema)
  if (!parsed.success) return Response.json({ errors: parsed.errors }, { status: 400, headers })
  const ownerId = await getSiteOwnerId()
  if (!ownerId) {
    return Response.json({ formError: BOOKING_MESSAGES.closed }, { status: 404, headers })
  }
  const { setCookie, ...answer } = await bookForVisitor(
    request,
    ownerId,
    parsed.data,
    clientForBooking,
    bookingCheckout,
  )
  if (setCookie) headers.set('Set-Cookie', setCookie)
  if (!answer.ok) return Response.json(answer, { status: answer.status, headers })
  // A deposit to pay first: the panel sends her to Stripe's page.
  return Response.json({ ok: true, payUrl: answer.payUrl }, { headers })
}
