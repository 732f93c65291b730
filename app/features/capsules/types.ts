import type { Price } from '~/lib/money'
import type { StoredPhoto } from '~/lib/photo-urls'

/** Photos on a capsule card's cover: its newest items' smallest thumbnails. */
export const COVER_SLOTS = 3

/** A photo on a capsule card: just what its smallest thumbnail needs. */
export type CoverPhoto = Pick<StoredPhoto, 'key' | 'width' | 'height' | 'widths'>

/**
 * A capsule as the dashboard shows it: exactly the columns `capsules.server` selects (the
 * password hash never leaves that module, only whether there is one).
 */
export type Capsule = {
  id: string
  name: string
  description: string | null
  clientId: string
  clientName: string
  isPublished: boolean
  hasPassword: boolean
  /** Whether her password is too short to trust: see `WeakPassword`. */
  weakPassword: WeakPassword
  /** The capsule's budget (optional). */
  budget: Price | null
  itemCount: number
  outfitCount: number
  cheatSheetCount: number
}

/**
 * A password set before 8 characters were required (app/lib/capsule-password.ts): 'short' once
 * a client's unlock showed it is shorter, 'maybe' until one has; null for any other capsule.
 */
export type WeakPassword = 'short' | 'maybe' | null

export type ClientOption = { id: string; name: string }

export const publicCapsulePath = (id: string) => `/capsule/${id}`
