// Her affiliate rules (one per retailer domain), her disclosure line, and the clicks on Shop Now.
import { and, count, desc, eq, max, ne, sql } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { capsuleView as capsule } from '~/features/capsules/index.server'
import { clientView as client } from '~/features/clients/index.server'
import { pieceView as item } from '~/features/items/index.server'
import type { AffiliateRewrite } from '~/lib/affiliate-links'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { AFFILIATE_LIMITS, type AffiliateRuleInput } from './schema'
import { affiliateClick, affiliateRule } from './tables.server'

export type RuleSaveResult = { ok: true } | { ok: false; reason: 'missing' | 'taken' | 'full' }

const rewriteColumns = (rewrite: AffiliateRewrite) =>
  rewrite.kind === 'param'
    ? { kind: 'param' as const, paramName: rewrite.name, paramValue: rewrite.value, template: null }
    : { kind: 'template' as const, paramName: null, paramValue: null, template: rewrite.template }

/** Whether another rule of hers (not `except`) is for `domain` already. */
async function domainTaken(ownerId: string, domain: string, except?: string) {
  const [row] = await db
    .select({ id: affiliateRule.id })
    .from(affiliateRule)
    .where(
      and(
        mine(affiliateRule, ownerId),
        eq(affiliateRule.domain, domain),
        except ? ne(affiliateRule.id, except) : undefined,
      ),
    )
  return Boolean(row)
}

export async function createRule(
  ownerId: string,
  input: AffiliateRuleInput,
): Promise<RuleSaveResult> {
  const [{ rules } = { rules: 0 }] = await db
    .select({ rules: count() })
    .from(affiliateRule)
    .where(mine(affiliateRule, ownerId))
  if (rules >= AFFILIATE_LIMITS.rules) return { ok: false, reason: 'full' }
  if (await domainTaken(ownerId, input.domain)) return { ok: false, reason: 'taken' }
  const [row] = await db
    .insert(affiliateRule)
    .values({
      id: createId(),
      ownerId,
      domain: input.domain,
      ...rewriteColumns(input.rewrite),
      commissionBasisPoints: input.commissionBasisPoints,
    })
    // Two saves at once for one domain: the unique index keeps one.
    .onConflictDoNothing()
    .returning({ id: affiliateRule.id })
  return row ? { ok: true } : { ok: false, reason: 'taken' }
}

export async function updateRule(
  ownerId: string,
  id: string,
  input: AffiliateRuleInput,
): Promise<RuleSaveResult> {
  if (await domainTaken(ownerId, input.domain, id)) return { ok: false, reason: 'taken' }
  const [row] = await db
    .update(affiliateRule)
    .set({
      domain: input.domain,
      ...rewriteColumns(input.rewrite),
      commissionBasisPoints: input.commissionBasisPoints,
      updatedAt: new Date(),
    })
    .where(mine(affiliateRule, ownerId, id))
    .returning({ id: affiliateRule.id })
  return row ? { ok: true } : { ok: false, reason: 'missing' }
}

/** Deletes her rule; false when there is none of hers with this id. */
export async function deleteRule(ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(affiliateRule)
    .where(mine(affiliateRule, ownerId, id))
    .returning({ id: affiliateRule.id })
  return rows.length > 0
}

export type PieceClicks = {
  itemId: string
  name: string
  clientName: string
  capsuleName: string | null
  clicks: number
  /** Of them, the clicks a rule applied to. */
  affiliateClicks: number
  lastClickAt: string
}

/** The pieces her clients pressed Shop Now on, most clicked first (at most 200). */
export async function listPieceClicks(ownerId: string): Promise<PieceClicks[]> {
  const rows = await db
    .select({
      itemId: item.id,
      name: item.name,
      clientName: client.name,
      capsuleName: capsule.name,
      clicks: count(),
      affiliateClicks: count(affiliateClick.ruleDomain),
      lastClickAt: max(affiliateClick.clickedAt),
    })
    .from(affiliateClick)
    .innerJoin(item, eq(item.id, affiliateClick.itemId))
    .innerJoin(client, eq(client.id, item.clientId))
    .leftJoin(capsule, eq(capsule.id, item.capsuleId))
    .where(mine(affiliateClick, ownerId))
    .groupBy(item.id, item.name, client.name, capsule.name)
    .orderBy(desc(sql`count(*)`), desc(max(affiliateClick.clickedAt)))
    .limit(200)
  return rows.map((row) => ({
    ...row,
    lastClickAt: (row.lastClickAt ?? new Date(0)).toISOString(),
  }))
}
