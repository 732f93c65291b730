import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { LINK_MESSAGES, safeFetch } from '~/server/safe-fetch.server'
import { claimUpload } from '~/server/uploads.server'

import {
  SHOP_PAGES,
  type ShopFixtures,
  startShopFixtures,
} from '../../../tests/support/shop-fixtures'
import { createSignedInUser, type TestUser } from '../../../tests/support/users'
import { importFromLink, NO_PRODUCT_DATA } from './link-import.server'

let shop: ShopFixtures
let stylist: TestUser

beforeAll(async () => {
  shop = await startShopFixtures()
  stylist = await createSignedInUser('link-import')
})
afterAll(() => shop.close())

/** The import as the test environment allows it: the fixture shop is on loopback. */
const importPage = (path: string) => importFromLink(stylist.id, shop.url(path), true)

describe('importFromLink against the fixture shop', () => {
  test('a link typed without http:// is read (https:// first, then http://)', async () => {
    const typed = shop.url(SHOP_PAGES.jsonLd).replace(/^http:\/\//, '')
    const result = await importFromLink(stylist.id, typed, true)
    expect(result.fields.link).toBe(shop.url(SHOP_PAGES.jsonLd))
    expect(result.fields.name).toBe('Gaspard Cardigan & Belt')
  })

  test('a javascript: link is refused before anything is fetched', async () => {
    await expect(importFromLink(stylist.id, 'javascript:alert(1)', true)).rejects.toThrow(
      LINK_MESSAGES.invalid,
    )
  })

  test('a JSON-LD page fills the form and its photo goes through the photo pipeline', async () => {
    const result = await importPage(SHOP_PAGES.jsonLd)
    expect(result.fields).toEqual({
      name: 'Gaspard Cardigan & Belt',
      brand: 'Maison Sauvage',
      price: '165',
      priceCurrency: 'EUR',
      description: 'A chunky cardigan in undyed wool, with horn buttons. Hand wash cold.',
      color: 'Écru',
      size: 'S',
      link: shop.url(SHOP_PAGES.jsonLd),
    })
    expect(result.notices).toEqual([])
    // A processed upload (WebP sizes), claimable once by the form's save, like a picked photo.
    expect(result.photo?.photo).toMatchObject({ width: 900, height: 1200, widths: [320, 640] })
    expect(await claimUpload(stylist.id, result.photo!.id)).toEqual(result.photo!.photo)
  })

  test('Open Graph and microdata pages fill what they give', async () => {
    const og = await importPage(SHOP_PAGES.openGraph)
    expect(og.fields).toMatchObject({
      name: 'Harbour Trench Coat',
      brand: 'Northfield',
      price: '1250',
      priceCurrency: 'GBP',
      color: 'Stone',
    })
    expect(og.photo).not.toBeNull()
    const micro = await importPage(SHOP_PAGES.microdata)
    expect(micro.fields).toMatchObject({
      name: 'Alma Loafers',
      brand: 'Atelier Corvo',
      price: '345',
      priceCurrency: 'USD',
      color: 'Black',
    })
    expect(micro.photo).not.toBeNull()
  })

  test('a page with no product data fills the title and says so', async () => {
    const result = await importPage(SHOP_PAGES.noProduct)
    expect(result.fields).toEqual({
      name: 'Ten ways to wear a white shirt – The Style Journal',
      link: shop.url(SHOP_PAGES.noProduct),
    })
    expect(result.notices).toEqual([NO_PRODUCT_DATA])
    expect(result.photo).toBeNull()
  })

  test('three redirects are followed; the link saved is where they led', async () => {
    const result = await importPage(SHOP_PAGES.redirectChain)
    expect(result.fields.name).toBe('Gaspard Cardigan & Belt')
    expect(result.fields.link).toBe(shop.url(SHOP_PAGES.jsonLd))
  })

  test.each([
    [SHOP_PAGES.redirectLoop, LINK_MESSAGES.redirects],
    [SHOP_PAGES.notHtml, LINK_MESSAGES.notProduct],
    [SHOP_PAGES.missing, LINK_MESSAGES.httpError],
  ])('%s is refused: %s', async (path, message) => {
    await expect(importPage(path)).rejects.toThrow(message)
  })

  test('a shop that never finishes answering times out', async () => {
    await expect(
      safeFetch(shop.url(SHOP_PAGES.slow), {
        maxBytes: 1000,
        accept: '*/*',
        allowPrivate: true,
        timeoutMs: 300,
      }),
    ).rejects.toThrow(LINK_MESSAGES.timeout)
  })

  test('a page larger than the limit is refused', async () => {
    await expect(
      safeFetch(shop.url(SHOP_PAGES.jsonLd), { maxBytes: 100, accept: '*/*', allowPrivate: true }),
    ).rejects.toThrow(LINK_MESSAGES.tooLarge)
  })
})

describe('safe fetching refuses private addresses unless allowed (tests only)', () => {
  test.each([
    ['the fixture shop on 127.0.0.1', () => shop.url(SHOP_PAGES.jsonLd)],
    ['localhost by name', () => shop.url(SHOP_PAGES.jsonLd).replace('127.0.0.1', 'localhost')],
    ['IPv6 loopback', () => shop.url(SHOP_PAGES.jsonLd).replace('127.0.0.1', '[::1]')],
    ['IPv4-mapped IPv6 loopback', () => shop.url('/').replace('127.0.0.1', '[::ffff:127.0.0.1]')],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', () => 'http://192.168.1.1/'],
    ['the unspecified address', () => 'http://0.0.0.0/'],
  ])('%s', async (_what, url) => {
    await expect(importFromLink(stylist.id, url(), false)).rejects.toThrow(LINK_MESSAGES.refused)
  })

  test('every redirect is checked again: one to another loopback address is refused', async () => {
    const onlyTheShop = ['127.0.0.1']
    const first = await safeFetch(shop.url(SHOP_PAGES.jsonLd), {
      maxBytes: 100_000,
      accept: '*/*',
      allowPrivate: onlyTheShop,
    })
    expect(first.body.length).toBeGreaterThan(0)
    await expect(
      safeFetch(shop.url(SHOP_PAGES.redirectToIpv6Loopback), {
        maxBytes: 100_000,
        accept: '*/*',
        allowPrivate: onlyTheShop,
      }),
    ).rejects.toThrow(LINK_MESSAGES.refused)
  })

  test.each([
    'ftp://shop.example/x',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'not a link',
    'http://user:pw@shop.example/',
  ])('%s is not a link we fetch', async (url) => {
    await expect(importFromLink(stylist.id, url, false)).rejects.toThrow(LINK_MESSAGES.invalid)
  })
})
