// What other features record on her pieces: a closet audit's archive (features/closet-audit)
// and a stock check's finding (features/stock-checks).
import { and, eq, inArray } from 'drizzle-orm'

import { recordActivity } from '~/features/activity/index.server'
import { formatMoney, type Money } from '~/lib/money'
import type { StockStatus } from '~/lib/stock'
import { type Db, db, type Tx } from '~/server/db.server'

import { item } from './tables.server'

/** Archives these pieces of hers at `at` (they leave her lists; an Undo clears it). */
export async function archivePieces(tx: Db | Tx, ownerId: string, ids: string[], at: Date) {
  await tx
    .update(item)
    .set({ archivedAt: at })
    .where(and(eq(item.ownerId, ownerId), inArray(item.id, ids)))
}

/** What her Today says of a finding: sold out since the last check, or cheaper than her price. */
function stockNews(
  before: {
    name: string
    stockStatus: StockStatus | null
    stockPriceAmount: number | null
    priceAmount: number | null
    priceCurrency: string | null
  },
  finding: { status: StockStatus; price: Money | null },
) {
  if (finding.status === 'sold_out' && before.stockStatus !== 'sold_out') {
    return { kind: 'stock_sold_out' as const, summary: `Sold out: ${before.name}` }
  }
  const price = finding.price
  const below =
    price !== null &&
    before.priceAmount !== null &&
    price.currency === before.priceCurrency &&
    price.amount < before.priceAmount &&
    (before.stockPriceAmount === null || price.amount < before.stockPriceAmount)
  if (!below) return null
  return {
    kind: 'stock_price_drop' as const,
    summary: `Price drop: ${before.name}, ${formatMoney(price)}`,
  }
}

/**
 * What a stock check found on her piece's shop page: its stock and price, and when; news (sold
 * out, a lower price) goes to her Today with it.
 */
export async function recordStockFinding(
  ownerId: string,
  pieceId: string,
  finding: { status: StockStatus; price: Money | null },
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        name: item.name,
        clientId: item.clientId,
        capsuleId: item.capsuleId,
        stockStatus: item.stockStatus,
        stockPriceAmount: item.stockPriceAmount,
        priceAmount: item.priceAmount,
        priceCurrency: item.priceCurrency,
      })
      .from(item)
      .where(and(eq(item.id, pieceId), eq(item.ownerId, ownerId)))
      .for('update')
    if (!before) return
    await tx
      .update(item)
      .set({
        stockStatus: finding.status,
        stockPriceAmount: finding.price?.amount ?? null,
        stockPriceCurrency: finding.price?.currency ?? null,
        stockCheckedAt: new Date(),
      })
      .where(eq(item.id, pieceId))
    const news = before.capsuleId ? stockNews(before, finding) : null
    if (news) {
      await recordActivity(tx, {
        ownerId,
        clientId: before.clientId,
        capsuleId: before.capsuleId,
        subjectId: pieceId,
        ...news,
      })
    }
  })
}
