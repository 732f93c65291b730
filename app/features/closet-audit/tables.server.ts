// The closet audit of her client's wardrobe (features/closet-audit). Every row carries its owner.
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

import { client } from '~/features/clients/tables.server'
import { item } from '~/features/items/tables.server'
import { ownerId } from '~/server/auth-tables.server'
import { belongsTo, updatedAt } from '~/server/columns.server'

/** What happens to a piece of her client's wardrobe in a closet audit. */
export const AUDIT_DECISIONS = ['keep', 'tailor', 'donate', 'consign', 'sell', 'undecided'] as const

export type AuditDecision = (typeof AUDIT_DECISIONS)[number]

/**
 * A closet audit of a client's wardrobe: started, then done (`doneAt`, with how many pieces got
 * each decision then). Her client sees the latest done one as "Your closet edit".
 */
export const closetAudit = pgTable(
  'closet_audit',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    clientId: belongsTo('client_id', () => client.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    counts: jsonb('counts').$type<Partial<Record<AuditDecision, number>>>(),
    updatedAt: updatedAt(),
  },
  (table) => [index('closet_audit_owner_client_idx').on(table.ownerId, table.clientId)],
)

/**
 * One piece's decision in an audit, with the stylist's own note ("good label, she never wears
 * it": private, never shown to her client) and the note for her client ("shorten 2 cm"), which
 * her closet edit and the lists to hand over show.
 */
export const closetAuditPiece = pgTable(
  'closet_audit_piece',
  {
    auditId: belongsTo('audit_id', () => closetAudit.id),
    itemId: belongsTo('item_id', () => item.id),
    ownerId: ownerId(),
    decision: text('decision', { enum: AUDIT_DECISIONS }).notNull(),
    note: text('note'),
    clientNote: text('client_note'),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.auditId, table.itemId] }),
    index('closet_audit_piece_item_idx').on(table.itemId),
  ],
)
