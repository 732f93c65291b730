// The visitor's link `/booking/{id}/{signature}`: her appointment's page, and moving or
// cancelling it without an account. A link this app did not sign answers 404; an appointment
// that has passed answers 410; a refusal changes nothing and says why.
import { data, redirect } from 'react-router'

import { studioNameOf } from '~/features/site/index.server'
import { type FormInput, parseForm } from '~/server/forms.server'

import type { Appointment } from './appointment.server'
import { cancelAppointment, moveAppointment } from './changes.server'
import type { ManagePageData } from './components/manage-page'
import { appointmentOfLink } from './manage-link.server'
import { BOOKING_MESSAGES, REFUSALS } from './messages'
import { freeDaysToMove } from './public-booking.server'
import { MoveSchema, SlotsQuerySchema } from './schema'
import { visitorMayTry } from './visitor-limits.server'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/** The link's appointment, still to come or cancelled; else the answer that ends the request. */
async function linked(
  params: { appointmentId: string; signature: string },
  options: { unpaid?: boolean } = {},
): Promise<Appointment> {
  const item = await appointmentOfLink(params.appointmentId, params.signature, options)
  if (!item) throw data(BOOKING_MESSAGES.link, { status: 404, headers: PRIVATE })
  if (item.status !== 'cancelled' && item.startsAt.getTime() <= Date.now()) {
    throw data(BOOKING_MESSAGES.over, { status: 410, headers: PRIVATE })
  }
  return item
}

export async function loadManagePage(
  request: Request,
  params: { appointmentId: string; signature: string },
  /** The way to her home, if she has one (the route composes it). */
  homeOf: (item: { ownerId: string; clientId: string }) => Promise<string | null> = async () =>
    null,
): Promise<ManagePageData & { home: string | null }> {
  const item = await linked(params, { unpaid: true })
  const url = new URL(request.url)
  const query = SlotsQuerySchema.parse(Object.fromEntries(url.searchParams))
  const days = item.status === 'confirmed' ? await freeDaysToMove(item, query.tz) : null
  const day =
    days && query.day && days.days[query.day]
      ? query.day
      : (Object.keys(days?.days ?? {})[0] ?? null)
  // Back from Stripe's page (`paid`): booked once the payment confirmed it.
  const paid = item.status === 'confirmed' && url.searchParams.has('paid')
  const done = paid
    ? 'booked'
    : (['booked', 'moved', 'cancelled'] as const).find((flag) => url.searchParams.has(flag))
  return {
    brand: await studioNameOf(item.ownerId),
    appointment: {
      typeName: item.typeName,
      startsAt: item.startsAt,
      timeZone: item.timeZone,
      place: item.place,
      placeDetail: item.placeDetail,
      status:
        item.status === 'no_show'
          ? 'no_show'
          : item.status === 'cancelled'
            ? 'cancelled'
            : item.status === 'held'
              ? 'unpaid'
              : 'confirmed',
    },
    days,
    day,
    done: done ?? null,
    home: item.clientId ? await homeOf({ ownerId: item.ownerId, clientId: item.clientId }) : null,
  }
}

/** `reschedule` (to a free time) or `cancel`, by the visitor through her link. */
export async function changeFromLink(
  request: Request,
  params: { appointmentId: string; signature: string },
  input: FormInput,
) {
  const item = await linked(params)
  const limit = await visitorMayTry(request, 'change')
  const headers = new Headers(PRIVATE)
  if (limit.setCookie) headers.set('Set-Cookie', limit.setCookie)
  if (!limit.allowed) return data({ formError: BOOKING_MESSAGES.limit }, { status: 429, headers })
  const here = new URL(request.url).pathname
  const intent = input.fields.intent
  if (intent === 'cancel') {
    const cancelled = await cancelAppointment(item, 'visitor')
    if (!cancelled.ok)
      return data({ formError: BOOKING_MESSAGES.cancelled }, { status: 409, headers })
    return redirect(`${here}?cancelled`, { status: 303, headers })
  }
  if (intent !== 'reschedule')
    return data({ formError: 'Unknown action.' }, { status: 400, headers })
  const parsed = parseForm(input, MoveSchema)
  if (!parsed.success) return parsed.reply
  const moved = await moveAppointment(item, parsed.data.start, 'visitor')
  if (moved.ok) return redirect(`${here}?moved`, { status: 303, headers })
  if ('gone' in moved) {
    const message = moved.gone === 'past' ? BOOKING_MESSAGES.over : BOOKING_MESSAGES.cancelled
    return data({ formError: message }, { status: 409, headers })
  }
  return data({ formError: REFUSALS[moved.refusal], next: moved.next }, { status: 409, headers })
}
