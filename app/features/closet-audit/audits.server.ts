// A client's closet audits, always the owner's: the one in progress (at most one), its pieces
// (her wardrobe: pieces in no capsule and capsule pieces marked Owned, not archived), finishing
// it (every piece then has a row, and the counts are kept), and the done ones for History.
import { and, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm'

import { clientView as client } from '~/features/clients/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { db, type Tx } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { closetAudit, closetAuditPiece } from './tables.server'
import type { AuditCounts, AuditPiece, AuditRow, AuditSummary } from './types'

/** Her pieces an audit looks at: in no capsule or marked Owned, and still hers. */
export const wardrobePiece = (ownerId: string, clientId: string) =>
  and(
    eq(item.ownerId, ownerId),
    eq(item.clientId, clientId),
    or(isNull(item.capsuleId), eq(item.ownership, 'owned')),
    isNull(item.archivedAt),
  )

const auditColumns = {
  id: closetAudit.id,
  startedAt: closetAudit.startedAt,
  doneAt: closetAudit.doneAt,
  counts: closetAudit.counts,
}

const ofClient = (ownerId: string, clientId: string) =>
  and(eq(closetAudit.ownerId, ownerId), eq(closetAudit.clientId, clientId))

/** The audit in progress and the done ones (newest first); null when there is no such client. */
export async function listAudits(
  ownerId: string,
  clientId: string,
): Promise<{ open: AuditRow | null; done: AuditRow[] }> {
  const rows = await db
    .select(auditColumns)
    .from(closetAudit)
    .where(ofClient(ownerId, clientId))
    .orderBy(desc(closetAudit.doneAt), desc(closetAudit.startedAt))
  return {
    open: rows.find((row) => row.doneAt === null) ?? null,
    done: rows.filter((row) => row.doneAt !== null),
  }
}

/** Whether an audit is in progress, and when the last one was done (her page's line). */
export async function auditSummary(ownerId: string, clientId: string): Promise<AuditSummary> {
  const [row] = await db
    .select({
      inProgress: sql<boolean>`bool_or(${closetAudit.doneAt} is null)`,
      lastDoneAt: sql<Date | null>`max(${closetAudit.doneAt})`.mapWith((value: unknown) =>
        value === null ? null : new Date(value as string),
      ),
    })
    .from(closetAudit)
    .where(ofClient(ownerId, clientId))
  return { inProgress: row?.inProgress ?? false, lastDoneAt: row?.lastDoneAt ?? null }
}

/**
 * The pieces of an audit: in progress, her wardrobe as it is now with the decisions given so far
 * (undecided by default), and any piece decided here and archived since; done, the pieces it
 * kept. Newest first. Empty for an audit that is not the owner's for this client.
 */
export async function listAuditPieces(
  ownerId: string,
  clientId: string,
  auditId: string,
): Promise<AuditPiece[]> {
  const [audit] = await db
    .select({ doneAt: closetAudit.doneAt })
    .from(closetAudit)
    .where(and(ofClient(ownerId, clientId), eq(closetAudit.id, auditId)))
  if (!audit) return []
  const decided = isNotNull(closetAuditPiece.auditId)
  const rows = await db
    .select({
      id: item.id,
      name: item.name,
      brand: item.brand,
      size: item.size,
      photo: item.photo,
      decision: closetAuditPiece.decision,
      note: closetAuditPiece.note,
      clientNote: closetAuditPiece.clientNote,
      archivedAt: item.archivedAt,
    })
    .from(item)
    .leftJoin(
      closetAuditPiece,
      and(eq(closetAuditPiece.auditId, auditId), eq(closetAuditPiece.itemId, item.id)),
    )
    .where(
      and(
        eq(item.ownerId, ownerId),
        eq(item.clientId, clientId),
        audit.doneAt ? decided : or(decided, wardrobePiece(ownerId, clientId)),
      ),
    )
    .orderBy(desc(item.createdAt), desc(item.id))
  return rows.map(({ archivedAt, decision, ...row }) => ({
    ...row,
    decision: decision ?? 'undecided',
    archived: archivedAt !== null,
  }))
}

/**
 * The client's audit in progress, started if there is none; null when she is not the owner's
 * client. A new audit starts blank: every piece undecided (the last one stays in History).
 */
export async function startAudit(ownerId: string, clientId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: client.id })
      .from(client)
      .where(and(eq(client.ownerId, ownerId), eq(client.id, clientId)))
      .for('update')
    if (!owned) return null
    const [open] = await tx
      .select({ id: closetAudit.id })
      .from(closetAudit)
      .where(and(ofClient(ownerId, clientId), isNull(closetAudit.doneAt)))
    if (open) return open.id
    const id = createId()
    await tx.insert(closetAudit).values({ id, ownerId, clientId })
    return id
  })
}

/** The owner's audit of this client, in progress, locked until the transaction ends. */
export async function lockOpenAudit(tx: Tx, ownerId: string, clientId: string, auditId: string) {
  const [row] = await tx
    .select({ id: closetAudit.id })
    .from(closetAudit)
    .where(
      and(ofClient(ownerId, clientId), eq(closetAudit.id, auditId), isNull(closetAudit.doneAt)),
    )
    .for('update')
  return row ?? null
}

/**
 * Marks the audit done: every piece of her wardrobe not decided gets Undecided, so the audit
 * keeps its pieces, and how many got each decision is kept. Null when it is not in progress (or
 * not the owner's).
 */
export async function finishAudit(
  ownerId: string,
  clientId: string,
  auditId: string,
): Promise<AuditCounts | null> {
  return db.transaction(async (tx) => {
    if (!(await lockOpenAudit(tx, ownerId, clientId, auditId))) return null
    await tx.execute(sql`
      insert into ${closetAuditPiece} (audit_id, item_id, owner_id, decision)
      select ${auditId}, ${item.id}, ${item.ownerId}, 'undecided' from ${item}
      where ${wardrobePiece(ownerId, clientId)}
      on conflict do nothing`)
    const rows = await tx
      .select({ decision: closetAuditPiece.decision, pieces: count() })
      .from(closetAuditPiece)
      .where(eq(closetAuditPiece.auditId, auditId))
      .groupBy(closetAuditPiece.decision)
    const counts: AuditCounts = Object.fromEntries(rows.map((row) => [row.decision, row.pieces]))
    await tx
      .update(closetAudit)
      .set({ doneAt: new Date(), counts, updatedAt: new Date() })
      .where(eq(closetAudit.id, auditId))
    return counts
  })
}
