// What a stock check found for a piece (features/stock), and what follows from it for her client:
// a price drop, and which alternate stands in for a sold-out piece. Browser and server alike.
import { isAmount, type Money, type Price } from './money'
import { plural } from './plural'

export const STOCK_STATUSES = ['in_stock', 'low_stock', 'sold_out', 'unknown'] as const
export type StockStatus = (typeof STOCK_STATUSES)[number]

export const STOCK_LABELS: Record<StockStatus, string> = {
  in_stock: 'In stock',
  low_stock: 'Low stock',
  sold_out: 'Sold out',
  unknown: 'Unknown',
}

/** The last check of a piece's shop page: its availability, and the price it gave (if any). */
export type StockReading = { status: StockStatus; price: Money | null; checkedAt: string }

/**
 * The shop's price now, when it is below the piece's price in the same currency (the price she
 * gave it when she added it); null otherwise.
 */
export function priceDrop(price: Price | null, stock: StockReading | null): Money | null {
  if (!price || !isAmount(price) || !stock?.price) return null
  if (stock.price.currency !== price.currency || stock.price.amount >= price.amount) return null
  return stock.price
}

export const isSoldOut = (stock: StockReading | null) => stock?.status === 'sold_out'

/**
 * The piece her client is shown in place of a sold-out one: its first alternate (in the
 * stylist's order) that is not sold out itself. An alternate never checked (a piece from her
 * wardrobe, one without a shop link) counts as there. Null when the piece is not sold out, or
 * no alternate is left.
 */
export function standIn<Piece extends { stock: StockReading | null }>(
  piece: Piece,
  alternates: readonly Piece[],
): Piece | null {
  if (!isSoldOut(piece.stock)) return null
  return alternates.find((alternate) => !isSoldOut(alternate.stock)) ?? null
}

/** "2 sold out · 1 price drop" (what is there of the two), or null when neither. */
export function stockSummaryLine({
  soldOut,
  priceDrops,
}: {
  soldOut: number
  priceDrops: number
}): string | null {
  const parts = [
    soldOut > 0 ? `${soldOut} sold out` : null,
    priceDrops > 0 ? plural(priceDrops, 'price drop') : null,
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : null
}

/**
 * Pieces as her client is shown them, wherever they appear (the Items tab, an outfit, a cheat
 * sheet): a sold-out piece's stand-in in its place (`insteadOf`: the piece it stands in for), a
 * sold-out piece with no alternate left as it is (marked Sold out where it shows).
 */
export function withStandIns<Piece extends { id: string; stock: StockReading | null }>(
  pieces: readonly Piece[],
  alternatesOf: ReadonlyMap<string, readonly Piece[]>,
): { item: Piece; insteadOf: Piece | null }[] {
  return pieces.map((piece) => {
    const stand = standIn(piece, alternatesOf.get(piece.id) ?? [])
    return { item: stand ?? piece, insteadOf: stand ? piece : null }
  })
}
