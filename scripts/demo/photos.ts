// Generates the demo studio's photos locally, with sharp: no download, no file shipped.
//
// - `garmentPhoto`: a product shot of a garment (its drawing from garment-svg.ts: a silhouette in
//   its colour and pattern, a soft shadow, a tinted studio backdrop; plus a little sensor grain
//   so it compresses like a real photo), 1200 × 1500 JPEG by default.
// - `collagePhoto`: a cheat-sheet collage of several garment photos, 1080 × 1350 JPEG.
// - `cameraPhoto`: a 12-megapixel (4000 × 3000) camera-like JPEG, for the photo benchmark.
//
// Everything is deterministic for a given spec (the grain comes from a seeded generator), so
// the same spec always gives the same bytes with the same sharp version.
//
// Plain TypeScript that Node runs as is (type stripping): no path alias, no enum.
import sharp, { type OverlayOptions } from 'sharp'

import { type GarmentSpec, garmentSvg, SHAPES } from './garment-svg.ts'
import { seededRandom } from './random.ts'

// ---------------------------------------------------------------------------
// Grain: a few seeded noise layers, made once per size and reused.
// ---------------------------------------------------------------------------

const GRAIN_VARIANTS = 4
const grainCache = new Map<string, Int8Array>()

/**
 * A luma noise layer (roughly gaussian, sigma ≈ 9, slightly blurred so neighbouring pixels
 * correlate as sensor grain and fabric texture do), as signed offsets, one per pixel.
 */
function grainLayer(width: number, height: number, variant: number): Int8Array {
  const key = `${width}x${height}-${variant % GRAIN_VARIANTS}`
  const cached = grainCache.get(key)
  if (cached) return cached
  const random = seededRandom(`grain-${key}`)
  const white = new Float32Array(width * height)
  for (let at = 0; at < white.length; at++) white[at] = (random() + random() + random() - 1.5) * 30
  // A 3-tap horizontal then vertical box blur: cheap, and enough to soften single-pixel noise.
  const grain = new Int8Array(width * height)
  const row = new Float32Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * width + x
      row[at] =
        (white[at - (x > 0 ? 1 : 0)]! + 2 * white[at]! + white[at + (x < width - 1 ? 1 : 0)]!) / 4
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * width + x
      const up = y > 0 ? at - width : at
      const down = y < height - 1 ? at + width : at
      grain[at] = Math.round(((row[up]! + 2 * row[at]! + row[down]!) / 4) * 0.7)
    }
  }
  grainCache.set(key, grain)
  return grain
}

/** A product photo of a garment, as a JPEG (quality 88, like a camera or phone export). */
export async function garmentPhoto(spec: GarmentSpec): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(garmentSvg(spec)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  // Grain, added here rather than composited by libvips: a plain loop is several times faster.
  const grain = grainLayer(info.width, info.height, spec.seed)
  const strength = spec.grain ?? 1
  for (let pixel = 0, at = 0; pixel < grain.length; pixel++, at += 3) {
    const offset = strength === 1 ? grain[pixel]! : Math.round(grain[pixel]! * strength)
    data[at] = clampByte(data[at]! + offset)
    data[at + 1] = clampByte(data[at + 1]! + offset)
    data[at + 2] = clampByte(data[at + 2]! + offset)
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: spec.quality ?? 88 })
    .toBuffer()
}

function clampByte(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : value
}

/**
 * A 12-megapixel camera-like photo (4000 × 3000 JPEG, about 4 MB like a phone's) of a garment,
 * for the photo benchmark.
 */
export async function cameraPhoto(seed = 1): Promise<Buffer> {
  const random = seededRandom(seed)
  return garmentPhoto({
    shape: SHAPES[Math.floor(random() * SHAPES.length)]!,
    color: '#6d1f2f',
    background: '#e9e1d6',
    pattern: 'check',
    seed,
    width: 4000,
    height: 3000,
    grain: 2.2,
    quality: 92,
  })
}

// ---------------------------------------------------------------------------
// Collages
// ---------------------------------------------------------------------------

/**
 * A cheat-sheet collage: up to nine photos on tiles in a grid on a light paper background, with
 * an optional caption, as a 1080 × 1350 JPEG.
 */
export async function collagePhoto(photos: Buffer[], caption = ''): Promise<Buffer> {
  const width = 1080
  const height = 1350
  const used = photos.slice(0, 9)
  if (used.length === 0) throw new Error('A collage needs at least one photo.')
  const columns = used.length <= 1 ? 1 : used.length <= 4 ? 2 : 3
  const rows = Math.ceil(used.length / columns)
  const margin = 56
  const gutter = 20
  const bottom = caption ? 112 : margin
  const cellWidth = Math.floor((width - 2 * margin - gutter * (columns - 1)) / columns)
  const cellHeight = Math.floor((height - margin - bottom - gutter * (rows - 1)) / rows)
  const tiles = await Promise.all(
    used.map(async (photo, index) => ({
      input: await sharp(photo)
        .resize(cellWidth, cellHeight, { fit: 'cover', position: 'attention' })
        .toBuffer(),
      left: margin + (index % columns) * (cellWidth + gutter),
      top: margin + Math.floor(index / columns) * (cellHeight + gutter),
    })),
  )
  const overlays: OverlayOptions[] = [...tiles]
  if (caption) {
    const text = caption.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`).toUpperCase()
    overlays.push({
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${bottom}"><text x="${width - margin}" y="${bottom / 2 + 8}" text-anchor="end" font-family="'DejaVu Serif', Georgia, serif" font-size="22" letter-spacing="5" fill="#8c8172">${text}</text></svg>`,
      ),
      left: 0,
      top: height - bottom,
    })
  }
  return sharp({ create: { width, height, channels: 3, background: '#faf7f2' } })
    .composite(overlays)
    .jpeg({ quality: 90 })
    .toBuffer()
}
