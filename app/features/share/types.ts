import type { StoredPhoto } from '~/lib/photo-urls'

/** An item as the client sees it. */
export type PublicItem = {
  id: string
  name: string
  brand: string | null
  category: string | null
  color: string | null
  size: string | null
  price: string | null
  description: string | null
  link: string | null
  photo: StoredPhoto | null
  /** The names of the outfits the item is in. */
  featuredIn: string[]
}

export type PublicCheatSheet = {
  id: string
  name: string
  description: string | null
  image: StoredPhoto | null
  itemIds: string[]
}

/** What the public page knows before the password: the name and the brand, nothing more. */
export type GatedCapsule = { state: 'gate'; id: string; name: string; brand: string }

export type OpenCapsule = {
  state: 'open'
  id: string
  name: string
  brand: string
  description: string | null
  /** A draft seen by its signed-in owner (the dashboard's Preview). */
  draft: boolean
  /** Set when the signed-in owner looks at her own capsule: what her client will meet. */
  preview: { published: boolean; hasPassword: boolean } | null
  items: PublicItem[]
  cheatSheets: PublicCheatSheet[]
}

export type PublicCapsule = GatedCapsule | OpenCapsule
