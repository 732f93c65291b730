// Her affiliate rules and her disclosure line, as the client's page, /go/{piece} and the
// dashboard's Commissions page read them (features/commissions writes them).
import { asc, eq } from 'drizzle-orm'

import { affiliateDisclosureText } from '~/features/studio/index.server'
import type { AffiliateRewrite, StoredAffiliateRule } from '~/lib/affiliate-links'
import { db } from '~/server/db.server'

import { affiliateRule } from './tables.server'

/** What her clients read when a rule applies on their page, until she writes her own. */
export const DEFAULT_DISCLOSURE = 'Some links earn me a small commission at no cost to you.'

type RuleRow = typeof affiliateRule.$inferSelect

function rewriteOf(row: RuleRow): AffiliateRewrite {
  return row.kind === 'template'
    ? { kind: 'template', template: row.template ?? '' }
    : { kind: 'param', name: row.paramName ?? '', value: row.paramValue ?? '' }
}

/** Her rules, by domain. */
export async function affiliateRules(ownerId: string): Promise<StoredAffiliateRule[]> {
  const rows = await db
    .select()
    .from(affiliateRule)
    .where(eq(affiliateRule.ownerId, ownerId))
    .orderBy(asc(affiliateRule.domain))
  return rows.map((row) => ({
    id: row.id,
    domain: row.domain,
    rewrite: rewriteOf(row),
    commissionBasisPoints: row.commissionBasisPoints,
  }))
}

/** Her disclosure line (the default until she writes her own). */
export async function affiliateDisclosure(ownerId: string): Promise<string> {
  return (await affiliateDisclosureText(ownerId)) ?? DEFAULT_DISCLOSURE
}
