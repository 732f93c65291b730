// Shared by the server and the browser.

/** A processed photo: its storage key, the large version's size and the responsive widths. */
export type StoredPhoto = {
  key: string
  width: number
  height: number
  widths: number[]
  /** A generated collage: the items it was made from, in order (to tell when it is out of date). */
  madeFrom?: string[]
}

/** A stored size of a photo: one of its responsive widths, or the large (zoom) version. */
export type PhotoSize = number | 'large'

/**
 * The URL of one stored size. URLs never change (a new photo gets a new key), so the media
 * route serves them as immutable.
 */
export function photoUrl(photo: StoredPhoto, width: PhotoSize): string {
  const file = width === 'large' ? 'large' : String(width)
  return `/media/${encodeURIComponent(photo.key)}/${file}.webp`
}

/**
 * A `srcset` value listing every responsive width (`/media/k/320.webp 320w, …`), then the large
 * version with its real width when it is wider, for high-density screens. Pair it with `sizes`.
 */
export function photoSrcSet(photo: StoredPhoto): string {
  const widths = [...photo.widths].sort((a, b) => a - b)
  const candidates = widths.map((width) => `${photoUrl(photo, width)} ${width}w`)
  const widest = widths.at(-1) ?? 0
  if (photo.width > widest) candidates.push(`${photoUrl(photo, 'large')} ${photo.width}w`)
  return candidates.join(', ')
}

/**
 * The smallest stored size at least `px` wide (e.g. 2 × a thumbnail's CSS width), or `'large'`
 * when no responsive width is wide enough.
 */
export function smallestWidthAtLeast(photo: StoredPhoto, px: number): PhotoSize {
  const fitting = photo.widths.filter((width) => width >= px)
  return fitting.length > 0 ? Math.min(...fitting) : 'large'
}
