// What deleting a client takes of this feature's rows into the trash (features/trash composes
// the whole delete).
import { and, eq } from 'drizzle-orm'

import type { Tx } from '~/server/db.server'
import { type Part, taken } from '~/server/trash.server'

import { client, clientHome } from './tables.server'

/** The owner's client as the trash keeps it; null when there is none of hers. */
export async function takeClient(tx: Tx, ownerId: string, clientId: string): Promise<Part | null> {
  const rows = await tx
    .select()
    .from(client)
    .where(and(eq(client.ownerId, ownerId), eq(client.id, clientId)))
  return rows.length ? taken(client, rows) : null
}

/** Deletes the client; everything of hers goes with her (the foreign keys cascade). */
export async function removeClient(tx: Tx, clientId: string): Promise<void> {
  await tx.delete(client).where(eq(client.id, clientId))
}

// Restored, the same home link opens her home again.
/** The owner's client's home link (none: an empty part). */
export async function takeHomeOf(tx: Tx, ownerId: string, clientId: string): Promise<Part> {
  const rows = await tx
    .select()
    .from(clientHome)
    .where(and(eq(clientHome.ownerId, ownerId), eq(clientHome.clientId, clientId)))
  return taken(clientHome, rows)
}
