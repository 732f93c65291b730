import { describe, expect, test } from 'vitest'

import { EMPTY } from '~/features/link-import/product-data'

import { readStock, stockStatusOf } from './read-stock'

describe('a page’s availability', () => {
  test.each([
    ['https://schema.org/InStock', 'in_stock'],
    ['http://schema.org/OnlineOnly', 'in_stock'],
    ['InStock', 'in_stock'],
    ['in stock', 'in_stock'],
    ['https://schema.org/LimitedAvailability', 'low_stock'],
    ['https://schema.org/OutOfStock', 'sold_out'],
    ['schema:SoldOut', 'sold_out'],
    ['https://schema.org/Discontinued', 'sold_out'],
    ['out of stock', 'sold_out'],
    ['OOS', 'sold_out'],
    ['https://schema.org/PreOrder', 'unknown'],
    ['soon', 'unknown'],
    [null, 'unknown'],
  ] as const)('%s reads as %s', (availability, status) => {
    expect(stockStatusOf(availability)).toBe(status)
  })
})

describe('a page’s stock and price', () => {
  test('a machine-written price in its currency, in minor units', () => {
    const product = { ...EMPTY, source: 'json-ld' as const, price: '89.00', currency: 'EUR' }
    expect(readStock({ ...product, availability: 'https://schema.org/InStock' })).toEqual({
      status: 'in_stock',
      price: { amount: 8900, currency: 'EUR' },
    })
  })

  test('no price without a currency, none for a price that does not read', () => {
    const product = { ...EMPTY, source: 'open-graph' as const }
    expect(readStock({ ...product, price: '89' }).price).toBeNull()
    expect(readStock({ ...product, price: 'from 80', currency: 'EUR' }).price).toBeNull()
    expect(readStock({ ...product, price: '1,250.00', currency: 'GBP' }).price).toEqual({
      amount: 125000,
      currency: 'GBP',
    })
  })
})
