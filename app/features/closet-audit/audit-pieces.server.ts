// Decisions and notes (hers, and the one for her client) on the pieces of an audit in progress. Every piece must be one of her
// wardrobe's (the owner's, this client's, not archived): a stranger's, another client's or a
// missing one refuses the whole change, as if none of them were there.
import { and, count, inArray, sql } from 'drizzle-orm'

import { pieceView as item } from '~/features/items/index.server'
import { db, type Tx } from '~/server/db.server'

import { lockOpenAudit, wardrobePiece } from './audits.server'
import type { Decision, NoteField } from './decisions'
import { closetAuditPiece } from './tables.server'

/** 'audit': not in progress (or not the owner's); 'pieces': a piece is not in her wardrobe. */
export type PieceChange = 'ok' | 'audit' | 'pieces'

async function allInWardrobe(tx: Tx, ownerId: string, clientId: string, itemIds: string[]) {
  const [row] = await tx
    .select({ found: count() })
    .from(item)
    .where(and(wardrobePiece(ownerId, clientId), inArray(item.id, itemIds)))
  return row?.found === itemIds.length
}

/** Gives every piece of `itemIds` the decision (its note stays). */
export async function setDecision(
  ownerId: string,
  clientId: string,
  auditId: string,
  itemIds: string[],
  decision: Decision,
): Promise<PieceChange> {
  return db.transaction(async (tx) => {
    if (!(await lockOpenAudit(tx, ownerId, clientId, auditId))) return 'audit'
    if (!(await allInWardrobe(tx, ownerId, clientId, itemIds))) return 'pieces'
    await tx
      .insert(closetAuditPiece)
      .values(itemIds.map((itemId) => ({ auditId, itemId, ownerId, decision })))
      .onConflictDoUpdate({
        target: [closetAuditPiece.auditId, closetAuditPiece.itemId],
        set: { decision: sql`excluded.decision`, updatedAt: new Date() },
      })
    return 'ok'
  })
}

/**
 * Saves one of the piece's notes, hers or the one for her client (null clears it); a piece not
 * decided yet stays Undecided.
 */
export async function saveNote(
  ownerId: string,
  clientId: string,
  auditId: string,
  itemId: string,
  field: NoteField,
  note: string | null,
): Promise<PieceChange> {
  return db.transaction(async (tx) => {
    if (!(await lockOpenAudit(tx, ownerId, clientId, auditId))) return 'audit'
    if (!(await allInWardrobe(tx, ownerId, clientId, [itemId]))) return 'pieces'
    await tx
      .insert(closetAuditPiece)
      .values({ auditId, itemId, ownerId, decision: 'undecided', [field]: note })
      .onConflictDoUpdate({
        target: [closetAuditPiece.auditId, closetAuditPiece.itemId],
        set: { [field]: note, updatedAt: new Date() },
      })
    return 'ok'
  })
}
