// The visitor's link to reschedule or cancel, `/booking/{id}/{signature}`: an HMAC of the
// appointment's id with the app's secret, so every e-mail carries the same link, no account is
// needed, and nothing secret is stored. A changed id or signature answers like a missing link.
import { createHmac, timingSafeEqual } from 'node:crypto'

import { eq } from 'drizzle-orm'

import { baseUrl } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { authSecret } from '~/server/secrets.server'

import { type Appointment, appointmentColumns } from './appointment.server'
import { appointment } from './tables.server'

const sign = (id: string) =>
  createHmac('sha256', authSecret).update(`booking-link:${id}`).digest('base64url')

/** The visitor's link for an appointment. */
export const manageUrl = (id: string) => `${baseUrl}/booking/${id}/${sign(id)}`

const ID = /^[A-Za-z0-9_-]{22}$/

/**
 * The appointment a link names, or null when the link was not made by this app; `unpaid`: a time
 * held for its deposit too (the page she comes back to from Stripe's).
 */
export async function appointmentOfLink(
  id: string,
  signature: string,
  { unpaid = false }: { unpaid?: boolean } = {},
): Promise<Appointment | null> {
  if (!ID.test(id)) return null
  const expected = Buffer.from(sign(id))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const [row] = await db.select(appointmentColumns).from(appointment).where(eq(appointment.id, id))
  // A hold is nobody's appointment yet (but the page of one held for its deposit says so).
  if (row?.status === 'held') return unpaid && row.email ? row : null
  return row && row.status !== 'expired' ? row : null
}
