// Her private calendar feed, `/calendar/{secret}.ics`, which Google or Apple Calendar subscribes
// to: her confirmed appointments from a month back, with who booked and how to reach her. The
// secret is revocable (a new one ends the old address); a wrong one answers like a missing page.
import { and, eq, gte } from 'drizzle-orm'

import { baseUrl } from '~/server/auth.server'
import { db } from '~/server/db.server'

import { appointmentColumns } from './appointment.server'
import { calendarFeed } from './ics.server'
import { organizerOf } from './mail.server'
import { ownerOfFeed } from './settings.server'
import { appointment } from './tables.server'

const MONTH = 31 * 86_400_000

/** Her feed's address for the secret she has. */
export const feedUrl = (token: string) => `${baseUrl}/calendar/${token}.ics`

/** The feed `/calendar/{file}` names, or null when no stylist has that secret. */
export async function calendarOf(file: string, now = Date.now()): Promise<string | null> {
  const ownerId = await ownerOfFeed(file.replace(/\.ics$/, ''))
  if (!ownerId) return null
  const rows = await db
    .select(appointmentColumns)
    .from(appointment)
    .where(
      and(
        eq(appointment.ownerId, ownerId),
        eq(appointment.status, 'confirmed'),
        gte(appointment.startsAt, new Date(now - MONTH)),
      ),
    )
    .orderBy(appointment.startsAt)
  return calendarFeed(rows, await organizerOf(ownerId))
}
