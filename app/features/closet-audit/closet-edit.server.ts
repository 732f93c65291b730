// Whether a capsule's page links to "Your closet edit": a closet audit of its client is done.
// Read with the page, rendered once per content version (decision 008): an audit done, undone or
// deleted raises the version of every capsule of its client (migration 0022's trigger).
import { and, eq, isNotNull, sql } from 'drizzle-orm'

import { capsuleView as capsule } from '~/features/capsules/index.server'
import { db } from '~/server/db.server'

import { closetAudit } from './tables.server'

export async function hasClosetEdit(capsuleId: string): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(closetAudit)
    .innerJoin(
      capsule,
      and(eq(capsule.clientId, closetAudit.clientId), eq(capsule.ownerId, closetAudit.ownerId)),
    )
    .where(and(eq(capsule.id, capsuleId), isNotNull(closetAudit.doneAt)))
    .limit(1)
  return row !== undefined
}
