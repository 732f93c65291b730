// The booking panel holds the time a visitor picked while she fills the form (JSON).
import { BOOKING_MESSAGES } from '~/features/booking/messages'
import { holdForVisitor } from '~/features/booking/public-booking.server'
import { HoldSchema } from '~/features/booking/schema'
import { getSiteOwnerId } from '~/features/site/site-owner.server'
import { parseForm, readInput } from '~/server/forms.server'

import type { Route } from './+types/book-hold'

export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  const parsed = parseForm(await readInput(request), HoldSchema)
  if (!parsed.success) return Response.json({ errors: parsed.errors }, { status: 400, headers })
  const ownerId = await getSiteOwnerId()
  if (!ownerId) {
    return Response.json({ formError: BOOKING_MESSAGES.closed }, { status: 404, headers })
  }
  const { setCookie, ...answer } = await holdForVisitor(request, ownerId, parsed.data)
  if (setCookie) headers.set('Set-Cookie', setCookie)
  return Response.json(answer, { status: answer.ok ? 200 : answer.status, headers })
}
