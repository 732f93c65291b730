// What the latest closet audit decided for pieces still in her wardrobe, for the wardrobe picker:
// a piece sent to donate, sell or consign is tagged, and comes last.
import { and, desc, eq, inArray } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { type Decision, DECISION_LABELS } from './decisions'
import { closetAudit, closetAuditPiece } from './tables.server'

/** The decisions that mean a piece is on its way out of her wardrobe. */
const ON_ITS_WAY_OUT: readonly Decision[] = ['donate', 'sell', 'consign']

/**
 * `pieces` (the owner's, of this client) with `auditMark` ("Donate", "Sell", "Consign": what her
 * latest audit decided for it, or null), the marked ones last, each group in its order.
 */
export async function markLeaving<Piece extends { id: string }>(
  ownerId: string,
  clientId: string,
  pieces: Piece[],
): Promise<(Piece & { auditMark: string | null })[]> {
  const [latest] = await db
    .select({ id: closetAudit.id })
    .from(closetAudit)
    .where(and(eq(closetAudit.ownerId, ownerId), eq(closetAudit.clientId, clientId)))
    .orderBy(desc(closetAudit.startedAt))
    .limit(1)
  const decided =
    latest && pieces.length > 0
      ? await db
          .select({ itemId: closetAuditPiece.itemId, decision: closetAuditPiece.decision })
          .from(closetAuditPiece)
          .where(
            and(
              eq(closetAuditPiece.auditId, latest.id),
              inArray(closetAuditPiece.decision, [...ON_ITS_WAY_OUT]),
              inArray(
                closetAuditPiece.itemId,
                pieces.map((piece) => piece.id),
              ),
            ),
          )
      : []
  const marks = new Map(decided.map((row) => [row.itemId, DECISION_LABELS[row.decision]]))
  const marked = pieces.map((piece) => ({ ...piece, auditMark: marks.get(piece.id) ?? null }))
  return [
    ...marked.filter((piece) => !piece.auditMark),
    ...marked.filter((piece) => piece.auditMark),
  ]
}
