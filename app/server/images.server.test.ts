import sharp from 'sharp'
import { afterEach, describe, expect, test, vi } from 'vitest'

import {
  deletePhotoFiles,
  FILE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE,
  PhotoError,
  photoObjectKeys,
  processPhoto,
  savePhoto,
  TOO_MANY_PIXELS,
} from './images.server'
import { logger } from './logger.server'
import { storage } from './storage.server'

afterEach(() => {
  vi.restoreAllMocks()
})

/**
 * The tags of one IFD of an EXIF block (as sharp's `metadata().exif` returns it) and of the
 * GPS IFD it points to: just enough TIFF parsing to prove a photo carries a position.
 */
function exifTags(exif: Buffer): { ifd0: number[]; gps: number[] } {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0)
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset))
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset))
  const entries = (offset: number) =>
    Array.from({ length: u16(offset) }, (_, index) => {
      const entry = offset + 2 + index * 12
      return { tag: u16(entry), value: u32(entry + 8) }
    })
  const ifd0 = entries(u32(4))
  const gpsPointer = ifd0.find((entry) => entry.tag === 0x8825)
  return {
    ifd0: ifd0.map((entry) => entry.tag),
    gps: gpsPointer ? entries(gpsPointer.value).map((entry) => entry.tag) : [],
  }
}

const GPS_LATITUDE = 0x0002
const GPS_LONGITUDE = 0x0004

/**
 * A phone-like JPEG stored sideways: 1200×800 pixels, red on the stored top half and blue on
 * the bottom, with EXIF orientation 6 (display rotated 90° clockwise) and a GPS position.
 */
async function sidewaysPhotoWithGps(): Promise<Buffer> {
  const red = await sharp({
    create: { width: 1200, height: 400, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer()
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 300/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const offset = (y * info.width + x) * info.channels
  return [...data.subarray(offset, offset + 3)]
}

async function refusal(run: Promise<unknown>): Promise<PhotoError> {
  const error = await run.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(PhotoError)
  return error as PhotoError
}

describe('processPhoto', () => {
  test('turns the photo upright and strips every piece of metadata, GPS first', async () => {
    const input = await sidewaysPhotoWithGps()
    const before = await sharp(input).metadata()
    expect(before).toMatchObject({ format: 'jpeg', width: 1200, height: 800, orientation: 6 })
    const tags = exifTags(before.exif!)
    expect(tags.gps).toEqual(expect.arrayContaining([GPS_LATITUDE, GPS_LONGITUDE]))

    const { photo, files } = await processPhoto(input)

    // Upright: the dimensions are swapped, and the stored top (red) is now on the right.
    expect(photo).toEqual({ key: expect.any(String), width: 800, height: 1200, widths: [320, 640] })
    expect(files.map((file) => file.name)).toEqual(['large.webp', '320.webp', '640.webp'])
    const large = files[0]!.body
    expect(await pixel(large, 780, 600)).toEqual([
      expect.closeTo(255, -1.5),
      expect.closeTo(0, -1.5),
      expect.closeTo(0, -1.5),
    ])
    expect(await pixel(large, 20, 600)).toEqual([
      expect.closeTo(0, -1.5),
      expect.closeTo(0, -1.5),
      expect.closeTo(255, -1.5),
    ])

    for (const file of files) {
      const metadata = await sharp(file.body).metadata()
      expect(metadata.format).toBe('webp')
      expect(metadata.exif).toBeUndefined()
      expect(metadata.icc).toBeUndefined()
      expect(metadata.xmp).toBeUndefined()
      expect(metadata.iptc).toBeUndefined()
      expect(metadata.orientation).toBeUndefined()
      // No trace of the position anywhere in the bytes either.
      for (const marker of ['Exif', 'EXIF', 'XMP ', 'ICCP']) {
        expect(file.body.includes(Buffer.from(marker))).toBe(false)
      }
    }
    const small = await sharp(files[1]!.body).metadata()
    expect([small.width, small.height]).toEqual([320, 480])
  })

  test('a large photo is capped at 2048 px on its long side, with the three widths', async () => {
    const input = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#a08070' },
    })
      .jpeg()
      .toBuffer()
    const { photo, files } = await processPhoto(input)
    expect(photo).toMatchObject({ width: 2048, height: 1365, widths: [320, 640, 1080] })
    expect(files.map((file) => file.name)).toEqual([
      'large.webp',
      '320.webp',
      '640.webp',
      '1080.webp',
    ])
    const medium = await sharp(files[3]!.body).metadata()
    expect([medium.width, medium.height]).toEqual([1080, 720])
  })

  test('a small image is never enlarged and still gets one responsive width', async () => {
    const input = await sharp({
      create: { width: 200, height: 100, channels: 4, background: '#00ff0080' },
    })
      .png()
      .toBuffer()
    const { photo, files } = await processPhoto(input)
    expect(photo).toMatchObject({ width: 200, height: 100, widths: [200] })
    expect(files.map((file) => file.name)).toEqual(['large.webp', '200.webp'])
    expect((await sharp(files[0]!.body).metadata()).hasAlpha).toBe(true)
  })

  test.each(['jpeg', 'png', 'webp', 'avif', 'gif'] as const)('accepts %s', async (format) => {
    const input = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#a08070' },
    })
      .toFormat(format)
      .toBuffer()
    const { photo } = await processPhoto(input)
    expect(photo).toMatchObject({ width: 400, height: 300, widths: [320] })
  })

  test('every upload gets a new random key', async () => {
    const input = await sharp({
      create: { width: 50, height: 50, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer()
    const [a, b] = await Promise.all([processPhoto(input), processPhoto(input)])
    expect(a.photo.key).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(a.photo.key).not.toBe(b.photo.key)
  })

  test('a text file named .jpg is refused: the content decides', async () => {
    const error = await refusal(processPhoto(Buffer.from('Hello, this is not a photo.\n')))
    expect(error.message).toBe(NOT_AN_IMAGE)
    expect(error.status).toBe(400)
    expect((await refusal(processPhoto(Buffer.alloc(0)))).message).toBe(NOT_AN_IMAGE)
  })

  test('SVG and other formats outside the list are refused', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>',
    )
    expect((await refusal(processPhoto(svg))).message).toBe(NOT_AN_IMAGE)
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer()
    expect((await refusal(processPhoto(tiff))).message).toBe(NOT_AN_IMAGE)
  })

  test('a truncated JPEG is refused', async () => {
    const input = await sidewaysPhotoWithGps()
    const error = await refusal(processPhoto(input.subarray(0, Math.floor(input.length / 2))))
    expect(error.message).toBe(NOT_AN_IMAGE)
  })

  test('a decompression bomb (over 100 megapixels) is refused', async () => {
    // 12000×9000 = 108 MP of one colour: a few hundred KB as PNG.
    const bomb = await sharp({
      create: { width: 12000, height: 9000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
    const error = await refusal(processPhoto(bomb))
    expect(error.message).toBe(TOO_MANY_PIXELS)
  })

  test('a file over 25 MB is refused before anything else', async () => {
    const error = await refusal(processPhoto(Buffer.alloc(MAX_UPLOAD_BYTES + 1)))
    expect(error.message).toBe(FILE_TOO_LARGE)
    expect(error.status).toBe(413)
  })
})

describe('savePhoto and deletePhotoFiles', () => {
  const photoInput = () =>
    sharp({ create: { width: 700, height: 500, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer()

  test('stores every file, and deletes them all', async () => {
    const photo = await savePhoto(await photoInput())
    expect(photo.widths).toEqual([320, 640])
    const keys = photoObjectKeys(photo)
    expect(keys).toEqual([
      `${photo.key}/large.webp`,
      `${photo.key}/320.webp`,
      `${photo.key}/640.webp`,
    ])
    for (const key of keys) {
      const object = await storage.get(key)
      expect(object?.contentType).toBe('image/webp')
      object?.body.resume()
    }

    await deletePhotoFiles([photo, null, undefined])
    for (const key of keys) expect(await storage.get(key)).toBeNull()
  })

  test('when a file cannot be stored, the ones already written are removed', async () => {
    const put = storage.put.bind(storage)
    let calls = 0
    vi.spyOn(storage, 'put').mockImplementation(async (key, body, contentType) => {
      if (++calls === 2) throw new Error('disk full')
      await put(key, body, contentType)
    })
    const remove = vi.spyOn(storage, 'delete')

    await expect(savePhoto(await photoInput())).rejects.toThrow('disk full')
    expect(remove).toHaveBeenCalledTimes(1)
    const deleted = remove.mock.calls[0]![0]
    expect(deleted).toHaveLength(3)
    for (const key of deleted) expect(await storage.get(key)).toBeNull()
  })

  test('deletePhotoFiles never throws', async () => {
    vi.spyOn(storage, 'delete').mockRejectedValue(new Error('bucket unreachable'))
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {})
    await expect(
      deletePhotoFiles([{ key: 'AbCdEfGhIjKlMnOpQrStUv', width: 1, height: 1, widths: [1] }]),
    ).resolves.toBeUndefined()
    expect(logged).toHaveBeenCalledOnce()
    await expect(deletePhotoFiles([])).resolves.toBeUndefined()
  })
})
