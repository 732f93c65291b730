// A Shopping list's groups and totals, as the client's page and the stylist's capsule page show
// them.
import { splitAlternates } from './alternates'
import { isAmount, type Money, type Price, totalsByCurrency } from './money'
import { priceDrop, standIn, type StockReading } from './stock'

/**
 * A piece of the list: its price and, when known, whether it is an alternate of another piece
 * (`alternateOf`) and what its last stock check found.
 */
type Listed = {
  id: string
  price: Price | null
  alternateOf?: string | null
  stock?: StockReading | null
}

/** Where the client stands with a piece of her Shopping list. */
export type PieceState = { bought: boolean; passed: boolean }

/** Her Shopping list in its groups, with its totals per currency. */
export type ShoppingGroups<Item extends Listed> = {
  /** Pieces of their own (alternates are under their piece, in `alternatesOf`). */
  toBuy: Item[]
  bought: Item[]
  /** Pieces she marked "Not for me" (and did not buy): out of To buy and the totals. */
  passedOn: Item[]
  /** Each piece's alternates, in the stylist's order. */
  alternatesOf: Map<string, Item[]>
  /** Totals per currency, the studio's first: what is left to buy, what she spent, and both. */
  totals: { toBuy: Money[]; spent: Money[]; total: Money[] }
  /** The prices of counted pieces that are not amounts ("on request"), as typed. */
  notCounted: string[]
  /** Counted pieces without any price. */
  unpriced: number
}

/** What each piece costs now: the shop's price after a drop (lib/stock.ts), else her price. */
const amountsOf = (items: Listed[]) =>
  items.flatMap((item) => {
    const price = priceDrop(item.price, item.stock ?? null) ?? item.price
    return price && isAmount(price) ? [price] : []
  })

/** The alternate standing in for a sold-out piece (lib/stock.ts), for pieces checked or not. */
function standingIn<Item extends Listed>(piece: Item, alternates: Item[]): Item | null {
  const reading = (item: Item) => ({ item, stock: item.stock ?? null })
  return standIn(reading(piece), alternates.map(reading))?.item ?? null
}

/**
 * Groups the to-buy pieces by what the client did (a bought piece stays bought even if she
 * passed on it first) and adds up each group per currency. An alternate counts only when she
 * bought it, or when it stands in for its sold-out piece (then in To buy, in the piece's place:
 * the sold-out piece no longer counts). A piece whose price dropped counts at the price now.
 */
export function shoppingGroups<Item extends Listed>(
  items: Item[],
  stateOf: (item: Item) => PieceState,
  currency: string,
): ShoppingGroups<Item> {
  const { own, alternatesOf } = splitAlternates(items)
  const toBuy: Item[] = []
  const bought: Item[] = []
  const passedOn: Item[] = []
  const countedToBuy: Item[] = []
  const spent: Item[] = []
  for (const piece of own) {
    const state = stateOf(piece)
    const alternates = alternatesOf.get(piece.id) ?? []
    const stand = standingIn(piece, alternates)
    if (state.bought) bought.push(piece)
    else if (state.passed) passedOn.push(piece)
    else toBuy.push(piece)
    if (state.bought) spent.push(piece)
    else if (!state.passed && !stand) countedToBuy.push(piece)
    for (const alternate of alternates) {
      const given = stateOf(alternate)
      if (given.bought) spent.push(alternate)
      else if (alternate === stand && !state.bought && !state.passed && !given.passed) {
        countedToBuy.push(alternate)
      }
    }
  }
  const counted = [...countedToBuy, ...spent]
  return {
    toBuy,
    bought,
    passedOn,
    alternatesOf,
    totals: {
      toBuy: totalsByCurrency(amountsOf(countedToBuy), currency),
      spent: totalsByCurrency(amountsOf(spent), currency),
      total: totalsByCurrency(amountsOf(counted), currency),
    },
    notCounted: counted.flatMap((item) =>
      item.price && !isAmount(item.price) ? [item.price.text] : [],
    ),
    unpriced: counted.filter((item) => !item.price).length,
  }
}
