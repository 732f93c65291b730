// Whether a capsule's page links to "Your closet edit": a closet audit of its client is done.
// Read with the page, rendered once per content version (decision 008): an audit done, undone or
// deleted raises the version of every capsule of its client (migration 0022's trigger).
import { and, eq, isNotNull, sql } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { closetAudit } from './tables.server'

/** Whether the owner has a done closet audit of this client (the capsule's, read by its door). */
export async function hasClosetEdit(ownerId: string, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(closetAudit)
    .where(
      and(
        eq(closetAudit.ownerId, ownerId),
        eq(closetAudit.clientId, clientId),
        isNotNull(closetAudit.doneAt),
      ),
    )
    .limit(1)
  return row !== undefined
}
