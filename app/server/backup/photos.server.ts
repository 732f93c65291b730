// The photo files a database snapshot refers to (every stored photo found in any row).
import type { StoredPhoto } from '~/lib/photo-urls'

import { photoObjectKeys } from '../images.server'
import { isValidObjectKey } from '../storage.server'
import type { DatabaseDump } from './dump.server'

const PHOTO_KEY = /^[A-Za-z0-9_-]{1,128}$/

function isStoredPhoto(value: unknown): value is StoredPhoto {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const photo = value as Partial<StoredPhoto>
  return (
    typeof photo.key === 'string' &&
    PHOTO_KEY.test(photo.key) &&
    Array.isArray(photo.widths) &&
    photo.widths.every((width) => Number.isInteger(width) && width > 0)
  )
}

/** Every stored photo anywhere in a value (item photos, cheat sheet images, site portrait…). */
function collectPhotos(value: unknown, found: Map<string, StoredPhoto>): void {
  if (isStoredPhoto(value)) {
    found.set(value.key, value)
    return
  }
  if (Array.isArray(value)) for (const entry of value) collectPhotos(entry, found)
  else if (value && typeof value === 'object') {
    for (const entry of Object.values(value)) collectPhotos(entry, found)
  }
}

/**
 * The storage keys of every photo file the dump's rows refer to, found by shape (an object with
 * a photo `key` and integer `widths`) in every column, so a new photo column needs no change
 * here.
 */
export function referencedPhotoFiles(dump: DatabaseDump): string[] {
  const photos = new Map<string, StoredPhoto>()
  for (const table of dump.tables) {
    for (const row of table.rows) collectPhotos(JSON.parse(row), photos)
  }
  return [...photos.values()].flatMap(photoObjectKeys).filter(isValidObjectKey).sort()
}
