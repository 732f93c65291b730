import { isAmount, totalsByCurrency, type Money } from '~/lib/money'
import type { PublicItem } from './types'

/** Where the client stands with a piece of her Shopping list. */
export type PieceState = { bought: boolean; passed: boolean }

/** Her Shopping list in its groups, with its totals per currency. */
export type ShoppingGroups = {
  toBuy: PublicItem[]
  bought: PublicItem[]
  /** Pieces she marked "Not for me" (and did not buy): out of To buy and the totals. */
  passedOn: PublicItem[]
  /** Totals per currency, the studio's first: what is left to buy, what she spent, and both. */
  totals: { toBuy: Money[]; spent: Money[]; total: Money[] }
  /** The prices of counted pieces that are not amounts ("on request"), as typed. */
  notCounted: string[]
  /** Counted pieces without any price. */
  unpriced: number
}

const amountsOf = (items: PublicItem[]) =>
  items.flatMap((item) => (item.price && isAmount(item.price) ? [item.price] : []))

/**
 * Groups the to-buy pieces by what the client did (a bought piece stays bought even if she
 * passed on it first) and adds up each group per currency.
 */
export function shoppingGroups(
  items: PublicItem[],
  stateOf: (item: PublicItem) => PieceState,
  currency: string,
): ShoppingGroups {
  const toBuy: PublicItem[] = []
  const bought: PublicItem[] = []
  const passedOn: PublicItem[] = []
  for (const item of items) {
    const state = stateOf(item)
    if (state.bought) bought.push(item)
    else if (state.passed) passedOn.push(item)
    else toBuy.push(item)
  }
  const counted = [...toBuy, ...bought]
  return {
    toBuy,
    bought,
    passedOn,
    totals: {
      toBuy: totalsByCurrency(amountsOf(toBuy), currency),
      spent: totalsByCurrency(amountsOf(bought), currency),
      total: totalsByCurrency(amountsOf(counted), currency),
    },
    notCounted: counted.flatMap((item) =>
      item.price && !isAmount(item.price) ? [item.price.text] : [],
    ),
    unpriced: counted.filter((item) => !item.price).length,
  }
}
