// What other features record on her pieces: a closet audit's archive (features/closet-audit)
// and a stock check's finding (features/stock-checks).
import { and, eq, inArray } from 'drizzle-orm'

import type { Money } from '~/lib/money'
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

/** What a stock check found on her piece's shop page: its stock and price, and when. */
export async function recordStockFinding(
  ownerId: string,
  pieceId: string,
  finding: { status: StockStatus; price: Money | null },
) {
  await db
    .update(item)
    .set({
      stockStatus: finding.status,
      stockPriceAmount: finding.price?.amount ?? null,
      stockPriceCurrency: finding.price?.currency ?? null,
      stockCheckedAt: new Date(),
    })
    .where(and(eq(item.id, pieceId), eq(item.ownerId, ownerId)))
}
