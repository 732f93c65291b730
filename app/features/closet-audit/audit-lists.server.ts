// The lists to hand over (Tailor, Donate, Consign, Sell), for the printable page and its PDF,
// and her client's closet edit: the latest done audit of the capsule's client, every list and
// what stays. Both leave the studio: they carry the notes written for her client, never the
// stylist's own (not even in the page's data).
import { and, desc, eq, isNotNull } from 'drizzle-orm'

import { clientView as client } from '~/features/clients/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { db } from '~/server/db.server'

import { type Decision, DECISIONS, type ListDecision } from './decisions'
import { closetAudit, closetAuditPiece } from './tables.server'
import type { ClosetEdit, HandOverList, SharedPiece } from './types'

const pieceColumns = {
  id: item.id,
  name: item.name,
  brand: item.brand,
  size: item.size,
  photo: item.photo,
  decision: closetAuditPiece.decision,
  clientNote: closetAuditPiece.clientNote,
  archivedAt: item.archivedAt,
}

async function piecesOf(auditId: string, decision?: Decision): Promise<SharedPiece[]> {
  const rows = await db
    .select(pieceColumns)
    .from(closetAuditPiece)
    .innerJoin(item, eq(item.id, closetAuditPiece.itemId))
    .where(
      and(
        eq(closetAuditPiece.auditId, auditId),
        decision ? eq(closetAuditPiece.decision, decision) : undefined,
      ),
    )
    .orderBy(item.name, item.id)
  return rows.map(({ archivedAt, ...row }) => ({ ...row, archived: archivedAt !== null }))
}

/** One list of the owner's audit of this client; null when there is no such audit of hers. */
export async function handOverList(
  ownerId: string,
  clientId: string,
  auditId: string,
  decision: ListDecision,
): Promise<HandOverList | null> {
  const [audit] = await db
    .select({ doneAt: closetAudit.doneAt, clientName: client.name })
    .from(closetAudit)
    .innerJoin(client, eq(client.id, closetAudit.clientId))
    .where(
      and(
        eq(closetAudit.ownerId, ownerId),
        eq(closetAudit.clientId, clientId),
        eq(closetAudit.id, auditId),
      ),
    )
  if (!audit) return null
  return { ...audit, decision, pieces: await piecesOf(auditId, decision) }
}

/**
 * Her closet edit, as a capsule shows it to its client: the owner's latest done audit of the
 * capsule's client (`clientId`, read by the capsule's door). The caller has asked the access rule
 * first. Null: none done yet.
 */
export async function loadClosetEdit(
  ownerId: string,
  clientId: string,
): Promise<ClosetEdit | null> {
  const [audit] = await db
    .select({ id: closetAudit.id, doneAt: closetAudit.doneAt })
    .from(closetAudit)
    .where(
      and(
        eq(closetAudit.ownerId, ownerId),
        eq(closetAudit.clientId, clientId),
        isNotNull(closetAudit.doneAt),
      ),
    )
    .orderBy(desc(closetAudit.doneAt))
    .limit(1)
  return audit?.doneAt ? editOf(audit.id, audit.doneAt) : null
}

/** The closet edit of the owner's done audit of this client, as her client reads it. */
export async function loadAuditEdit(
  ownerId: string,
  clientId: string,
  auditId: string,
): Promise<ClosetEdit | null> {
  const [audit] = await db
    .select({ doneAt: closetAudit.doneAt })
    .from(closetAudit)
    .where(
      and(
        eq(closetAudit.ownerId, ownerId),
        eq(closetAudit.clientId, clientId),
        eq(closetAudit.id, auditId),
      ),
    )
  return audit?.doneAt ? editOf(auditId, audit.doneAt) : null
}

async function editOf(auditId: string, doneAt: Date): Promise<ClosetEdit> {
  const pieces = await piecesOf(auditId)
  const lists = DECISIONS.filter((decision) => decision !== 'undecided').map((decision) => ({
    decision,
    pieces: pieces.filter((piece) => piece.decision === decision),
  }))
  return { doneAt, lists }
}
