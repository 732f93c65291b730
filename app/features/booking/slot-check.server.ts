// Whether a time is free, read from the database inside the transaction that takes it. Every
// booking of a stylist first locks her settings row (getBookingSettings with `lock`), so the
// check and the insert that follows see each other's work; the unique index on (owner, start)
// of active appointments stands behind them.
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm'

import { studioTimeZone } from '~/features/studio/index.server'
import { type Db, db, type Tx } from '~/server/db.server'

import type { BusyInterval } from './availability'
import type { BookingSettings } from './settings.server'
import { freeSlots } from './slots'
import { appointment } from './tables.server'

const DAY = 24 * 60 * 60 * 1000

/** Why a time cannot be booked. */
export type Refusal = 'past' | 'notice' | 'taken' | 'unavailable'

/**
 * Her appointments and unexpired holds that meet [from, to), widened by a day on each side (her
 * buffer, and her daily limit counted over her whole day), but `excludeId` (one being moved).
 */
export async function takenTimes(
  ownerId: string,
  window: { from: number; to: number; now: number; excludeId?: string },
  tx: Db | Tx = db,
): Promise<BusyInterval[]> {
  const rows = await tx
    .select({ startsAt: appointment.startsAt, endsAt: appointment.endsAt })
    .from(appointment)
    .where(
      and(
        eq(appointment.ownerId, ownerId),
        lt(appointment.startsAt, new Date(window.to + DAY)),
        gt(appointment.endsAt, new Date(window.from - DAY)),
        or(
          eq(appointment.status, 'confirmed'),
          and(eq(appointment.status, 'held'), gt(appointment.holdExpiresAt, new Date(window.now))),
        ),
        window.excludeId ? ne(appointment.id, window.excludeId) : undefined,
      ),
    )
  return rows.map((row) => ({ start: row.startsAt.getTime(), end: row.endsAt.getTime() }))
}

/** Holds nobody confirmed in time give their time back (and their place in the unique index). */
export async function expireHolds(tx: Tx, ownerId: string, now: number): Promise<void> {
  await tx
    .update(appointment)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        eq(appointment.ownerId, ownerId),
        eq(appointment.status, 'held'),
        lt(appointment.holdExpiresAt, new Date(now + 1)),
      ),
    )
}

/**
 * Why `start` cannot be booked for `durationMinutes`, or null when it can. A visitor books only
 * what the slot engine offers; the stylist herself may book any time she is not already taken.
 */
export async function refusalOf(
  tx: Tx,
  ownerId: string,
  settings: BookingSettings,
  slot: { start: number; durationMinutes: number; now: number; excludeId?: string },
  rules: 'visitor' | 'stylist',
): Promise<Refusal | null> {
  const { start, durationMinutes, now } = slot
  const end = start + durationMinutes * 60_000
  const taken = await takenTimes(
    ownerId,
    { from: start, to: end, now, excludeId: slot.excludeId },
    tx,
  )
  if (rules === 'stylist') {
    return taken.some((interval) => interval.start < end && interval.end > start) ? 'taken' : null
  }
  if (start <= now) return 'past'
  if (start < now + settings.noticeMinutes * 60_000) return 'notice'
  const query = {
    availability: settings,
    zone: await studioTimeZone(ownerId, tx),
    durationMinutes,
    now,
    from: start,
    to: start + 1,
  }
  if (freeSlots({ ...query, appointments: taken, busy: settings.busyTimes }).length > 0) return null
  return freeSlots({ ...query, appointments: [] }).length > 0 ? 'taken' : 'unavailable'
}

/** Whether a write failed on a unique index (the same start taken in a race the lock missed). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: string }).code === '23505') return true
  }
  return false
}
