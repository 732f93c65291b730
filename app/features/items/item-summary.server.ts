import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

import type { ItemSummary } from '~/lib/item-summary'
import type { Price } from '~/lib/money'
import type { StockReading } from '~/lib/stock'
import { priceColumn } from '~/server/price-sql.server'

import { item } from './tables.server'

/** An item's price as pages show it (an amount, or the text as typed). */
export const itemPriceColumn = () =>
  priceColumn({ amount: item.priceAmount, currency: item.priceCurrency, text: item.priceText })

/** The columns of an `ItemSummary`, and no others: a query spreads them into its selection. */
export const itemSummaryColumns = {
  id: item.id,
  name: item.name,
  brand: item.brand,
  category: item.category,
  color: item.color,
  size: item.size,
  price: itemPriceColumn(),
  photo: item.photo,
} satisfies Record<keyof ItemSummary, AnyColumn | SQL<Price | null>>

/** An item's last stock check (`StockReading`, app/lib/stock.ts); null when never checked. */
export const stockReadingColumn = () =>
  sql<StockReading | null>`case when ${item.stockStatus} is not null and ${item.stockCheckedAt} is not null
    then jsonb_build_object(
      'status', ${item.stockStatus},
      'price', case when ${item.stockPriceAmount} is not null
        then jsonb_build_object('amount', ${item.stockPriceAmount}, 'currency', ${item.stockPriceCurrency})
      end,
      'checkedAt', ${item.stockCheckedAt})
  end`.mapWith((value: unknown) => {
    const reading = (typeof value === 'string' ? JSON.parse(value) : value) as StockReading | null
    return reading && { ...reading, checkedAt: new Date(reading.checkedAt).toISOString() }
  })
