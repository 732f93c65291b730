import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

import type { ItemSummary } from '~/lib/item-summary'
import type { Price } from '~/lib/money'
import type { StockReading } from '~/lib/stock'
import { priceColumn } from '~/server/price-sql.server'

import type { pieceView } from './piece-view.server'
import { item } from './tables.server'

/** Where a piece's columns are read from: the table here, its view in other features. */
export type PieceSource = typeof item | typeof pieceView

/** An item's price as pages show it (an amount, or the text as typed). */
export const itemPriceColumn = (source: PieceSource = item) =>
  priceColumn({
    amount: source.priceAmount,
    currency: source.priceCurrency,
    text: source.priceText,
  })

/** The columns of an `ItemSummary`, and no others: a query spreads them into its selection. */
export const summaryColumnsOf = (source: PieceSource) =>
  ({
    id: source.id,
    name: source.name,
    brand: source.brand,
    category: source.category,
    color: source.color,
    size: source.size,
    price: itemPriceColumn(source),
    photo: source.photo,
  }) satisfies Record<keyof ItemSummary, AnyColumn | SQL<Price | null>>

export const itemSummaryColumns = summaryColumnsOf(item)

/** An item's last stock check (`StockReading`, app/lib/stock.ts); null when never checked. */
export const stockReadingColumn = (source: PieceSource = item) =>
  sql<StockReading | null>`case when ${source.stockStatus} is not null and ${source.stockCheckedAt} is not null
    then jsonb_build_object(
      'status', ${source.stockStatus},
      'price', case when ${source.stockPriceAmount} is not null
        then jsonb_build_object('amount', ${source.stockPriceAmount}, 'currency', ${source.stockPriceCurrency})
      end,
      'checkedAt', ${source.stockCheckedAt})
  end`.mapWith((value: unknown) => {
    const reading = (typeof value === 'string' ? JSON.parse(value) : value) as StockReading | null
    return reading && { ...reading, checkedAt: new Date(reading.checkedAt).toISOString() }
  })

/** The columns of an `Item` but the counts of the outfits and cheat sheets it is in. */
export const itemColumnsOf = (source: PieceSource) => ({
  id: source.id,
  clientId: source.clientId,
  capsuleId: source.capsuleId,
  name: source.name,
  description: source.description,
  link: source.link,
  price: itemPriceColumn(source),
  brand: source.brand,
  category: source.category,
  color: source.color,
  size: source.size,
  fitNote: source.fitNote,
  photo: source.photo,
  ownership: source.ownership,
  alternateOf: source.alternateOf,
  stock: stockReadingColumn(source),
})
