import type { ItemSummary } from '~/lib/item-summary'
import type { StockReading } from '~/lib/stock'

/** An item as the dashboard shows it: exactly the columns `items.server` selects. */
export type Item = ItemSummary & {
  clientId: string
  capsuleId: string | null
  description: string | null
  link: string | null
  /** How it fits, shown to the client beside the size. */
  fitNote: string | null
  /** Owned / To buy on the client's Shopping list (null: to buy when it has a shop link). */
  ownership: 'owned' | 'to_buy' | null
  /** The to-buy piece of its capsule it is a backup of ("If it's sold out: …"); null: its own. */
  alternateOf: string | null
  /** What its shop page said at the last stock check; null when never checked. */
  stock: StockReading | null
  /** The outfits and cheat sheets it is in, named by its delete confirmation. */
  outfitCount: number
  cheatSheetCount: number
}
