import type { StoredPhoto } from '~/lib/photo-urls'

/**
 * A cheat sheet as the dashboard shows it: its columns `cheat-sheets.server` selects, and its
 * items in their chosen order (only those still in its capsule).
 */
export type CheatSheet = {
  id: string
  name: string
  description: string | null
  image: StoredPhoto | null
  itemIds: string[]
  itemCount: number
}

/** What the collage route answers with 201: an upload the cheat sheet form claims on save. */
export type CollageUpload = { id: string; photo: StoredPhoto }

export const collagePath = (capsuleId: string) =>
  `/dashboard/capsules/${encodeURIComponent(capsuleId)}/collage`

/** The most photos a collage lays out (a 3 × 3 grid); later picks are left out of it. */
export const MAX_COLLAGE_PHOTOS = 9

export const PICK_ITEMS_WITH_PHOTOS = 'Pick items with photos first.'
