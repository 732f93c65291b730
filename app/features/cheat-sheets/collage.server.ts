import { and, eq, inArray } from 'drizzle-orm'

import { myCapsule } from '~/features/capsules/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { type StoredPhoto } from '~/lib/photo-urls'
import { db } from '~/server/db.server'
import { loadSharp } from '~/server/images.server'
import { logger } from '~/server/logger.server'
import { storage } from '~/server/storage.server'
import { createUpload } from '~/server/uploads.server'

import { type CollageUpload, MAX_COLLAGE_PHOTOS } from './types'

// ---------------------------------------------------------------------------
// The picture: pure, from photo bytes to an image.
// ---------------------------------------------------------------------------

/** Instagram's portrait format. */
export const COLLAGE_WIDTH = 1080
export const COLLAGE_HEIGHT = 1350
/** The light warm paper of the studio's pages. */
export const COLLAGE_BACKGROUND = '#faf7f2'

/** A tile behind a photo whose edges are too busy to extend. */
const PLAIN_TILE = { r: 255, g: 255, b: 255 }
const TILE_EDGE = 'rgba(60, 44, 28, 0.08)'
const BRAND_INK = '#8c8172'
/** Above this spread (per channel, 0-255) a photo's border is a scene, not a plain backdrop. */
const BUSY_EDGE = 24

/** Outer margins; the bottom one is taller and holds the brand. */
export const COLLAGE_MARGIN = { top: 56, side: 56, bottom: 112 } as const
export const COLLAGE_GUTTER = 20
const TILE_RADIUS = 18

export type Cell = { left: number; top: number; width: number; height: number }

type Area = Cell

/** `count` equal slots along `length`, separated by the gutter, as [start, size] pairs. */
function split(start: number, length: number, count: number): [number, number][] {
  const size = (length - COLLAGE_GUTTER * (count - 1)) / count
  return Array.from({ length: count }, (_, index) => {
    const from = Math.round(start + index * (size + COLLAGE_GUTTER))
    const to = Math.round(start + index * (size + COLLAGE_GUTTER) + size)
    return [from, to - from]
  })
}

/**
 * A `columns` × `rows` grid holding `count` cells, filled row by row; an incomplete last row is
 * centred, so 5 or 7 photos still look balanced.
 */
function grid(area: Area, columns: number, rows: number, count: number): Cell[] {
  const xs = split(area.left, area.width, columns)
  const ys = split(area.top, area.height, rows)
  const [, cellWidth] = xs[0]!
  const cells: Cell[] = []
  for (let row = 0; row < rows; row++) {
    const inRow = Math.min(columns, count - row * columns)
    if (inRow <= 0) break
    const [top, height] = ys[row]!
    const shift =
      inRow < columns ? Math.round(((columns - inRow) * (cellWidth + COLLAGE_GUTTER)) / 2) : 0
    for (let column = 0; column < inRow; column++) {
      const [left, width] = xs[column]!
      cells.push({ left: left + shift, top, width, height })
    }
  }
  return cells
}

/**
 * Where each of `count` photos goes (1 to 9): 1 → one large cell; 2 → two columns; 3 → one
 * big cell over two; 4 → 2 × 2; 5-6 → 2 columns × 3 rows; 7-9 → 3 × 3.
 */
export function collageCells(count: number): Cell[] {
  const area: Area = {
    left: COLLAGE_MARGIN.side,
    top: COLLAGE_MARGIN.top,
    width: COLLAGE_WIDTH - 2 * COLLAGE_MARGIN.side,
    height: COLLAGE_HEIGHT - COLLAGE_MARGIN.top - COLLAGE_MARGIN.bottom,
  }
  if (count <= 1) return [area]
  if (count === 2) return grid(area, 2, 1, 2)
  if (count === 3) {
    const bigHeight = Math.round((area.height - COLLAGE_GUTTER) * 0.58)
    const big = { ...area, height: bigHeight }
    const rest = {
      ...area,
      top: area.top + bigHeight + COLLAGE_GUTTER,
      height: area.height - bigHeight - COLLAGE_GUTTER,
    }
    return [big, ...grid(rest, 2, 1, 2)]
  }
  if (count === 4) return grid(area, 2, 2, 4)
  if (count <= 6) return grid(area, 2, 3, count)
  return grid(area, 3, 3, Math.min(count, MAX_COLLAGE_PHOTOS))
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The tiles' hairline edges and the brand, drawn as one SVG over the tiles. */
function overlaySvg(cells: Cell[], brand: string): string {
  const tiles = cells
    .map(
      (cell) =>
        `<rect x="${cell.left + 0.5}" y="${cell.top + 0.5}" width="${cell.width - 1}" height="${cell.height - 1}" rx="${TILE_RADIUS}" fill="none" stroke="${TILE_EDGE}" stroke-width="1"/>`,
    )
    .join('')
  const label = brand.trim().toUpperCase()
  const text = label
    ? `<text x="${COLLAGE_WIDTH - COLLAGE_MARGIN.side}" y="${COLLAGE_HEIGHT - COLLAGE_MARGIN.bottom / 2 + 8}" text-anchor="end" font-family="'Cormorant Garamond', 'Liberation Serif', 'DejaVu Serif', Georgia, serif" font-size="22" letter-spacing="5" fill="${BRAND_INK}">${escapeXml(label)}</text>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COLLAGE_WIDTH}" height="${COLLAGE_HEIGHT}">${tiles}${text}</svg>`
}

type Rgb = { r: number; g: number; b: number }

/**
 * The colour a photo's backdrop seems to be: the median of its border pixels (a product shot's
 * white or grey seamless), or plain white when the border is busy (a photo of a scene).
 */
async function backdropColour(photo: Buffer): Promise<Rgb> {
  const size = 48
  const sharp = await loadSharp()
  const { data } = await sharp(photo, { failOn: 'error', pages: 1 })
    .resize(size, size, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  const channels: [number[], number[], number[]] = [[], [], []]
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (x > 1 && x < size - 2 && y > 1 && y < size - 2) continue
      const at = (y * size + x) * 3
      for (let channel = 0; channel < 3; channel++) channels[channel]!.push(data[at + channel]!)
    }
  }
  const stats = channels.map((values) => {
    const sorted = values.sort((a, b) => a - b)
    const low = sorted[Math.floor(sorted.length * 0.1)]!
    const high = sorted[Math.floor(sorted.length * 0.9)]!
    return { median: sorted[Math.floor(sorted.length / 2)]!, spread: high - low }
  })
  if (stats.some((stat) => stat.spread > BUSY_EDGE)) return PLAIN_TILE
  const [r, g, b] = stats.map((stat) => stat.median) as [number, number, number]
  return { r, g, b }
}

/**
 * One cell: a rounded tile in the photo's own backdrop colour, with the whole photo fitted
 * inside it (never cropped nor stretched), so photos of any shape fill even tiles.
 */
async function renderTile(
  photo: Buffer,
  cell: Cell,
): Promise<{ input: Buffer; left: number; top: number }> {
  const inset = Math.round(Math.min(cell.width, cell.height) * 0.05)
  const sharp = await loadSharp()
  const [fitted, background] = await Promise.all([
    sharp(photo, { failOn: 'error', pages: 1 })
      .rotate()
      .resize(cell.width - 2 * inset, cell.height - 2 * inset, { fit: 'inside' })
      .removeAlpha()
      .toColourspace('srgb')
      .png({ compressionLevel: 0 })
      .toBuffer({ resolveWithObject: true }),
    backdropColour(photo),
  ])
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cell.width}" height="${cell.height}"><rect width="${cell.width}" height="${cell.height}" rx="${TILE_RADIUS}"/></svg>`,
  )
  const tile = await sharp({
    create: {
      width: cell.width,
      height: cell.height,
      channels: 4,
      background: { ...background, alpha: 1 },
    },
  })
    .composite([
      {
        input: fitted.data,
        left: Math.round((cell.width - fitted.info.width) / 2),
        top: Math.round((cell.height - fitted.info.height) / 2),
      },
      { input: mask, blend: 'dest-in' },
    ])
    .png({ compressionLevel: 0 })
    .toBuffer()
  return { input: tile, left: cell.left, top: cell.top }
}

/**
 * Lays out up to nine photos (later ones are left out) on a 1080 × 1350 portrait image: even
 * rounded tiles with even gutters on a light warm background, each photo fitted whole inside
 * its tile (clothes are never cut off) on its own backdrop colour, and `brand` small in the
 * bottom-right corner. Returns a JPEG.
 * Throws when there is no photo or one cannot be read.
 */
export async function composeCollage(photos: Buffer[], brand: string): Promise<Buffer> {
  const used = photos.slice(0, MAX_COLLAGE_PHOTOS)
  if (used.length === 0) throw new Error('A collage needs at least one photo.')
  const cells = collageCells(used.length)
  const tiles = await Promise.all(used.map((photo, index) => renderTile(photo, cells[index]!)))
  const sharp = await loadSharp()
  return sharp({
    create: {
      width: COLLAGE_WIDTH,
      height: COLLAGE_HEIGHT,
      channels: 3,
      background: COLLAGE_BACKGROUND,
    },
  })
    .composite([...tiles, { input: Buffer.from(overlaySvg(cells, brand)), left: 0, top: 0 }])
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer()
}

// ---------------------------------------------------------------------------
// From picked items to an upload the cheat sheet form claims.
// ---------------------------------------------------------------------------

/** The stored file to compose from: 1080 px wide when stored, else the large version (narrower). */
function sourceKey(photo: StoredPhoto): string {
  return `${photo.key}/${photo.widths.includes(1080) ? '1080' : 'large'}.webp`
}

async function readObject(key: string): Promise<Buffer | null> {
  const object = await storage.get(key)
  if (!object) return null
  const chunks: Buffer[] = []
  for await (const chunk of object.body) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk))
  }
  return Buffer.concat(chunks)
}

export type CollageResult =
  ({ ok: true } & CollageUpload) | { ok: false; reason: 'missing' } | { ok: false; reason: 'items' }

/**
 * Composes the photos of the picked items (in the order picked, the first nine with a photo)
 * into a collage, saved like a photo the stylist uploaded: the cheat sheet form then claims it
 * by its upload id. The capsule must be the owner's (else `missing`), and every item hers and
 * in that capsule, with at least one photo among them (else `items`).
 */
export async function createCollageUpload(
  ownerId: string,
  capsuleId: string,
  itemIds: string[],
  brand: string,
): Promise<CollageResult> {
  if (!(await myCapsule(ownerId, capsuleId))) return { ok: false, reason: 'missing' }

  const ids = [...new Set(itemIds)]
  if (ids.length === 0) return { ok: false, reason: 'items' }
  const rows = await db
    .select({ id: item.id, photo: item.photo })
    .from(item)
    .where(and(inArray(item.id, ids), eq(item.ownerId, ownerId), eq(item.capsuleId, capsuleId)))
  if (rows.length !== ids.length) return { ok: false, reason: 'items' }

  const photoOf = new Map(rows.map((row) => [row.id, row.photo]))
  const sources = ids
    .map((id) => photoOf.get(id))
    .filter((photo): photo is StoredPhoto => Boolean(photo))
    .slice(0, MAX_COLLAGE_PHOTOS)
  const buffers: Buffer[] = []
  for (const photo of sources) {
    const bytes = await readObject(sourceKey(photo))
    if (bytes) buffers.push(bytes)
    else logger.warn({ key: photo.key }, 'A photo file is missing: left out of the collage')
  }
  if (buffers.length === 0) return { ok: false, reason: 'items' }

  const collage = await composeCollage(buffers, brand)
  // Which pieces it shows, so the cheat sheet can tell when they changed since.
  const madeFrom = ids.filter((id) => photoOf.get(id))
  const upload = await createUpload(ownerId, collage, { madeFrom })
  return { ok: true, ...upload }
}
