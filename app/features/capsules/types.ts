import type { StoredPhoto } from '~/lib/photo-urls'

/** Photos on a capsule card's cover: its newest items' smallest thumbnails. */
export const COVER_SLOTS = 3

/** A photo on a capsule card: just what its smallest thumbnail needs. */
export type CoverPhoto = Pick<StoredPhoto, 'key' | 'width' | 'height' | 'widths'>

/** A capsule as the dashboard shows it (dates arrive serialised). */
export type CapsuleView = {
  id: string
  name: string
  description: string | null
  clientId: string
  clientName: string
  isPublished: boolean
  hasPassword: boolean
  /** The client's budget as written (optional). */
  budget?: string | null
  itemCount: number
  outfitCount: number
  cheatSheetCount: number
  /** The Capsules list's cards: the newest items' photos. */
  cover?: CoverPhoto[]
}

export type ClientOption = { id: string; name: string }

export const capsulePath = (id: string) => `/capsule/${id}`

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`
