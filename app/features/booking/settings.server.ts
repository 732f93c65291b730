// Her booking settings: one row per stylist, made with a new studio's defaults (and the default
// appointment type) the first time anything asks for it.
import { randomBytes } from 'node:crypto'

import { eq, isNotNull, sql } from 'drizzle-orm'

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

/** Saves what is given of her hours, days off and limits, and of her feeds. */
export async function saveBookingSettings(
  ownerId: string,
  input: Partial<Availability> &
    Partial<
      Pick<
        BookingSettings,
        'feedToken' | 'busyFeedUrl' | 'busyTimes' | 'busyFeedReadAt' | 'busyFeedError'
      >
    >,
): Promise<void> {
  await getBookingSettings(ownerId)
  await db
    .update(bookingSettings)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(bookingSettings.ownerId, ownerId))
}

/** Saves her hours, days off and limits from her form: she has checked them (her checklist). */
export async function saveHours(ownerId: string, input: Partial<Availability>): Promise<void> {
  await getBookingSettings(ownerId)
  await db
    .update(bookingSettings)
    .set({
      ...input,
      hoursCheckedAt: sql`coalesce(${bookingSettings.hoursCheckedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(bookingSettings.ownerId, ownerId))
}

/** Whether she has saved her hours once (a new studio starts with the defaults). */
export async function hoursChecked(ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: bookingSettings.hoursCheckedAt })
    .from(bookingSettings)
    .where(eq(bookingSettings.ownerId, ownerId))
  return Boolean(row?.at)
}

/** At most this many days off are kept (past ones go first). */
const MAX_DAYS_OFF = 200

/** Adds or removes one of her days off (`YYYY-MM-DD`, in her zone); the past ones are dropped. */
export async function setDayOff(ownerId: string, date: string, off: boolean, today: string) {
  const { datesOff } = await getBookingSettings(ownerId)
  const kept = datesOff.filter((day) => day !== date && day >= today)
  const next = off ? [...kept, date].sort().slice(-MAX_DAYS_OFF) : kept
  await saveBookingSettings(ownerId, { datesOff: next })
}

/** The stylists who read busy times from a calendar feed of their own. */
export async function ownersWithBusyFeeds(): Promise<string[]> {
  const rows = await db
    .select({ ownerId: bookingSettings.ownerId })
    .from(bookingSettings)
    .where(isNotNull(bookingSettings.busyFeedUrl))
  return rows.map((row) => row.ownerId)
}

/** Her private calendar feed's secret: a new one (the old address stops working), or none. */
export async function setFeedToken(ownerId: string, on: boolean): Promise<void> {
  await saveBookingSettings(ownerId, {
    feedToken: on ? randomBytes(24).toString('base64url') : null,
  })
}

/** The stylist whose feed this secret opens, or null. */
export async function ownerOfFeed(token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null
  const [row] = await db
    .select({ ownerId: bookingSettings.ownerId })
    .from(bookingSettings)
    .where(eq(bookingSettings.feedToken, token))
  return row?.ownerId ?? null
}
