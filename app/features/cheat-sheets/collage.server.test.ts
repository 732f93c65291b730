import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import {
  type Cell,
  COLLAGE_HEIGHT,
  COLLAGE_MARGIN,
  COLLAGE_WIDTH,
  collageCells,
  composeCollage,
} from './collage.server'

type Rgb = [number, number, number]

const RED: Rgb = [220, 30, 30]
const GREEN: Rgb = [30, 180, 60]
const BLUE: Rgb = [30, 60, 220]
const BACKGROUND: Rgb = [0xfa, 0xf7, 0xf2]

function square([r, g, b]: Rgb, width = 600, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 95 })
    .toBuffer()
}

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return (x: number, y: number): Rgb => {
    const at = (Math.round(y) * info.width + Math.round(x)) * info.channels
    return [data[at]!, data[at + 1]!, data[at + 2]!]
  }
}

function expectColour(actual: Rgb, expected: Rgb) {
  for (const [index, value] of actual.entries()) {
    expect(Math.abs(value - expected[index]!)).toBeLessThanOrEqual(6)
  }
}

const centre = (cell: Cell) => [cell.left + cell.width / 2, cell.top + cell.height / 2] as const

describe('composeCollage', () => {
  test('it draws the photos in their cells on a 1080 × 1350 JPEG, gutters in the light background', async () => {
    const collage = await composeCollage(
      [await square(RED), await square(GREEN, 400, 800), await square(BLUE, 900, 500)],
      'Capsule Studio',
    )
    const metadata = await sharp(collage).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: COLLAGE_WIDTH, height: COLLAGE_HEIGHT })

    const at = await pixels(collage)
    const [big, left, right] = collageCells(3)
    // Three photos: one big cell across the top, two below, in the order given.
    expect(big!.width).toBeGreaterThan(left!.width)
    expect(left!.top).toBeGreaterThan(big!.top + big!.height)
    expectColour(at(...centre(big!)), RED)
    expectColour(at(...centre(left!)), GREEN)
    expectColour(at(...centre(right!)), BLUE)

    // The gutter between the two lower cells, and the outer margin, show the background.
    expectColour(
      at((left!.left + left!.width + right!.left) / 2, left!.top + left!.height / 2),
      BACKGROUND,
    )
    expectColour(at(10, 10), BACKGROUND)
    expectColour(at(COLLAGE_WIDTH / 2, COLLAGE_HEIGHT - COLLAGE_MARGIN.bottom / 4), BACKGROUND)
  })

  test('the brand is written small in the bottom-right corner', async () => {
    const plain = await pixels(await composeCollage([await square(RED)], ''))
    const branded = await pixels(await composeCollage([await square(RED)], 'Capsule Studio'))
    let differing = 0
    const top = COLLAGE_HEIGHT - COLLAGE_MARGIN.bottom
    for (let y = top; y < COLLAGE_HEIGHT; y += 2) {
      for (let x = COLLAGE_WIDTH / 2; x < COLLAGE_WIDTH; x += 2) {
        const a = plain(x, y)
        const b = branded(x, y)
        if (a.some((value, index) => Math.abs(value - b[index]!) > 40)) differing++
      }
    }
    expect(differing).toBeGreaterThan(50)
  })

  test('photos are fitted whole, never stretched, on a tile of their own backdrop colour', async () => {
    // A 4:1 photo (blue on a white frame) in a portrait cell fills its width only.
    const wide = await sharp({
      create: { width: 1200, height: 300, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .composite([{ input: await square(BLUE, 1160, 260), left: 20, top: 20 }])
      .jpeg({ quality: 95 })
      .toBuffer()
    // A product shot: a small item on a light grey seamless.
    const grey: Rgb = [236, 234, 230]
    const product = await sharp({
      create: { width: 800, height: 1000, channels: 3, background: { r: 236, g: 234, b: 230 } },
    })
      .composite([{ input: await square(RED, 200, 200), left: 300, top: 400 }])
      .jpeg({ quality: 95 })
      .toBuffer()

    const at = await pixels(await composeCollage([wide, product], 'Capsule Studio'))
    const [left, right] = collageCells(2)
    const [x, y] = centre(left!)
    expectColour(at(x, y), BLUE)
    expectColour(at(x, left!.top + 40), [255, 255, 255])
    expectColour(at(x, left!.top + left!.height - 40), [255, 255, 255])

    // The grey of the product shot extends to its whole tile: no frame within the tile.
    const [rx, ry] = centre(right!)
    expectColour(at(rx, ry), RED)
    expectColour(at(rx, right!.top + 30), grey)
    expectColour(at(right!.left + 30, ry), grey)
  })

  test('the grid follows the number of photos, up to nine', async () => {
    expect(collageCells(1)).toHaveLength(1)
    expect(collageCells(2).map((cell) => cell.top)).toEqual([
      COLLAGE_MARGIN.top,
      COLLAGE_MARGIN.top,
    ])
    expect(new Set(collageCells(4).map((cell) => cell.left)).size).toBe(2)
    expect(new Set(collageCells(6).map((cell) => cell.top)).size).toBe(3)
    expect(new Set(collageCells(9).map((cell) => cell.left)).size).toBe(3)
    // An incomplete last row is centred.
    const five = collageCells(5)
    const [last] = five.slice(-1)
    expect(Math.abs(last!.left + last!.width / 2 - COLLAGE_WIDTH / 2)).toBeLessThanOrEqual(1)
    // Even gutters: every cell stays inside the margins, none overlap.
    for (const count of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const cells = collageCells(count)
      expect(cells).toHaveLength(count)
      for (const cell of cells) {
        expect(cell.left).toBeGreaterThanOrEqual(COLLAGE_MARGIN.side)
        expect(cell.left + cell.width).toBeLessThanOrEqual(COLLAGE_WIDTH - COLLAGE_MARGIN.side)
        expect(cell.top + cell.height).toBeLessThanOrEqual(COLLAGE_HEIGHT - COLLAGE_MARGIN.bottom)
      }
    }
    // Beyond nine, the first nine are drawn: the tenth (red) is nowhere.
    const ten = await composeCollage(
      [
        ...(await Promise.all(Array.from({ length: 9 }, () => square(GREEN, 200, 200)))),
        await square(RED),
      ],
      'Capsule Studio',
    )
    const at = await pixels(ten)
    for (const cell of collageCells(9)) expectColour(at(...centre(cell)), GREEN)
  })

  test('no photo at all is refused', async () => {
    await expect(composeCollage([], 'Capsule Studio')).rejects.toThrow()
  })
})
