import { isAmount, type Money, type Price } from '~/lib/money'
import { isToBuy, type Ownership } from '~/lib/ownership'
import { shoppingGroups } from '~/lib/shopping-totals'
import type { StockReading } from '~/lib/stock'

import type { FeedbackEntry } from './types'

/** A capsule's Shopping list as the stylist sees it at a glance: per currency. */
export type ShoppingSummary = { toBuy: Money[]; spent: Money[]; currency: string }

/**
 * What is left for the client to buy and what she bought, per currency, as her Shopping list
 * counts them (pieces she passed on are out); null when the capsule has nothing to buy.
 */
export function shoppingSummary(
  items: {
    id: string
    price: Price | null
    ownership: Ownership | null
    link: string | null
    alternateOf: string | null
    stock: StockReading | null
  }[],
  entries: FeedbackEntry[],
  budget: Price | null,
  studioCurrency: string,
): ShoppingSummary | null {
  const shopping = items.filter((item) => isToBuy(item.ownership, true))
  if (shopping.length === 0) return null
  const given = new Map(
    entries.filter((entry) => entry.kind === 'item').map((entry) => [entry.id, entry]),
  )
  const currency = budget && isAmount(budget) ? budget.currency : studioCurrency
  const { totals } = shoppingGroups(
    shopping,
    (item) => ({
      bought: given.get(item.id)?.bought ?? false,
      passed: given.get(item.id)?.reaction === 'no',
    }),
    currency,
  )
  return { toBuy: totals.toBuy, spent: totals.spent, currency }
}
