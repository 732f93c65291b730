import type { ItemSummary } from '~/lib/item-summary'
import type { Price } from '~/lib/money'
import type { StoredPhoto } from '~/lib/photo-urls'
import type { StockReading } from '~/lib/stock'

/** An item as the client sees it. */
export type PublicItem = ItemSummary & {
  description: string | null
  link: string | null
  /** How it fits, beside the size ("runs small — size up"). */
  fitNote: string | null
  /** On the Shopping list: marked To buy, or by default when it has a shop link. */
  toBuy: boolean
  /** The piece it is a backup of ("If it's sold out: …"); null: a piece of its own. */
  alternateOf: string | null
  /** What its shop page said at the last stock check; null: never checked. */
  stock: StockReading | null
}

/** An outfit with its pieces (item ids) in the stylist's order. */
export type PublicOutfit = {
  id: string
  name: string
  description: string | null
  itemIds: string[]
}

export type PublicCheatSheet = {
  id: string
  name: string
  description: string | null
  image: StoredPhoto | null
  itemIds: string[]
}

/**
 * What the public page knows before the password: the name and her stylist's studio (its name,
 * and whether the "Made with" line follows it), nothing more.
 */
export type GatedCapsule = {
  state: 'gate'
  id: string
  name: string
  brand: string
  madeWith: boolean
}

export type OpenCapsule = {
  state: 'open'
  id: string
  name: string
  /** Her stylist's studio name. */
  brand: string
  /** Whether "Made with Capsule Studio" follows it (her stylist's choice). */
  madeWith: boolean
  description: string | null
  /** A draft seen by its signed-in owner (the dashboard's Preview). */
  draft: boolean
  /** Set when the signed-in owner looks at her own capsule: what her client will meet. */
  preview: { published: boolean; hasPassword: boolean } | null
  items: PublicItem[]
  cheatSheets: PublicCheatSheet[]
  outfits: PublicOutfit[]
  /** The capsule's budget, shown on the Shopping list. */
  budget: Price | null
  /** The studio's currency: nothing to add up is zero in it ("To buy CHF 0"). */
  currency: string
  /** Her disclosure line, when one of her affiliate rules applies to a shop link here. */
  disclosure: string | null
  /** A closet audit of her wardrobe is done: the page links to "Your closet edit". */
  closetEdit: boolean
}

export type PublicCapsule = GatedCapsule | OpenCapsule
