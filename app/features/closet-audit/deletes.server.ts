// What deleting a client takes of her closet audits into the trash: each with every decision.
import { and, eq, inArray } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import type { Tx } from '~/server/db.server'
import { type Part, taken, together } from '~/server/trash.server'

import { closetAudit, closetAuditPiece } from './tables.server'

/** The owner's closet audits of a client, with their decisions. */
export async function takeAuditsOf(tx: Tx, ownerId: string, clientId: string): Promise<Part> {
  const audits = await tx
    .select()
    .from(closetAudit)
    .where(and(mine(closetAudit, ownerId), eq(closetAudit.clientId, clientId)))
  const ids = audits.map((row) => row.id)
  const decisions = ids.length
    ? await tx.select().from(closetAuditPiece).where(inArray(closetAuditPiece.auditId, ids))
    : []
  return together(taken(closetAudit, audits), taken(closetAuditPiece, decisions))
}
