import type { Tx } from '~/server/db.server'
import { logger } from '~/server/logger.server'

/** Something that happened to a booking, for her Today feed. */
export type BookingEvent = {
  ownerId: string
  appointmentId: string
  kind: 'booked' | 'moved' | 'cancelled' | 'no-show'
  /** Who did it: the visitor (from the site or her link) or the stylist. */
  by: 'visitor' | 'stylist'
}

/**
 * The one place a booking's events are written, inside the transaction that made the change.
 * There is no activity feed yet: each is a log line; when the feed lands, it is written here.
 */
export async function recordBookingEvent(_tx: Tx, event: BookingEvent): Promise<void> {
  logger.info({ bookingEvent: event }, 'Booking event')
}
