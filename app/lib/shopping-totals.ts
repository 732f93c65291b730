// A Shopping list's groups and totals, as the client's page and the stylist's capsule page show
// them.
import { isAmount, type Money, type Price, totalsByCurrency } from './money'

type Priced = { price: Price | null }

/** Where the client stands with a piece of her Shopping list. */
export type PieceState = { bought: boolean; passed: boolean }

/** Her Shopping list in its groups, with its totals per currency. */
export type ShoppingGroups<Item extends Priced> = {
  toBuy: Item[]
  bought: Item[]
  /** Pieces she marked "Not for me" (and did not buy): out of To buy and the totals. */
  passedOn: Item[]
  /** Totals per currency, the studio's first: what is left to buy, what she spent, and both. */
  totals: { toBuy: Money[]; spent: Money[]; total: Money[] }
  /** The prices of counted pieces that are not amounts ("on request"), as typed. */
  notCounted: string[]
  /** Counted pieces without any price. */
  unpriced: number
}

const amountsOf = (items: Priced[]) =>
  items.flatMap((item) => (item.price && isAmount(item.price) ? [item.price] : []))

/**
 * Groups the to-buy pieces by what the client did (a bought piece stays bought even if she
 * passed on it first) and adds up each group per currency.
 */
export function shoppingGroups<Item extends Priced>(
  items: Item[],
  stateOf: (item: Item) => PieceState,
  currency: string,
): ShoppingGroups<Item> {
  const toBuy: Item[] = []
  const bought: Item[] = []
  const passedOn: Item[] = []
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
