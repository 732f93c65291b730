// Her commission ledger, as her client's purchases write it: a piece ticked Bought after she
// pressed Shop Now through one of the stylist's affiliate rules (/go/{piece}) adds an entry with
// the estimate of the rule then; unticked, the entry goes, unless the stylist corrected it.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm'

import { clientView as client } from '~/features/clients/index.server'
import { piecePriceColumn, pieceStockColumn } from '~/features/items/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { isAmount } from '~/lib/money'
import { priceDrop } from '~/lib/stock'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { affiliateClick, affiliateRule, commissionEntry } from './tables.server'

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
      price: piecePriceColumn(),
      stock: pieceStockColumn(),
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
  // What she paid, as far as known: the shop's price after a drop, else the piece's.
  const paid = priceDrop(piece.price, piece.stock) ?? piece.price
  const money = paid && isAmount(paid) ? paid : null
  await db
    .insert(commissionEntry)
    .values({
      id: createId(),
      ownerId,
      itemId,
      pieceName: piece.name,
      clientName: piece.clientName,
      retailer: click.retailer,
      priceAmount: money?.amount ?? null,
      currency: money?.currency ?? null,
      basisPoints,
      estimatedAmount:
        money && basisPoints !== null ? estimateCommission(money.amount, basisPoints) : null,
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
