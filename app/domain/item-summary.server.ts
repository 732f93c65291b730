import type { AnyColumn, SQL } from 'drizzle-orm'

import type { ItemSummary } from '~/lib/item-summary'
import type { Price } from '~/lib/money'
import { priceColumn } from '~/server/price-sql.server'
import { item } from '~/server/schema.server'

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
