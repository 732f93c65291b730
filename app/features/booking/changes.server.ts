// An appointment moved or cancelled, by the visitor (through her link) or by the stylist, and a
// no-show marked. A move is one transaction under her settings row's lock, like a booking; each
// change raises the appointment's SEQUENCE, tells the other side and sends its reminders again.
import { and, eq, sql } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { type Appointment, appointmentColumns } from './appointment.server'
import { type Refused, refusedWithNext } from './book.server'
import { recordBookingEvent } from './booking-events.server'
import { type By, notifyChange } from './mail.server'
import { reminderReset, scheduleReminders } from './reminders.server'
import { getBookingSettings } from './settings.server'
import { expireHolds, isUniqueViolation, refusalOf } from './slot-check.server'
import { appointment } from './tables.server'

/** What a change found instead of an appointment still to come. */
export type Gone = { ok: false; gone: 'cancelled' | 'past' }

const durationOf = (item: Appointment) =>
  Math.round((item.endsAt.getTime() - item.startsAt.getTime()) / 60_000)

/** Whether it can still be changed: confirmed and not begun. */
function goneReason(item: Appointment, now: number): Gone | null {
  if (item.status !== 'confirmed') return { ok: false, gone: 'cancelled' }
  return item.startsAt.getTime() <= now ? { ok: false, gone: 'past' } : null
}

/**
 * Moves `item` to `start`: as the visitor, only to a time she is offered; as the stylist, to any
 * time she is not already taken. Tells the other side and reminds again at the new time.
 */
export async function moveAppointment(
  item: Appointment,
  start: number,
  by: By,
  now = Date.now(),
): Promise<{ ok: true; appointment: Appointment } | Refused | Gone> {
  const gone = goneReason(item, now)
  if (gone) return gone
  const durationMinutes = durationOf(item)
  const result = await db
    .transaction(async (tx) => {
      const settings = await getBookingSettings(item.ownerId, { tx, lock: true })
      await expireHolds(tx, item.ownerId, now)
      const refusal = await refusalOf(
        tx,
        item.ownerId,
        settings,
        { start, durationMinutes, now, excludeId: item.id },
        by,
      )
      if (refusal) return refusal
      const [moved] = await tx
        .update(appointment)
        .set({
          startsAt: new Date(start),
          endsAt: new Date(start + durationMinutes * 60_000),
          sequence: sql`${appointment.sequence} + 1`,
          ...reminderReset,
          updatedAt: sql`now()`,
        })
        .where(and(eq(appointment.id, item.id), eq(appointment.status, 'confirmed')))
        .returning(appointmentColumns)
      if (!moved) return 'gone'
      await recordBookingEvent(tx, {
        ownerId: item.ownerId,
        appointmentId: item.id,
        kind: 'moved',
        by,
      })
      return moved
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return 'taken' as const
      throw error
    })
  if (result === 'gone') return { ok: false, gone: 'cancelled' }
  if (typeof result === 'string') {
    return refusedWithNext(item.ownerId, { durationMinutes }, result, start, now)
  }
  await notifyChange(result, 'moved', by)
  await scheduleReminders(result, now)
  return { ok: true, appointment: result }
}

/** Cancels `item` (a no-op answer when it already is, or has passed). */
export async function cancelAppointment(
  item: Appointment,
  by: By,
  now = Date.now(),
): Promise<{ ok: true; appointment: Appointment } | Gone> {
  const gone = goneReason(item, now)
  if (gone) return gone
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointment)
      .set({
        status: 'cancelled',
        sequence: sql`${appointment.sequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(appointment.id, item.id), eq(appointment.status, 'confirmed')))
      .returning(appointmentColumns)
    if (row) {
      await recordBookingEvent(tx, {
        ownerId: item.ownerId,
        appointmentId: item.id,
        kind: 'cancelled',
        by,
      })
    }
    return row
  })
  if (!cancelled) return { ok: false, gone: 'cancelled' }
  await notifyChange(cancelled, 'cancelled', by)
  return { ok: true, appointment: cancelled }
}

/** Marks a confirmed appointment that has begun as a no-show; false when it cannot be. */
export async function markNoShow(item: Appointment, now = Date.now()): Promise<boolean> {
  if (item.status !== 'confirmed' || item.startsAt.getTime() > now) return false
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointment)
      .set({ status: 'no_show', updatedAt: sql`now()` })
      .where(and(eq(appointment.id, item.id), eq(appointment.status, 'confirmed')))
      .returning({ id: appointment.id })
    if (row) {
      await recordBookingEvent(tx, {
        ownerId: item.ownerId,
        appointmentId: item.id,
        kind: 'no-show',
        by: 'stylist',
      })
    }
    return row !== undefined
  })
}
