// Her affiliate links and what they earn (features/commissions): a rule per retailer domain, the
// clicks through /go/{piece} that her clients made. Every row carries its owner.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import { ownerId } from './accounts.server'
import { belongsTo, createdAt, updatedAt } from './columns.server'
import { item } from './studio.server'

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
