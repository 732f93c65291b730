// Her affiliate links in the export: her rules, and the clicks on Shop Now they counted.
import { asc, eq } from 'drizzle-orm'

import { db } from '~/server/db.server'
import { affiliateClick, affiliateRule } from '~/server/schema.server'

import { type Collection, type Column, dataSet } from './data-sets.server'

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

export async function affiliateCollections(ownerId: string): Promise<Collection[]> {
  const [rules, clicks] = await Promise.all([
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
  ])
  return [
    dataSet('affiliate-rules', 'Your affiliate rules, one per shop.', ruleColumns, rules),
    dataSet(
      'shop-clicks',
      'Your clients’ clicks on Shop Now (at most one an hour per piece and address).',
      clickColumns,
      clicks,
    ),
  ]
}
