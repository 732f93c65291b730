import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

import { extractProduct, productPrice } from './extract-product'

const ORIGIN = 'https://shop.example'
function fixture(name: string): string {
  return readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/shops', name), 'utf8')
    .replaceAll('{{origin}}', ORIGIN)
    .replaceAll('{{host}}', 'shop.example')
}
const page = new URL(`${ORIGIN}/products/x`)

describe('extractProduct on the shop fixtures', () => {
  test('JSON-LD Product: offers list, brand object, image list, before Open Graph', () => {
    expect(extractProduct(fixture('jsonld-product.html'), page)).toEqual({
      name: 'Gaspard Cardigan & Belt',
      brand: 'Maison Sauvage',
      price: '165.00',
      currency: 'EUR',
      description: 'A chunky cardigan in undyed wool, with horn buttons. Hand wash cold.',
      color: 'Écru',
      size: 'S',
      image: `${ORIGIN}/images/gaspard-front.jpg`,
      availability: 'https://schema.org/InStock',
      source: 'json-ld',
    })
  })

  test('Open Graph and product: meta tags only', () => {
    expect(extractProduct(fixture('opengraph-product.html'), page)).toEqual({
      name: 'Harbour Trench Coat',
      brand: 'Northfield',
      price: '1,250.00',
      currency: 'GBP',
      description: 'Water-repellent cotton gabardine trench with a storm flap & throat latch.',
      color: 'Stone',
      size: null,
      image: `${ORIGIN}/images/harbour-trench.jpg`,
      availability: 'in stock',
      source: 'open-graph',
    })
  })

  test('microdata only: nested brand and offer, text and content values', () => {
    expect(extractProduct(fixture('microdata-product.html'), page)).toEqual({
      name: 'Alma Loafers',
      brand: 'Atelier Corvo',
      price: '345.00',
      currency: 'USD',
      description: 'Hand-stitched loafers in smooth calf leather. Made in Italy.',
      color: 'Black',
      size: null,
      image: `${ORIGIN}/images/alma-loafers.jpg`,
      availability: 'https://schema.org/InStock',
      source: 'microdata',
    })
  })

  test('a page with no product data gives its title only', () => {
    expect(extractProduct(fixture('no-product.html'), page)).toEqual({
      name: 'Ten ways to wear a white shirt – The Style Journal',
      brand: null,
      price: null,
      currency: null,
      description: null,
      color: null,
      size: null,
      image: null,
      availability: null,
      source: null,
    })
  })
})

describe('extractProduct on other shapes', () => {
  const jsonLd = (product: object) =>
    `<script type="application/ld+json">${JSON.stringify(product)}</script>`

  test('brand as text, image as a string, one offer object, an AggregateOffer', () => {
    const html = jsonLd({
      '@type': ['Product', 'Thing'],
      name: 'Tee',
      brand: 'COS',
      image: '/tee.jpg',
      offers: { '@type': 'AggregateOffer', lowPrice: 35, priceCurrency: 'EUR' },
    })
    expect(extractProduct(html, page)).toMatchObject({
      name: 'Tee',
      brand: 'COS',
      image: `${ORIGIN}/tee.jpg`,
      price: '35',
      currency: 'EUR',
    })
  })

  test('image as an object, price in a priceSpecification, broken JSON blocks skipped', () => {
    const html =
      '<script type="application/ld+json">{ not json</script>' +
      jsonLd({
        '@type': 'Product',
        name: 'Bag',
        image: { '@type': 'ImageObject', contentUrl: 'https://cdn.example/bag.jpg' },
        offers: { priceSpecification: { price: '80', priceCurrency: 'usd' } },
      })
    expect(extractProduct(html, page)).toMatchObject({
      image: 'https://cdn.example/bag.jpg',
      price: '80',
      currency: 'USD',
    })
  })

  test('offers per size: available when one of them is, the first price', () => {
    const offer = (availability: string, price: number) => ({ price, availability })
    const product = (offers: object[]) => jsonLd({ '@type': 'Product', name: 'Dress', offers })
    const sizes = [
      offer('https://schema.org/OutOfStock', 90),
      offer('https://schema.org/InStock', 95),
    ]
    expect(extractProduct(product(sizes), page)).toMatchObject({
      price: '90',
      availability: 'https://schema.org/InStock',
    })
    expect(
      extractProduct(product([offer('OutOfStock', 90), offer('SoldOut', 90)]), page),
    ).toMatchObject({
      availability: 'OutOfStock',
    })
  })

  test('a javascript: image is dropped', () => {
    const html = jsonLd({ '@type': 'Product', name: 'X', image: 'javascript:alert(1)' })
    expect(extractProduct(html, page).image).toBeNull()
  })
})

describe('productPrice', () => {
  test.each([
    ['165.00', 'EUR', { amount: '165', currency: 'EUR' }],
    ['120.5', 'USD', { amount: '120.50', currency: 'USD' }],
    ['1,250.00', 'GBP', { amount: '1250', currency: 'GBP' }],
    ['1.250,00', 'EUR', { amount: '1250', currency: 'EUR' }],
    ['240', 'CHF', { amount: '240', currency: 'CHF' }],
    ['1500', 'JPY', { amount: '1500', currency: 'JPY' }],
    ['€165', null, { amount: '165', currency: 'EUR' }],
    ['99', null, { amount: '99', currency: null }],
    ['99', 'XX', { amount: '99', currency: null }],
    ['from 99', 'EUR', { amount: 'from 99', currency: null }],
    [null, 'EUR', null],
  ])('%s %s → %j', (amount, currency, expected) => {
    expect(productPrice(amount, currency)).toEqual(expected)
  })
})
