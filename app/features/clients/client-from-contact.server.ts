import { and, asc, eq, sql } from 'drizzle-orm'

import type { Tx } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { client } from './tables.server'

/** Whoever booked a time on her site or was booked by her (`clientId`: one of hers she chose). */
export type Booker = {
  clientId?: string | null
  name: string
  email: string
  phone: string | null
  note: string | null
  /** Where she came from, for a new client ("Booking: Free consultation"). */
  cameFrom: string
}

/**
 * The client a booking belongs to, inside the booking's transaction: the client she chose, else
 * her client with this e-mail (case aside; the oldest if several), else a new client with the booker's name, e-mail,
 * phone and note. The note is kept on her profile: a known client's notes get it added below.
 */
export async function clientForBooking(tx: Tx, ownerId: string, booker: Booker): Promise<string> {
  if (booker.clientId) {
    const [chosen] = await tx
      .select({ id: client.id })
      .from(client)
      .where(and(eq(client.ownerId, ownerId), eq(client.id, booker.clientId)))
    if (chosen) return chosen.id
  }
  const [known] = !booker.email
    ? []
    : await tx
        .select({ id: client.id, phone: client.phone })
        .from(client)
        .where(
          and(
            eq(client.ownerId, ownerId),
            sql`lower(${client.email}) = ${booker.email.toLowerCase()}`,
          ),
        )
        .orderBy(asc(client.createdAt))
        .limit(1)
  if (known) {
    const changes = {
      ...(known.phone || !booker.phone ? {} : { phone: booker.phone }),
      ...(booker.note
        ? {
            notes: sql`concat_ws(${'\n\n'}::text, nullif(${client.notes}, ''), ${booker.note}::text)`,
          }
        : {}),
    }
    if (Object.keys(changes).length > 0) {
      await tx.update(client).set(changes).where(eq(client.id, known.id))
    }
    return known.id
  }
  return addClientFrom(tx, ownerId, {
    name: booker.name,
    email: booker.email || null,
    phone: booker.phone,
    notes: booker.note,
    cameFrom: booker.cameFrom,
  })
}

/** Who contacted her, as a new client's first profile (a booking, an inquiry she converts). */
export type Contact = Pick<
  typeof client.$inferInsert,
  'name' | 'email' | 'phone' | 'notes' | 'cameFrom'
>

/** A new client of hers from `contact`, inside the caller's transaction; her id. */
export async function addClientFrom(tx: Tx, ownerId: string, contact: Contact): Promise<string> {
  const id = createId()
  await tx.insert(client).values({ id, ownerId, ...contact })
  return id
}
