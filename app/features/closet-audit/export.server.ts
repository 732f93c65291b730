// The closet audits in "Export my data": each audit with how many pieces got each decision, and
// every piece's decision.
import { asc, eq } from 'drizzle-orm'

import { type Collection, type Column, dataSet, type Lookups } from '~/lib/data-set'
import { db } from '~/server/db.server'

import { DECISIONS } from './decisions'
import { closetAudit, closetAuditPiece } from './tables.server'

type Audit = typeof closetAudit.$inferSelect

const auditColumns = ({ clientName }: Pick<Lookups, 'clientName'>): Column<Audit>[] => [
  ['id', 'The audit (closet-audit-decisions.csv).', (r) => r.id],
  ['client_id', 'The client (clients.csv).', (r) => r.clientId],
  ['client_name', 'Her name.', (r) => clientName(r.clientId)],
  ['started_at', 'When it was started (UTC).', (r) => r.startedAt],
  ['done_at', 'When it was finished (UTC); empty: in progress.', (r) => r.doneAt],
  ...DECISIONS.map((decision): Column<Audit> => [
    decision,
    `How many pieces got "${decision}" when it was finished.`,
    (r) => r.counts?.[decision] ?? (r.doneAt ? 0 : null),
  ]),
]

const decisionColumns: Column<typeof closetAuditPiece.$inferSelect>[] = [
  ['audit_id', 'The audit (closet-audits.csv).', (r) => r.auditId],
  ['item_id', 'The piece (items.csv).', (r) => r.itemId],
  ['decision', 'keep, tailor, donate, consign, sell or undecided.', (r) => r.decision],
  ['note', 'Your note ("shorten 2 cm").', (r) => r.note],
]

export async function closetAuditDataSets(
  ownerId: string,
  lookups: Pick<Lookups, 'clientName'>,
): Promise<Collection[]> {
  const [audits, decisions] = await Promise.all([
    db
      .select()
      .from(closetAudit)
      .where(eq(closetAudit.ownerId, ownerId))
      .orderBy(asc(closetAudit.startedAt)),
    db
      .select()
      .from(closetAuditPiece)
      .where(eq(closetAuditPiece.ownerId, ownerId))
      .orderBy(asc(closetAuditPiece.auditId), asc(closetAuditPiece.itemId)),
  ])
  return [
    dataSet(
      'closet-audits',
      'Your closet audits of your clients’ wardrobes, with how many pieces got each decision.',
      auditColumns(lookups),
      audits,
    ),
    dataSet(
      'closet-audit-decisions',
      'Each piece’s decision in each closet audit, with your note.',
      decisionColumns,
      decisions,
    ),
  ]
}
