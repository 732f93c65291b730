import type Sharp from 'sharp'
import type { Metadata, OutputInfo, SharpOptions } from 'sharp'

import type { StoredPhoto } from '~/lib/photo-urls'

import { createId } from './ids.server'
import { logger } from './logger.server'
import { storage } from './storage.server'

// Threads: sharp already picks a sane default and we keep it. Under glibc (our Docker image and
// most Linux hosts) it runs each image on ONE libvips thread (more threads fragment glibc's
// allocator and grow memory); elsewhere it uses one per core. Parallelism comes from encoding
// a photo's sizes as separate jobs on libuv's pool (4 threads), and `MAX_PARALLEL_PHOTOS` below
// bounds how many photos are decoded at once. On a 2-core machine a 12 MP photo takes well under
// a second this way, while two simultaneous uploads cannot starve the event loop's own work.
//
// Cache: libvips' operation cache only helps when the same input is processed again, which never
// happens here (every upload is a new file), so it is turned off to keep memory flat.
//
// Loaded with the first photo: a server that has not processed one since it started (most
// page views, every client's) does not hold libvips in memory (about 20 MB).
let loaded: Promise<typeof Sharp> | undefined

/** sharp, loaded on first use. */
export async function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    return sharp
  })
  return loaded
}

/** A refusal the user can act on. `message` is shown as is; `status` is the HTTP status. */
export class PhotoError extends Error {
  override name = 'PhotoError'
  readonly status: 400 | 413 | 503

  constructor(message: string, status: 400 | 413 | 503 = 400) {
    super(message)
    this.status = status
  }
}

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024
/** Decompression-bomb guard: a 100 MP image already decodes to 300-400 MB of pixels. */
export const MAX_INPUT_PIXELS = 100_000_000
/** The responsive widths stored for each photo (only those narrower than the large version). */
export const PHOTO_WIDTHS = [320, 640, 1080] as const
/** The long side of the large (zoom) version. */
export const LARGE_SIZE = 2048

export const NOT_AN_IMAGE =
  'This file is not an image we can read. Use a JPEG, PNG, WebP, HEIC or AVIF photo.'
export const FILE_TOO_LARGE = 'This photo is larger than 25 MB.'
export const TOO_MANY_PIXELS = 'This image is too large to process (over 100 megapixels).'
export const HEIC_UNSUPPORTED =
  'This HEIC photo cannot be read here. Save it as a JPEG (on a Mac: open it in Preview, then File › Export) and upload it again.'
export const TOO_BUSY = 'Many photos are being processed right now. Please try again in a minute.'

/** Decoders we accept, as sharp names them (`heif` covers HEIC and AVIF). No SVG, PDF, TIFF… */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif'])

const INPUT_OPTIONS: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // Refuse broken pixel data, but accept the harmless warnings many phone JPEGs trigger.
  failOn: 'error',
  // Animated GIF/WebP: the first frame only.
  pages: 1,
}

/** Stops a pathological file from holding a worker thread forever. */
const TIMEOUT = { seconds: 30 }
const LARGE_QUALITY = 82
const RESPONSIVE_QUALITY = 80
// WebP's effort (libwebp's method, 0–6) per version. The large version is only the zoom, yet it
// cost over half of a photo's processor time at 4: at 2 it takes about a third of that, at the
// same bytes and 0.4 dB less (bench/results/README.md, issue 31). The responsive widths are what
// her pages load, so they keep 4, where every byte counts.
const LARGE_EFFORT = 2
const RESPONSIVE_EFFORT = 4

// ---------------------------------------------------------------------------
// Bounded parallelism: each photo in flight holds its upload (≤ 25 MB) and its decoded pixels.
// ---------------------------------------------------------------------------

const MAX_PARALLEL_PHOTOS = 2
const MAX_WAITING_PHOTOS = 16
let running = 0
const waiting: (() => void)[] = []

async function inSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running < MAX_PARALLEL_PHOTOS) {
    running++
  } else {
    if (waiting.length >= MAX_WAITING_PHOTOS) throw new PhotoError(TOO_BUSY, 503)
    // The finishing task hands its slot over directly, so `running` stays the same.
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  try {
    return await task()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

// ---------------------------------------------------------------------------

export type PhotoFile = { name: string; body: Buffer }

/** The files of a photo: `large.webp` and `<width>.webp` for each responsive width. */
export function photoFileNames(photo: Pick<StoredPhoto, 'widths'>): string[] {
  return ['large.webp', ...photo.widths.map((width) => `${width}.webp`)]
}

/** The storage keys of a photo's files (`<key>/<file name>`). */
export function photoObjectKeys(photo: StoredPhoto): string[] {
  return photoFileNames(photo).map((name) => `${photo.key}/${name}`)
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message)
}

function isTimeoutError(error: unknown): boolean {
  return error instanceof Error && /timeout/i.test(error.message)
}

/**
 * Checks and converts an uploaded photo, without storing anything: the content must decode as
 * one of the accepted formats (the file name is never looked at), within the size and pixel
 * limits. The result is upright (EXIF orientation applied), converted to sRGB, stripped of ALL
 * metadata (EXIF with GPS, XMP, IPTC, ICC) and encoded as WebP: a large version (≤ 2048 px on
 * the long side) plus the responsive widths narrower than it (at least one).
 * Throws `PhotoError` for anything the user should fix.
 */
export async function processPhoto(
  input: Buffer | string,
): Promise<{ photo: StoredPhoto; files: PhotoFile[] }> {
  // A path names a file already received within the limit (upload-body.server.ts).
  if (typeof input !== 'string') {
    if (input.length > MAX_UPLOAD_BYTES) throw new PhotoError(FILE_TOO_LARGE, 413)
    if (input.length === 0) throw new PhotoError(NOT_AN_IMAGE)
  }

  // Header only: cheap, and refuses non-images and bombs before any pixel is decoded.
  const sharp = await loadSharp()
  let metadata: Metadata
  try {
    metadata = await sharp(input, INPUT_OPTIONS).metadata()
  } catch (error) {
    throw new PhotoError(isPixelLimitError(error) ? TOO_MANY_PIXELS : NOT_AN_IMAGE)
  }
  if (!ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new PhotoError(NOT_AN_IMAGE)
  }
  const frameHeight = metadata.pageHeight ?? metadata.height
  if (metadata.width * frameHeight > MAX_INPUT_PIXELS) {
    throw new PhotoError(TOO_MANY_PIXELS)
  }

  return inSlot(async () => {
    // Decode once, upright and scaled down to the large size, into raw sRGB pixels (≤ 16 MB);
    // every output is encoded from those. JPEG shrink-on-load keeps this fast for big photos.
    let large: { data: Buffer; info: OutputInfo }
    try {
      large = await sharp(input, { ...INPUT_OPTIONS, autoOrient: true })
        .timeout(TIMEOUT)
        .resize(LARGE_SIZE, LARGE_SIZE, { fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true })
    } catch (error) {
      if (isPixelLimitError(error)) throw new PhotoError(TOO_MANY_PIXELS)
      if (isTimeoutError(error)) throw error
      if (metadata.format === 'heif' && metadata.compression === 'hevc') {
        // Prebuilt sharp decodes AVIF but not HEVC-coded HEIC (patents); iOS Safari converts
        // to JPEG when picking with accept="image/*", so this only hits files from a computer.
        throw new PhotoError(HEIC_UNSUPPORTED)
      }
      logger.info({ err: error, format: metadata.format }, 'Refused an unreadable photo')
      throw new PhotoError(NOT_AN_IMAGE)
    }

    const { width, height, channels } = large.info
    const raw = { raw: { width, height, channels } } as const
    const widths: number[] = PHOTO_WIDTHS.filter((candidate) => candidate < width)
    if (widths.length === 0) widths.push(width)

    const encode = (targetWidth: number | null, quality: number, effort: number) => {
      const pipeline = sharp(large.data, raw).timeout(TIMEOUT)
      if (targetWidth !== null && targetWidth !== width) pipeline.resize({ width: targetWidth })
      return pipeline.webp({ quality, effort }).toBuffer()
    }

    const [largeFile, ...responsive] = await Promise.all([
      encode(null, LARGE_QUALITY, LARGE_EFFORT),
      ...widths.map((targetWidth) => encode(targetWidth, RESPONSIVE_QUALITY, RESPONSIVE_EFFORT)),
    ])

    const photo: StoredPhoto = { key: createId(), width, height, widths }
    const files: PhotoFile[] = [
      { name: 'large.webp', body: largeFile! },
      ...widths.map((targetWidth, index) => ({
        name: `${targetWidth}.webp`,
        body: responsive[index]!,
      })),
    ]
    return { photo, files }
  })
}

/**
 * Processes a photo and stores all its files. If storing any file fails, the files already
 * written are deleted and the error is rethrown. Throws `PhotoError` for a refused photo.
 */
export async function savePhoto(input: Buffer): Promise<StoredPhoto> {
  const { photo, files } = await processPhoto(input)
  await storePhotoFiles(photo, files)
  return photo
}

/**
 * Stores the files of a processed photo. If storing any file fails, the files already written
 * are deleted and the error is rethrown.
 */
export async function storePhotoFiles(photo: StoredPhoto, files: PhotoFile[]): Promise<void> {
  const results = await Promise.allSettled(
    files.map((file) => storage.put(`${photo.key}/${file.name}`, file.body, 'image/webp')),
  )
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await deletePhotoFiles([photo])
    throw failure.reason
  }
}

function isStoredPhoto(value: unknown): value is StoredPhoto {
  if (!value || typeof value !== 'object') return false
  const photo = value as Partial<StoredPhoto>
  return (
    typeof photo.key === 'string' &&
    Array.isArray(photo.widths) &&
    photo.widths.every((width) => Number.isInteger(width))
  )
}

/**
 * Deletes every file of these photos (nulls are skipped). Never throws: a failure is logged,
 * since the caller's own change (deleting an item…) has already happened and must stand.
 */
export async function deletePhotoFiles(photos: (StoredPhoto | null | undefined)[]): Promise<void> {
  const keys = photos.filter(isStoredPhoto).flatMap(photoObjectKeys)
  if (keys.length === 0) return
  try {
    await storage.delete(keys)
  } catch (error) {
    logger.error({ err: error, keys }, 'Could not delete photo files')
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks)
}

/**
 * Copies every file of a stored photo under a new key and returns the copy, which is then
 * independent of the original (deleting either never touches the other's files). Null when a
 * file of the original is missing; copies already written are then deleted. Throws when the
 * storage fails, after deleting the copies written.
 */
export async function copyPhotoFiles(photo: StoredPhoto): Promise<StoredPhoto | null> {
  const copy: StoredPhoto = { ...photo, key: createId() }
  try {
    const files: PhotoFile[] = []
    for (const name of photoFileNames(photo)) {
      const object = await storage.get(`${photo.key}/${name}`)
      if (!object) return null
      files.push({ name, body: await readAll(object.body) })
    }
    await storePhotoFiles(copy, files)
    return copy
  } catch (error) {
    await deletePhotoFiles([copy])
    throw error
  }
}
