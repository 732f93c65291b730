// Her commission ledger, as her client's purchases write it: a piece ticked Bought after she
// pressed Shop Now through one of the stylist's affiliate rules (/go/{piece}) adds an entry with
// the estimate of the rule then; unticked, the entry goes, unless the stylist corrected it.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm'

import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import {
  affiliateClick,
  affiliateRule,
  client,
  commissionEntry,
  item,
} from '~/server/schema.server'

/** price × rate (basis points), rounded to a minor unit. */
export const estimateCommission = (priceAmount: number, basisPoints: number) =>
  Math.round((priceAmount * basisPoints) / 10_000)

async function addEntry(ownerId: string, itemId: string) {
  const [click] = await db
    .select({ retailer: affiliateClick.ruleDomain })
    .from(affiliateClick)
    .where(
      and(
        eq(affiliateClick.ownerId, ownerId),
        eq(affiliateClick.itemId, itemId),
        isNotNull(affiliateClick.ruleDomain),
      ),
    )
    .orderBy(desc(affiliateClick.clickedAt))
    .limit(1)
  if (!click?.retailer) return
  const [piece] = await db
    .select({
      name: item.name,
      clientName: client.name,
      priceAmount: item.priceAmount,
      currency: item.priceCurrency,
    })
    .from(item)
    .innerJoin(client, eq(client.id, item.clientId))
    .where(and(eq(item.ownerId, ownerId), eq(item.id, itemId)))
  if (!piece) return
  const [rule] = await db
    .select({ basisPoints: affiliateRule.commissionBasisPoints })
    .from(affiliateRule)
    .where(and(eq(affiliateRule.ownerId, ownerId), eq(affiliateRule.domain, click.retailer)))
  const basisPoints = rule?.basisPoints ?? null
  const priced = piece.priceAmount !== null && piece.currency !== null
  await db
    .insert(commissionEntry)
    .values({
      id: createId(),
      ownerId,
      itemId,
      pieceName: piece.name,
      clientName: piece.clientName,
      retailer: click.retailer,
      priceAmount: priced ? piece.priceAmount : null,
      currency: priced ? piece.currency : null,
      basisPoints,
      estimatedAmount:
        priced && basisPoints !== null ? estimateCommission(piece.priceAmount!, basisPoints) : null,
    })
    // Bought twice (two devices): one entry.
    .onConflictDoNothing()
}

/** Her client ticked piece `itemId` of the stylist `ownerId` Bought, or unticked it. */
export async function ledgerFollowsPurchase(
  ownerId: string,
  itemId: string,
  bought: boolean,
): Promise<void> {
  if (bought) return addEntry(ownerId, itemId)
  await db
    .delete(commissionEntry)
    .where(
      and(
        eq(commissionEntry.ownerId, ownerId),
        eq(commissionEntry.itemId, itemId),
        isNull(commissionEntry.correctedAmount),
      ),
    )
}
