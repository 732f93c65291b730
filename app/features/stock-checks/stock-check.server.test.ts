import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { item } from '~/features/items/tables.server'
import { studioSettings } from '~/features/studio/tables.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { startStockShop, type StockShop } from '../../../tests/support/stock-shop'
import { clientWithTwoCapsules } from '../../../tests/support/studio-rows'
import { createSignedInUser, type TestUser } from '../../../tests/support/users'
import { FIRST_BACKOFF_SECONDS, ShopQueue, STOCK_CHECK_USER_AGENT } from './politeness.server'
import * as stock from './stock-check.server'
import { forgetReadings, markRequested } from './stock-check.server'
import { sendScheduledChecks } from './stock-jobs.server'
import { shopBackoff, stockCheck } from './tables.server'

/** A check as the tests run it: the fixture shop is on loopback, asked a page a second. */
const checkCapsule = (ownerId: string, capsuleId: string) =>
  stock.checkCapsule(ownerId, capsuleId, { allowPrivate: true, queue: new ShopQueue(1000) })

let shop: StockShop
let stylist: TestUser

beforeAll(async () => {
  shop = await startStockShop()
  stylist = await createSignedInUser('stock')
})
afterAll(() => shop.close())
beforeEach(async () => {
  forgetReadings()
  await db.delete(shopBackoff)
})

/** A capsule of hers with pieces: `name` → shop link (or null), and how each is marked. */
async function capsuleWith(
  pieces: Record<string, { link: string | null; ownership?: 'owned' | 'to_buy' }>,
) {
  const { clientId, capsuleId } = await clientWithTwoCapsules(stylist.id)
  const ids: Record<string, string> = {}
  for (const [name, piece] of Object.entries(pieces)) {
    ids[name] = createId()
    await db.insert(item).values({
      id: ids[name],
      ownerId: stylist.id,
      clientId,
      capsuleId,
      name,
      link: piece.link,
      ownership: piece.ownership ?? null,
      priceAmount: 12000,
      priceCurrency: 'EUR',
    })
  }
  return { capsuleId, ids }
}

const stockOf = async (id: string) => {
  const [row] = await db
    .select({
      status: item.stockStatus,
      amount: item.stockPriceAmount,
      currency: item.stockPriceCurrency,
      checkedAt: item.stockCheckedAt,
    })
    .from(item)
    .where(eq(item.id, id))
  return row!
}

describe('a capsule’s stock and price check', () => {
  test('reads each to-buy piece’s page, again when it changed, and keeps what it says', async () => {
    shop.set('dress', { availability: 'InStock', price: '120.00' })
    shop.set('coat', { availability: 'LimitedAvailability', price: '89.00' })
    const { capsuleId, ids } = await capsuleWith({
      Dress: { link: shop.url('dress') },
      Coat: { link: shop.url('coat') },
      'Her own jeans': { link: shop.url('jeans'), ownership: 'owned' },
      'No link': { link: null },
    })
    await markRequested(stylist.id, capsuleId)

    expect(await checkCapsule(stylist.id, capsuleId)).toEqual({ checked: 2, refused: 0, shops: 1 })
    expect(await stockOf(ids.Dress!)).toMatchObject({ status: 'in_stock', amount: 12000 })
    expect(await stockOf(ids.Coat!)).toMatchObject({
      status: 'low_stock',
      amount: 8900,
      currency: 'EUR',
    })
    // An owned piece and a piece without a link are not checked.
    expect(await stockOf(ids['Her own jeans']!)).toMatchObject({ status: null, checkedAt: null })
    expect(shop.requests.some((request) => request.path.endsWith('/jeans'))).toBe(false)
    const [check] = await db.select().from(stockCheck).where(eq(stockCheck.capsuleId, capsuleId))
    expect(check?.finishedAt).toBeInstanceOf(Date)

    // The shop sells out the dress: the next check says so.
    shop.set('dress', { availability: 'OutOfStock', price: '120.00' })
    forgetReadings()
    await checkCapsule(stylist.id, capsuleId)
    expect(await stockOf(ids.Dress!)).toMatchObject({ status: 'sold_out' })
  })

  test('asks one page of a shop at a time, a second apart, and says who is asking', async () => {
    const { capsuleId } = await capsuleWith({
      A: { link: shop.url('a') },
      B: { link: shop.url('b') },
      C: { link: shop.url('c') },
    })
    const before = shop.requests.length
    await checkCapsule(stylist.id, capsuleId)
    const asked = shop.requests.slice(before)
    expect(asked).toHaveLength(3)
    expect(shop.mostAtOnce()).toBe(1)
    // Spaced by the queue (a second); the shop sees them arrive within a connection's set-up of that.
    for (let index = 1; index < asked.length; index++) {
      expect(asked[index]!.began - asked[index - 1]!.ended).toBeGreaterThan(800)
    }
    expect(new Set(asked.map((request) => request.userAgent))).toEqual(
      new Set([STOCK_CHECK_USER_AGENT]),
    )
    expect(STOCK_CHECK_USER_AGENT).toMatch(/^CapsuleStudio\//)
  })

  test('a page read a moment ago is not asked again for another capsule', async () => {
    const first = await capsuleWith({ Scarf: { link: shop.url('scarf') } })
    const second = await capsuleWith({ Scarf: { link: shop.url('scarf') } })
    const before = shop.requests.length
    await checkCapsule(stylist.id, first.capsuleId)
    await checkCapsule(stylist.id, second.capsuleId)
    expect(shop.requests.length - before).toBe(1)
    expect(await stockOf(second.ids.Scarf!)).toMatchObject({ status: 'in_stock' })
  })

  test('a shop that answers 429 is backed off: its other pieces are not asked, nor the next check', async () => {
    shop.set('busy-1', { status: 429, retryAfter: '7200' })
    const { capsuleId, ids } = await capsuleWith({
      One: { link: shop.url('busy-1') },
      Two: { link: shop.url('busy-2') },
    })
    const before = shop.requests.length
    expect(await checkCapsule(stylist.id, capsuleId)).toMatchObject({ checked: 0, refused: 2 })
    expect(shop.requests.length - before).toBe(1)
    const [backoff] = await db.select().from(shopBackoff)
    expect(backoff).toMatchObject({ host: '127.0.0.1', refusals: 1 })
    // Its Retry-After (two hours) is longer than the first wait, so it is kept.
    const seconds = (backoff!.backoffUntil.getTime() - Date.now()) / 1000
    expect(seconds).toBeGreaterThan(FIRST_BACKOFF_SECONDS)
    expect(seconds).toBeLessThanOrEqual(7200)
    expect(await stockOf(ids.Two!)).toMatchObject({ status: null })

    await checkCapsule(stylist.id, capsuleId)
    expect(shop.requests.length - before).toBe(1)
  })

  test('a 403 doubles the wait of the refusal before it; a page that fails otherwise reads Unknown', async () => {
    await db.insert(shopBackoff).values({
      host: '127.0.0.1',
      refusals: 1,
      backoffUntil: new Date(Date.now() - 1000),
    })
    shop.set('forbidden', { status: 403 })
    const refused = await capsuleWith({ Hat: { link: shop.url('forbidden') } })
    await checkCapsule(stylist.id, refused.capsuleId)
    const [backoff] = await db.select().from(shopBackoff)
    expect(backoff?.refusals).toBe(2)
    const seconds = (backoff!.backoffUntil.getTime() - Date.now()) / 1000
    expect(seconds).toBeGreaterThan(2 * FIRST_BACKOFF_SECONDS - 60)

    await db.delete(shopBackoff)
    shop.set('gone', { status: 404 })
    const gone = await capsuleWith({ Belt: { link: shop.url('gone') } })
    expect(await checkCapsule(stylist.id, gone.capsuleId)).toMatchObject({ checked: 1 })
    expect(await stockOf(gone.ids.Belt!)).toMatchObject({ status: 'unknown', amount: null })
  })

  test('another stylist’s capsule is not checked by her id', async () => {
    const stranger = await createSignedInUser('stock-stranger')
    const { capsuleId, ids } = await capsuleWith({ Bag: { link: shop.url('bag') } })
    expect(await checkCapsule(stranger.id, capsuleId)).toEqual({ checked: 0, refused: 0, shops: 0 })
    expect(await stockOf(ids.Bag!)).toMatchObject({ status: null })
  })
})

describe('the morning’s checks', () => {
  test('are sent for the capsules of stylists whose checks are on: daily every day, weekly on Mondays', async () => {
    const weekly = await createSignedInUser('stock-weekly')
    const off = await createSignedInUser('stock-off')
    const capsules: Record<string, string> = {}
    for (const [label, owner, setting] of [
      ['daily', stylist, 'daily'],
      ['weekly', weekly, 'weekly'],
      ['off', off, 'off'],
    ] as const) {
      await db
        .insert(studioSettings)
        .values({ ownerId: owner.id, name: 'Atelier', currency: 'EUR', stockChecks: setting })
        .onConflictDoUpdate({ target: studioSettings.ownerId, set: { stockChecks: setting } })
      const { clientId, capsuleId } = await clientWithTwoCapsules(owner.id)
      await db.insert(item).values({
        id: createId(),
        ownerId: owner.id,
        clientId,
        capsuleId,
        name: 'Dress',
        link: shop.url(`morning-${label}`),
      })
      capsules[label] = capsuleId
    }
    const requested = async () =>
      new Set((await db.select().from(stockCheck)).map((row) => row.capsuleId))

    await db.delete(stockCheck)
    await sendScheduledChecks(new Date('2026-11-25T05:00:00Z')) // a Wednesday
    expect(await requested()).toContain(capsules.daily)
    expect(await requested()).not.toContain(capsules.weekly)
    expect(await requested()).not.toContain(capsules.off)

    await sendScheduledChecks(new Date('2026-11-30T05:00:00Z')) // a Monday
    expect(await requested()).toContain(capsules.weekly)
    expect(await requested()).not.toContain(capsules.off)
  })
})
