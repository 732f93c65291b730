// Pieces marked Donate or Sell leave her wardrobe in one step (item.archived_at), with Undo: the
// step is kept in the trash for the undo window like a delete (app/server/trash.server.ts), and
// the toast's Undo (/dashboard/undo) takes it back, the pieces exactly as they were.
import { and, eq, inArray, isNull } from 'drizzle-orm'

import { archivePieces, pieceView as item } from '~/features/items/index.server'
import { db } from '~/server/db.server'
import { keep, together } from '~/server/trash.server'

import { LEAVING } from './decisions'
import { closetAudit, closetAuditPiece } from './tables.server'

export type ArchiveResult =
  { ok: true; undo: string; archived: number } | { ok: false; reason: 'missing' | 'nothing' }

/** Archives the audit's donated and sold pieces still in her wardrobe. */
export async function archiveLeaving(
  ownerId: string,
  clientId: string,
  auditId: string,
): Promise<ArchiveResult> {
  return db.transaction(async (tx) => {
    const [audit] = await tx
      .select({ id: closetAudit.id })
      .from(closetAudit)
      .where(
        and(
          eq(closetAudit.ownerId, ownerId),
          eq(closetAudit.clientId, clientId),
          eq(closetAudit.id, auditId),
        ),
      )
      .for('update')
    if (!audit) return { ok: false, reason: 'missing' }
    const leaving = await tx
      .select({ id: item.id })
      .from(closetAuditPiece)
      .innerJoin(item, eq(item.id, closetAuditPiece.itemId))
      .where(
        and(
          eq(closetAuditPiece.auditId, auditId),
          inArray(closetAuditPiece.decision, [...LEAVING]),
          eq(item.ownerId, ownerId),
          eq(item.clientId, clientId),
          isNull(item.archivedAt),
        ),
      )
    if (leaving.length === 0) return { ok: false, reason: 'nothing' }
    const ids = leaving.map((row) => row.id)
    const at = new Date()
    await archivePieces(tx, ownerId, ids, at)
    const undo = await keep(tx, ownerId, {
      ...together(),
      links: { items: { archived: { ids, at: at.toISOString() } } },
    })
    return { ok: true, undo, archived: ids.length }
  })
}
