// A visitor books a time: the free slots of a type, a hold while she fills the form, and the
// confirmation. Each write is one transaction under her settings row's lock (slot-check.server.ts):
// of any number of visitors confirming one time at once, exactly one gets it.
import { and, eq, gt, sql } from 'drizzle-orm'

import { studioTimeZone } from '~/features/studio/index.server'
import { db, type Tx } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { type Appointment, appointmentColumns } from './appointment.server'
import { recordBookingEvent } from './booking-events.server'
import { type By, notifyChange } from './mail.server'
import { scheduleReminders } from './reminders.server'
import { getBookingSettings } from './settings.server'
import {
  expireHolds,
  isUniqueViolation,
  type Refusal,
  refusalOf,
  takenTimes,
} from './slot-check.server'
import { freeSlots } from './slots'
import { appointment } from './tables.server'
import type { AppointmentType } from './types.server'

/** How long a slot stays held for the visitor filling the form. */
export const HOLD_MINUTES = 10
/** How many free times a refusal offers instead. */
const NEXT_COUNT = 3

/** What the visitor tells about herself (or the stylist of her client, with her id). */
export type VisitorDetails = {
  clientId?: string | null
  name: string
  email: string
  phone: string | null
  servicePackage: string | null
  note: string | null
}

/**
 * The client of a booking, found by her e-mail or made, in the booking's transaction (passed in
 * by the route: clients are another feature's). Answers the client's id.
 */
export type ClientFor = (
  tx: Tx,
  ownerId: string,
  visitor: VisitorDetails & { cameFrom: string },
) => Promise<string>

export type Refused = { ok: false; refusal: Refusal; next: number[] }

/** Her free slots for `type`, within [from, to) when given (and her horizon); `excludeId`'s time counts as free. */
export async function listFreeSlots(
  ownerId: string,
  type: Pick<AppointmentType, 'durationMinutes'>,
  window: { now?: number; from?: number; to?: number; excludeId?: string } = {},
): Promise<number[]> {
  const now = window.now ?? Date.now()
  const settings = await getBookingSettings(ownerId)
  const to = window.to ?? now + (settings.horizonDays + 2) * 86_400_000
  const from = window.from ?? now
  const appointments = await takenTimes(ownerId, { from, to, now, excludeId: window.excludeId })
  return freeSlots({
    availability: settings,
    zone: await studioTimeZone(ownerId),
    durationMinutes: type.durationMinutes,
    appointments,
    busy: settings.busyTimes,
    now,
    from: window.from,
    to: window.to,
  })
}

/** A refusal, with the next free times after the one refused. */
export async function refusedWithNext(
  ownerId: string,
  type: Pick<AppointmentType, 'durationMinutes'>,
  refusal: Refusal,
  start: number,
  now: number,
): Promise<Refused> {
  const later = await listFreeSlots(ownerId, type, { now, from: Math.max(start, now) })
  return { ok: false, refusal, next: later.slice(0, NEXT_COUNT) }
}

/** Runs `write`; a unique index refusing the start (a race past the lock) reads as `taken`. */
async function orTaken<T>(write: () => Promise<T>): Promise<T | 'taken'> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken'
    throw error
  }
}

const rowOf = (type: AppointmentType, start: number) => ({
  typeId: type.id,
  typeName: type.name,
  place: type.place,
  placeDetail: type.placeDetail,
  startsAt: new Date(start),
  endsAt: new Date(start + type.durationMinutes * 60_000),
})

/** Holds `start` for a visitor filling the form; the hold's id is her proof of it. */
export async function holdSlot(
  ownerId: string,
  type: AppointmentType,
  slot: { start: number; zone: string },
  now = Date.now(),
): Promise<{ ok: true; holdId: string; expiresAt: number } | Refused> {
  const expiresAt = now + HOLD_MINUTES * 60_000
  const result = await orTaken(() =>
    db.transaction(async (tx) => {
      const settings = await getBookingSettings(ownerId, { tx, lock: true })
      await expireHolds(tx, ownerId, now)
      const refusal = await refusalOf(tx, ownerId, settings, { ...slot, ...type, now }, 'visitor')
      if (refusal) return refusal
      const holdId = createId()
      await tx.insert(appointment).values({
        id: holdId,
        ownerId,
        ...rowOf(type, slot.start),
        timeZone: slot.zone,
        status: 'held',
        holdExpiresAt: new Date(expiresAt),
        bookedBy: 'visitor',
      })
      return holdId
    }),
  )
  if (result === 'past' || result === 'notice' || result === 'taken' || result === 'unavailable') {
    return refusedWithNext(ownerId, type, result, slot.start, now)
  }
  return { ok: true, holdId: result, expiresAt }
}

/**
 * Confirms a booking of `start`: by a visitor, her hold when it is still hers (the same time, not
 * expired), else the time itself if the slot engine still offers it; by the stylist, any time she
 * is not already taken. The client is found or made by e-mail, and told; reminders follow.
 */
export async function bookSlot(
  ownerId: string,
  type: AppointmentType,
  input: {
    start: number
    zone: string
    holdId?: string | null
    visitor: VisitorDetails
    /** A deposit to pay first: the time stays held until then, and is confirmed on payment. */
    payUntil?: number
  },
  clientFor: ClientFor,
  { now = Date.now(), by = 'visitor' }: { now?: number; by?: By } = {},
): Promise<{ ok: true; appointment: Appointment } | Refused> {
  const { start, zone, visitor, payUntil } = input
  const result = await orTaken(() =>
    db.transaction(async (tx) => {
      const settings = await getBookingSettings(ownerId, { tx, lock: true })
      const [hold] = input.holdId
        ? await tx
            .select({ id: appointment.id })
            .from(appointment)
            .where(
              and(
                eq(appointment.ownerId, ownerId),
                eq(appointment.id, input.holdId),
                eq(appointment.status, 'held'),
                eq(appointment.typeId, type.id),
                eq(appointment.startsAt, new Date(start)),
                gt(appointment.holdExpiresAt, new Date(now)),
              ),
            )
        : []
      await expireHolds(tx, ownerId, now)
      if (!hold) {
        const refusal = await refusalOf(tx, ownerId, settings, { start, ...type, now }, by)
        if (refusal) return refusal
      }
      // A time waiting for its deposit is nobody's appointment yet: her client comes with the payment.
      const clientId = payUntil
        ? null
        : await clientFor(tx, ownerId, { ...visitor, cameFrom: `Booking: ${type.name}` })
      const { clientId: _asked, ...person } = visitor
      const details = {
        ...rowOf(type, start),
        timeZone: zone,
        status: payUntil ? ('held' as const) : ('confirmed' as const),
        holdExpiresAt: payUntil ? new Date(payUntil) : null,
        clientId,
        ...person,
        email: person.email || null,
      }
      const [row] = hold
        ? await tx
            .update(appointment)
            .set({ ...details, updatedAt: sql`now()` })
            .where(eq(appointment.id, hold.id))
            .returning(appointmentColumns)
        : await tx
            .insert(appointment)
            .values({ id: createId(), ownerId, bookedBy: by, ...details })
            .returning(appointmentColumns)
      if (!payUntil) {
        await recordBookingEvent(tx, { ownerId, appointmentId: row!.id, kind: 'booked', by })
      }
      return row!
    }),
  )
  if (typeof result === 'string') return refusedWithNext(ownerId, type, result, start, now)
  if (!payUntil) await announceBooked(result, by, now)
  return { ok: true, appointment: result }
}

/** The e-mails of a confirmed booking, and its reminders. */
export async function announceBooked(item: Appointment, by: By, now = Date.now()): Promise<void> {
  await notifyChange(item, 'booked', by)
  await scheduleReminders(item, now)
}
