// Her booking settings: one row per stylist, made with a new studio's defaults (and the default
// appointment type) the first time anything asks for it.
import { eq, sql } from 'drizzle-orm'

import { type Db, db, type Tx } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { type Availability, type BusyInterval, DEFAULT_AVAILABILITY } from './availability'
import { appointmentType, bookingSettings } from './tables.server'

/** What every new studio can be booked for. */
export const DEFAULT_TYPE = {
  name: 'Free consultation',
  durationMinutes: 30,
  place: 'video',
} as const

export type BookingSettings = Availability & {
  feedToken: string | null
  busyFeedUrl: string | null
  busyTimes: BusyInterval[]
  busyFeedReadAt: Date | null
  busyFeedError: string | null
}

const columns = {
  weeklyHours: bookingSettings.weeklyHours,
  datesOff: bookingSettings.datesOff,
  bufferMinutes: bookingSettings.bufferMinutes,
  noticeMinutes: bookingSettings.noticeMinutes,
  horizonDays: bookingSettings.horizonDays,
  maxPerDay: bookingSettings.maxPerDay,
  feedToken: bookingSettings.feedToken,
  busyFeedUrl: bookingSettings.busyFeedUrl,
  busyTimes: bookingSettings.busyTimes,
  busyFeedReadAt: bookingSettings.busyFeedReadAt,
  busyFeedError: bookingSettings.busyFeedError,
}

/** Makes her row and her first appointment type, once (concurrent first uses make one). */
async function ensureSettings(tx: Db | Tx, ownerId: string): Promise<void> {
  const made = await tx
    .insert(bookingSettings)
    .values({ ownerId, ...DEFAULT_AVAILABILITY })
    .onConflictDoNothing()
    .returning({ ownerId: bookingSettings.ownerId })
  if (made.length === 0) return
  await tx.insert(appointmentType).values({ id: createId(), ownerId, ...DEFAULT_TYPE })
}

/**
 * Her settings. In a transaction, `lock` holds her row until it commits: every booking of hers
 * takes this lock before it checks and inserts, so two never interleave (on PostgreSQL across
 * instances; PGlite runs one transaction at a time anyway).
 */
export async function getBookingSettings(
  ownerId: string,
  { tx = db, lock = false }: { tx?: Db | Tx; lock?: boolean } = {},
): Promise<BookingSettings> {
  const read = () => {
    const query = tx
      .select(columns)
      .from(bookingSettings)
      .where(eq(bookingSettings.ownerId, ownerId))
    return lock ? query.for('update') : query
  }
  const [row] = await read()
  if (row) return row
  await ensureSettings(tx, ownerId)
  const [made] = await read()
  if (!made) throw new Error('booking settings missing after they were made')
  return made
}

/** Saves her hours, days off and limits. */
export async function saveAvailability(ownerId: string, input: Availability): Promise<void> {
  await getBookingSettings(ownerId)
  await db
    .update(bookingSettings)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(bookingSettings.ownerId, ownerId))
}
