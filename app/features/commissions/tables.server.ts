// Her affiliate links and what they earn (features/commissions): a rule per retailer domain, the
// clicks through /go/{piece} that her clients made, and the ledger. Every row carries its owner.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import { item } from '~/features/items/tables.server'
import { ownerId } from '~/server/auth-tables.server'
import { belongsTo, createdAt, updatedAt } from '~/server/columns.server'

/** A retailer's rule: how its links are rewritten when her client presses Shop Now. */
export const affiliateRule = pgTable(
  'affiliate_rule',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    /** "shop.example": its links and its subdomains' (lower case, no "www."). */
    domain: text('domain').notNull(),
    kind: text('kind', { enum: ['param', 'template'] }).notNull(),
    /** kind 'param': the query parameter added (`tag=her-20`). */
    paramName: text('param_name'),
    paramValue: text('param_value'),
    /** kind 'template': an https address with `{url}` where the shop link goes. */
    template: text('template'),
    /** Her estimate of what the network pays, in basis points (7.5 % is 750); null: none given. */
    commissionBasisPoints: integer('commission_basis_points'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('affiliate_rule_owner_domain_idx').on(table.ownerId, table.domain)],
)

/** One press of Shop Now by her client (not by her), counted at most once an hour per address. */
export const affiliateClick = pgTable(
  'affiliate_click',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    itemId: belongsTo('item_id', () => item.id),
    /** The rule's domain when one applied (an affiliate click); null: the plain shop link. */
    ruleDomain: text('rule_domain'),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('affiliate_click_owner_item_idx').on(table.ownerId, table.itemId)],
)

/**
 * What a piece earned her, as estimated: written when her client ticks Bought on a piece she
 * reached through an affiliate rule; corrected by hand when the network's statement comes.
 * Kept when the piece is deleted (its name and client's are copied in).
 */
export const commissionEntry = pgTable(
  'commission_entry',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    itemId: text('item_id').references(() => item.id, { onDelete: 'set null' }),
    pieceName: text('piece_name').notNull(),
    clientName: text('client_name').notNull(),
    /** The rule's shop. */
    retailer: text('retailer').notNull(),
    /** The piece's price when bought, in minor units of `currency`; null: no amount known. */
    priceAmount: integer('price_amount'),
    currency: text('currency'),
    /** The rule's commission estimate then, in basis points; null: none given. */
    basisPoints: integer('basis_points'),
    /** price × rate, in minor units of `currency`; null: no price or no rate. */
    estimatedAmount: integer('estimated_amount'),
    /** What the network's statement says, when she corrected it. */
    correctedAmount: integer('corrected_amount'),
    boughtAt: timestamp('bought_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('commission_entry_owner_item_idx').on(table.ownerId, table.itemId),
    index('commission_entry_owner_bought_idx').on(table.ownerId, table.boughtAt),
  ],
)
