import { eq } from 'drizzle-orm'

import { recordActivity } from '~/features/activity/index.server'
import type { Tx } from '~/server/db.server'
import { logger } from '~/server/logger.server'

import { appointment } from './tables.server'

/** Something that happened to a booking, for her Today feed. */
export type BookingEvent = {
  ownerId: string
  appointmentId: string
  kind: 'booked' | 'moved' | 'cancelled' | 'no-show'
  /** Who did it: the visitor (from the site or her link) or the stylist. */
  by: 'visitor' | 'stylist'
}

const ACTIVITY = {
  booked: { kind: 'booking_made', verb: 'booked' },
  moved: { kind: 'booking_moved', verb: 'moved' },
  cancelled: { kind: 'booking_cancelled', verb: 'cancelled' },
} as const

/**
 * The one place a booking's events are written, inside the transaction that made the change: a
 * log line each, and on her Today what a visitor did (what she did herself is not news to her).
 */
export async function recordBookingEvent(tx: Tx, event: BookingEvent): Promise<void> {
  logger.info({ bookingEvent: event }, 'Booking event')
  if (event.by !== 'visitor' || event.kind === 'no-show') return
  const [row] = await tx
    .select({
      clientId: appointment.clientId,
      name: appointment.name,
      typeName: appointment.typeName,
    })
    .from(appointment)
    .where(eq(appointment.id, event.appointmentId))
  if (!row) return
  const { kind, verb } = ACTIVITY[event.kind]
  await recordActivity(tx, {
    ownerId: event.ownerId,
    clientId: row.clientId,
    kind,
    subjectId: event.appointmentId,
    summary: `${row.name ?? 'A visitor'} ${verb} ${row.typeName}`,
  })
}
