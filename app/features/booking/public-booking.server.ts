// The public booking as the site asks for it: the free days and times of what she offers, in the
// visitor's zone; the hold; the confirmation with its limits and spam guard. The routes pass the
// site owner (whose calendar "/" books) and the client finder in.
import { studioTimeZone } from '~/features/studio/index.server'
import type { FreeDaysAnswer } from '~/lib/free-days'
import type { z } from '~/lib/zod'
import { logger } from '~/server/logger.server'

import type { Appointment } from './appointment.server'
import { bookSlot, type ClientFor, holdSlot, listFreeSlots, type Refused } from './book.server'
import {
  DEPOSIT_MESSAGES,
  type DepositCheckout,
  depositLine,
  PAY_HOLD_MINUTES,
  startDeposit,
  takesDeposit,
} from './deposits.server'
import { manageUrl } from './manage-link.server'
import { BOOKING_MESSAGES, REFUSALS } from './messages'
import type { BookingInput, HoldSchema, SlotsQuerySchema } from './schema'
import { getBookingSettings } from './settings.server'
import { dateIn, slotsByDay } from './slots'
import { type AppointmentType, bookableType } from './types.server'
import { visitorMayTry } from './visitor-limits.server'

const DAY = 86_400_000

/** Her free times of `type`, grouped by the visitor's dates. */
async function daysOf(
  ownerId: string,
  type: Pick<AppointmentType, 'id' | 'name' | 'durationMinutes' | 'place'> & {
    deposit?: string | null
  },
  tz: string | null,
  window: { now: number; excludeId?: string },
): Promise<FreeDaysAnswer> {
  const [zone, settings, slots] = await Promise.all([
    studioTimeZone(ownerId),
    getBookingSettings(ownerId),
    listFreeSlots(ownerId, type, window),
  ])
  const shown = tz ?? zone
  const { now } = window
  return {
    type: {
      id: type.id,
      name: type.name,
      durationMinutes: type.durationMinutes,
      place: type.place,
      deposit: type.deposit ?? null,
    },
    zone,
    tz: shown,
    days: Object.fromEntries(slotsByDay(slots, shown)),
    firstMonth: dateIn(now, shown).slice(0, 7),
    lastMonth: dateIn(now + (settings.horizonDays + 1) * DAY, shown).slice(0, 7),
  }
}

/** Her free times of what the visitor asked for, by the visitor's dates; null: nothing to book. */
export async function freeDays(
  ownerId: string,
  query: z.output<typeof SlotsQuerySchema>,
  checkout: DepositCheckout | null = null,
  now = Date.now(),
): Promise<FreeDaysAnswer | null> {
  const type = await bookableType(ownerId, { typeId: query.type, packageName: query.package })
  if (!type) return null
  const deposit = await depositLine(ownerId, type, checkout)
  return daysOf(ownerId, { ...type, deposit }, query.tz, { now })
}

/** The free times an appointment may move to (its own time is free for it), by the visitor's dates. */
export async function freeDaysToMove(
  item: Appointment,
  tz: string | null,
  now = Date.now(),
): Promise<FreeDaysAnswer> {
  const durationMinutes = Math.round((item.endsAt.getTime() - item.startsAt.getTime()) / 60_000)
  const days = await daysOf(
    item.ownerId,
    { id: item.typeId ?? item.id, name: item.typeName, durationMinutes, place: item.place },
    tz ?? item.timeZone,
    { now, excludeId: item.id },
  )
  // Its own time is no other time to move to.
  const own = item.startsAt.getTime()
  for (const [day, times] of Object.entries(days.days)) {
    const others = times.filter((time) => time !== own)
    if (others.length > 0) days.days[day] = others
    else delete days.days[day]
  }
  return days
}

/** A refusal as the visitor reads it: what to fix, and (for a time) the next free ones. */
export type VisitorRefusal = {
  ok: false
  status: 400 | 404 | 409 | 429 | 502
  formError: string
  next?: number[]
}

const fromRefused = (refused: Refused): VisitorRefusal => ({
  ok: false,
  status: 409,
  formError: REFUSALS[refused.refusal],
  next: refused.next,
})

/** Each answer carries the device cookie to set when the visitor's device is new. */
type WithCookie<T> = (T | VisitorRefusal) & { setCookie: string | null }

/** Holds a time for the visitor filling the form. */
export async function holdForVisitor(
  request: Request,
  ownerId: string,
  input: z.output<typeof HoldSchema>,
): Promise<WithCookie<{ ok: true; holdId: string; expiresAt: number }>> {
  const limit = await visitorMayTry(request, 'hold')
  const { setCookie } = limit
  if (!limit.allowed)
    return { ok: false, status: 429, formError: BOOKING_MESSAGES.limit, setCookie }
  const type = await bookableType(ownerId, { typeId: input.type })
  if (!type) return { ok: false, status: 404, formError: BOOKING_MESSAGES.gone, setCookie }
  const zone = input.tz ?? (await studioTimeZone(ownerId))
  const held = await holdSlot(ownerId, type, { start: input.start, zone })
  return { ...(held.ok ? held : fromRefused(held)), setCookie }
}

/**
 * Books the visitor's time (her hold's, or the time itself when it is still free), makes or finds
 * her client, and e-mails both sides. A type with a deposit, when she takes cards, keeps the time
 * held and answers Stripe's page to pay on (`payUrl`): the payment confirms it. A bot (the hidden
 * field filled) is answered as a person would be, and nothing is stored.
 */
export async function bookForVisitor(
  request: Request,
  ownerId: string,
  input: BookingInput,
  clientFor: ClientFor,
  checkout: DepositCheckout | null = null,
): Promise<
  WithCookie<{
    ok: true
    appointment: Appointment | null
    manageUrl: string | null
    payUrl: string | null
  }>
> {
  const limit = await visitorMayTry(request, 'book')
  const { setCookie } = limit
  if (!limit.allowed)
    return { ok: false, status: 429, formError: BOOKING_MESSAGES.limit, setCookie }
  if (input.website) {
    logger.info('booking discarded as spam')
    return { ok: true, appointment: null, manageUrl: null, payUrl: null, setCookie }
  }
  const type = await bookableType(ownerId, { typeId: input.type })
  if (!type) return { ok: false, status: 404, formError: BOOKING_MESSAGES.gone, setCookie }
  const { name, email, phone, servicePackage, note } = input
  const deposit = await takesDeposit(ownerId, type, checkout)
  const booked = await bookSlot(
    ownerId,
    type,
    {
      start: input.start,
      zone: input.tz ?? (await studioTimeZone(ownerId)),
      holdId: input.holdId,
      visitor: { name, email, phone, servicePackage, note },
      ...(deposit ? { payUntil: Date.now() + PAY_HOLD_MINUTES * 60_000 } : {}),
    },
    clientFor,
  )
  if (!booked.ok) return { ...fromRefused(booked), setCookie }
  const payUrl =
    deposit && checkout
      ? await startDeposit(
          booked.appointment,
          { amount: type.depositAmount ?? 0, currency: type.currency ?? '' },
          checkout,
        )
      : null
  if (deposit && !payUrl) {
    return { ok: false, status: 502, formError: DEPOSIT_MESSAGES.notStarted, setCookie }
  }
  return {
    ok: true,
    appointment: booked.appointment,
    manageUrl: manageUrl(booked.appointment.id),
    payUrl,
    setCookie,
  }
}
