// What the stylist sees of her capsules' stock and price checks: on the capsule's page, the last
// check and what it found; on each capsule card, "2 sold out · 1 price drop".
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'

import { capsuleView as capsule } from '~/features/capsules/index.server'
import { pieceView as item } from '~/features/items/index.server'
import type { Money } from '~/lib/money'
import { db } from '~/server/db.server'

import { stockCheck } from './tables.server'

/** A piece the check found sold out, and the alternate her client now sees in its place. */
export type SoldOutPiece = { id: string; name: string; standIn: string | null }
export type PriceDropPiece = { id: string; name: string; was: Money; now: Money }

export type CapsuleStock = {
  /** Pieces a check reads: to-buy pieces and alternates with a shop link. */
  checkable: number
  /** While a check runs: how many of them it has read so far. */
  read: number
  requestedAt: string | null
  finishedAt: string | null
  toldAt: string | null
  /** A check was asked for and has not finished. */
  checking: boolean
  soldOut: SoldOutPiece[]
  lowStock: { id: string; name: string }[]
  priceDrops: PriceDropPiece[]
  /** Pieces whose page said nothing of its stock (or could not be read). */
  unknown: number
}

export type StockSummary = { soldOut: number; priceDrops: number }

/** The pieces a check reads: to-buy pieces and alternates, with a shop link. */
export const toCheck = and(
  isNotNull(item.link),
  or(sql`${item.ownership} is distinct from 'owned'`, isNotNull(item.alternateOf)),
)
const dropped = and(
  eq(item.stockPriceCurrency, item.priceCurrency),
  sql`${item.stockPriceAmount} < ${item.priceAmount}`,
)

/** A capsule's stock as her capsule page shows it; null when the capsule is not hers. */
export async function capsuleStock(
  ownerId: string,
  capsuleId: string,
): Promise<CapsuleStock | null> {
  const [[own], pieces, [check]] = await Promise.all([
    db
      .select({ id: capsule.id })
      .from(capsule)
      .where(and(eq(capsule.id, capsuleId), eq(capsule.ownerId, ownerId))),
    db
      .select({
        id: item.id,
        name: item.name,
        alternateOf: item.alternateOf,
        position: item.position,
        checkable: sql<boolean>`coalesce(${toCheck}, false)`,
        status: item.stockStatus,
        priceAmount: item.priceAmount,
        priceCurrency: item.priceCurrency,
        nowAmount: item.stockPriceAmount,
        nowCurrency: item.stockPriceCurrency,
        checkedAt: item.stockCheckedAt,
      })
      .from(item)
      .where(and(eq(item.ownerId, ownerId), eq(item.capsuleId, capsuleId)))
      .orderBy(item.position),
    db
      .select()
      .from(stockCheck)
      .where(and(eq(stockCheck.ownerId, ownerId), eq(stockCheck.capsuleId, capsuleId))),
  ])
  if (!own) return null
  const standIn = (id: string) =>
    pieces.find((piece) => piece.alternateOf === id && piece.status !== 'sold_out')?.name ?? null
  const checking = !!check && !check.finishedAt
  const stock: CapsuleStock = {
    checkable: pieces.filter((piece) => piece.checkable).length,
    read: checking
      ? pieces.filter(
          (piece) => piece.checkable && piece.checkedAt && piece.checkedAt >= check.requestedAt,
        ).length
      : 0,
    requestedAt: check?.requestedAt.toISOString() ?? null,
    finishedAt: check?.finishedAt?.toISOString() ?? null,
    toldAt: check?.toldAt?.toISOString() ?? null,
    checking,
    soldOut: [],
    lowStock: [],
    priceDrops: [],
    unknown: 0,
  }
  for (const piece of pieces) {
    if (piece.status === 'sold_out') {
      stock.soldOut.push({ id: piece.id, name: piece.name, standIn: standIn(piece.id) })
    } else if (piece.status === 'low_stock') {
      stock.lowStock.push({ id: piece.id, name: piece.name })
    } else if (piece.status === 'unknown') {
      stock.unknown += 1
    }
    const { priceAmount, priceCurrency, nowAmount, nowCurrency } = piece
    if (
      priceAmount !== null &&
      priceCurrency &&
      nowAmount !== null &&
      nowCurrency === priceCurrency &&
      nowAmount < priceAmount
    ) {
      stock.priceDrops.push({
        id: piece.id,
        name: piece.name,
        was: { amount: priceAmount, currency: priceCurrency },
        now: { amount: nowAmount, currency: nowCurrency },
      })
    }
  }
  return stock
}

/** Each capsule's sold-out pieces and price drops, for its card (capsules with none left out). */
export async function stockSummaries(
  ownerId: string,
  capsuleIds: string[],
): Promise<Record<string, StockSummary>> {
  if (capsuleIds.length === 0) return {}
  const rows = await db
    .select({
      capsuleId: item.capsuleId,
      soldOut: sql<number>`count(*) filter (where ${item.stockStatus} = 'sold_out')`.mapWith(
        Number,
      ),
      priceDrops: sql<number>`count(*) filter (where ${dropped})`.mapWith(Number),
    })
    .from(item)
    .where(
      and(
        eq(item.ownerId, ownerId),
        inArray(item.capsuleId, capsuleIds),
        isNotNull(item.stockStatus),
      ),
    )
    .groupBy(item.capsuleId)
  return Object.fromEntries(
    rows
      .filter((row) => row.capsuleId && (row.soldOut > 0 || row.priceDrops > 0))
      .map((row) => [row.capsuleId!, { soldOut: row.soldOut, priceDrops: row.priceDrops }]),
  )
}
