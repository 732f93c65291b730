import type { PickableItem } from '~/components/pick-tile'
import type { Price } from '~/lib/money'
import { isToBuy, type Ownership } from '~/lib/ownership'
import type { StoredPhoto } from '~/lib/photo-urls'

/** Photos on a capsule card's cover: its first pieces' smallest thumbnails, in her order. */
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

/** A client to pick; `currency`: her budget's, the one a capsule made for her starts in. */
export type ClientOption = { id: string; name: string; currency?: string | null }

export const publicCapsulePath = (id: string) => `/capsule/${id}`

/** The longest capsule name (CapsuleSchema). */
export const MAX_CAPSULE_NAME = 120
const COPY_SUFFIX = ' (copy)'

/** "{name} (copy)", the name shortened if needed to stay within the longest capsule name. */
export function copyName(name: string): string {
  return `${name.slice(0, MAX_CAPSULE_NAME - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`
}

/** A piece as Duplicate capsule lists it: its tile, and whether it is on the shopping list. */
export type DuplicatePiece = PickableItem & { toBuy: boolean }

/** Any item row as a piece of Duplicate capsule. */
export const duplicatePiece = (
  item: PickableItem & { ownership: Ownership | null; link: string | null },
): DuplicatePiece => ({
  id: item.id,
  name: item.name,
  brand: item.brand,
  photo: item.photo,
  toBuy: isToBuy(item.ownership, true),
})

/** Where Duplicate capsule reads a capsule's pieces from a page that has not loaded them. */
export const piecesPath = (capsuleId: string) => `/dashboard/capsules/${capsuleId}/pieces`
