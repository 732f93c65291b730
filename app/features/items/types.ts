import type { StoredPhoto } from '~/lib/photo-urls'

/** An item as the dashboard shows it: exactly the columns `items.server` selects. */
export type Item = {
  id: string
  clientId: string
  capsuleId: string | null
  name: string
  description: string | null
  link: string | null
  price: string | null
  brand: string | null
  category: string | null
  color: string | null
  size: string | null
  photo: StoredPhoto | null
  /** Owned / To buy on the client's Shopping list (null: to buy when it has a shop link). */
  ownership: 'owned' | 'to_buy' | null
  /** The outfits and cheat sheets it is in, named by its delete confirmation. */
  outfitCount: number
  cheatSheetCount: number
}
