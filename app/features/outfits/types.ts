import type { ItemSummary } from '~/lib/item-summary'
import type { StoredPhoto } from '~/lib/photo-urls'

/** One of the small photos on an outfit card: an item of the outfit that has a photo. */
export type OutfitPreviewPhoto = { itemId: string; name: string; photo: StoredPhoto }

/** An outfit as the capsule page's Outfits tab lists it. */
export type OutfitSummary = {
  id: string
  name: string
  description: string | null
  itemCount: number
  /** The photos of the outfit's first items that have one, in outfit order (at most 4). */
  previewPhotos: OutfitPreviewPhoto[]
  /** Its pieces the last stock check found sold out, by name, in outfit order. */
  soldOut: string[]
}

/** An item as the outfit editor shows it (in the outfit's grid and the Add Items dialog). */
export type OutfitItem = ItemSummary

/** An outfit with its items in order, as the editor shows it. */
export type OutfitDetail = {
  id: string
  capsuleId: string
  name: string
  description: string | null
  items: OutfitItem[]
}

/** The outfit editor's address in the dashboard. */
export const outfitPath = (capsuleId: string, outfitId: string) =>
  `/dashboard/capsules/${capsuleId}/outfits/${outfitId}`

/** The capsule page's Outfits tab. */
export const outfitsTabPath = (capsuleId: string) => `/dashboard/capsules/${capsuleId}?tab=outfits`
