import type { AnyColumn } from 'drizzle-orm'
import type { ItemSummary } from '~/lib/item-summary'
import { item } from '~/server/schema.server'

/** The columns of an `ItemSummary`, and no others: a query spreads them into its selection. */
export const itemSummaryColumns = {
  id: item.id,
  name: item.name,
  brand: item.brand,
  category: item.category,
  color: item.color,
  size: item.size,
  price: item.price,
  photo: item.photo,
} satisfies Record<keyof ItemSummary, AnyColumn>
