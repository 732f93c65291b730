// Her affiliate links in "Export my data": her rules, the clicks on Shop Now they counted, and her
// commission ledger.
import { asc, eq } from 'drizzle-orm'

import { type Collection, type Column, dataSet, units } from '~/lib/data-set'
import { db } from '~/server/db.server'

import { affiliateClick, affiliateRule, commissionEntry } from './tables.server'

const ruleColumns: Column<typeof affiliateRule.$inferSelect>[] = [
  ['domain', 'The shop’s domain: its links and its subdomains’.', (r) => r.domain],
  ['param_name', 'The query parameter added to its links, if any.', (r) => r.paramName],
  ['param_value', 'Its value.', (r) => r.paramValue],
  [
    'template',
    'The network’s link its links go through, if any ({url}: the shop link).',
    (r) => r.template,
  ],
  [
    'commission_percent',
    'Your commission estimate, in percent.',
    (r) => (r.commissionBasisPoints === null ? null : r.commissionBasisPoints / 100),
  ],
  ['created_at', 'Created (UTC).', (r) => r.createdAt],
]

const clickColumns: Column<typeof affiliateClick.$inferSelect>[] = [
  ['item_id', 'The piece (items.csv).', (r) => r.itemId],
  [
    'rule_domain',
    'The rule’s shop when one applied; empty: the shop link as saved.',
    (r) => r.ruleDomain,
  ],
  ['clicked_at', 'When (UTC).', (r) => r.clickedAt],
]

const entryColumns: Column<typeof commissionEntry.$inferSelect>[] = [
  ['item_id', 'The piece (items.csv); empty once it was deleted.', (r) => r.itemId],
  ['piece_name', 'The piece’s name.', (r) => r.pieceName],
  ['client_name', 'Who bought it.', (r) => r.clientName],
  ['retailer', 'The shop (its rule).', (r) => r.retailer],
  ['bought_at', 'When she ticked it Bought (UTC).', (r) => r.boughtAt],
  ['currency', 'The currency of the amounts.', (r) => r.currency],
  ['price', 'Its price then.', (r) => (r.currency ? units(r.priceAmount, r.currency) : null)],
  [
    'commission_percent',
    'The rule’s estimate then, in percent.',
    (r) => (r.basisPoints === null ? null : r.basisPoints / 100),
  ],
  [
    'estimated',
    'The estimated commission.',
    (r) => (r.currency ? units(r.estimatedAmount, r.currency) : null),
  ],
  [
    'corrected',
    'What the network paid, as you corrected it.',
    (r) => (r.currency ? units(r.correctedAmount, r.currency) : null),
  ],
]

export async function affiliateDataSets(ownerId: string): Promise<Collection[]> {
  const [rules, clicks, entries] = await Promise.all([
    db
      .select()
      .from(affiliateRule)
      .where(eq(affiliateRule.ownerId, ownerId))
      .orderBy(asc(affiliateRule.domain)),
    db
      .select()
      .from(affiliateClick)
      .where(eq(affiliateClick.ownerId, ownerId))
      .orderBy(asc(affiliateClick.clickedAt)),
    db
      .select()
      .from(commissionEntry)
      .where(eq(commissionEntry.ownerId, ownerId))
      .orderBy(asc(commissionEntry.boughtAt)),
  ])
  return [
    dataSet('affiliate-rules', 'Your affiliate rules, one per shop.', ruleColumns, rules),
    dataSet(
      'shop-clicks',
      'Your clients’ clicks on Shop Now (at most one an hour per piece and address).',
      clickColumns,
      clicks,
    ),
    dataSet(
      'commissions',
      'Your commission ledger: pieces bought through your rules.',
      entryColumns,
      entries,
    ),
  ]
}
