// What deleting a client takes of her home link into the trash: restored, the same link opens
// her home again.
import { and, eq } from 'drizzle-orm'

import type { Tx } from '~/server/db.server'
import { type Part, taken } from '~/server/trash.server'

import { clientHome } from './tables.server'

/** The owner's client's home link (none: an empty part). */
export async function takeHomeOf(tx: Tx, ownerId: string, clientId: string): Promise<Part> {
  const rows = await tx
    .select()
    .from(clientHome)
    .where(and(eq(clientHome.ownerId, ownerId), eq(clientHome.clientId, clientId)))
  return taken(clientHome, rows)
}
