import { describe, expect, test } from 'vitest'

import { priceDrop, standIn, type StockReading, stockSummaryLine, withStandIns } from './stock'

const at = '2026-11-28T06:00:00.000Z'
const reading = (status: StockReading['status'], price: StockReading['price'] = null) => ({
  status,
  price,
  checkedAt: at,
})

describe('a price drop', () => {
  test('is the price now when it is below her price, in the same currency', () => {
    const now = { amount: 8900, currency: 'EUR' }
    expect(priceDrop({ amount: 12000, currency: 'EUR' }, reading('in_stock', now))).toEqual(now)
  })

  test('is none for the same or a higher price, another currency, a typed price or no reading', () => {
    const price = { amount: 12000, currency: 'EUR' }
    expect(priceDrop(price, reading('in_stock', { amount: 12000, currency: 'EUR' }))).toBeNull()
    expect(priceDrop(price, reading('in_stock', { amount: 13000, currency: 'EUR' }))).toBeNull()
    expect(priceDrop(price, reading('in_stock', { amount: 100, currency: 'USD' }))).toBeNull()
    expect(priceDrop({ text: 'on request' }, reading('in_stock', price))).toBeNull()
    expect(priceDrop(price, reading('unknown'))).toBeNull()
    expect(priceDrop(price, null)).toBeNull()
    expect(priceDrop(null, reading('in_stock', price))).toBeNull()
  })
})

describe('the piece that stands in for a sold-out one', () => {
  const piece = (id: string, stock: StockReading | null) => ({ id, stock })

  test('is its first alternate that is not sold out; one never checked counts as there', () => {
    const alternates = [
      piece('a', reading('sold_out')),
      piece('b', null),
      piece('c', reading('in_stock')),
    ]
    expect(standIn(piece('main', reading('sold_out')), alternates)?.id).toBe('b')
  })

  test('is none while the piece is not sold out, or when every alternate is', () => {
    const alternates = [piece('a', reading('in_stock'))]
    expect(standIn(piece('main', reading('low_stock')), alternates)).toBeNull()
    expect(standIn(piece('main', null), alternates)).toBeNull()
    expect(
      standIn(piece('main', reading('sold_out')), [piece('a', reading('sold_out'))]),
    ).toBeNull()
    expect(standIn(piece('main', reading('sold_out')), [])).toBeNull()
  })
})

describe('pieces as her client sees them (an outfit, a cheat sheet, the Items tab)', () => {
  const piece = (id: string, stock: StockReading | null) => ({ id, stock })

  test('a sold-out piece’s alternate stands in its place; one with none left stays, marked', () => {
    const blazer = piece('blazer', reading('sold_out'))
    const linen = piece('linen', reading('in_stock'))
    const boots = piece('boots', reading('sold_out'))
    const tee = piece('tee', null)
    const alternatesOf = new Map([['blazer', [linen]]])
    expect(withStandIns([blazer, boots, tee], alternatesOf)).toEqual([
      { item: linen, insteadOf: blazer },
      { item: boots, insteadOf: null },
      { item: tee, insteadOf: null },
    ])
  })
})

describe('a capsule card’s stock line', () => {
  test('names what there is of sold-out pieces and price drops', () => {
    expect(stockSummaryLine({ soldOut: 2, priceDrops: 1 })).toBe('2 sold out · 1 price drop')
    expect(stockSummaryLine({ soldOut: 0, priceDrops: 3 })).toBe('3 price drops')
    expect(stockSummaryLine({ soldOut: 1, priceDrops: 0 })).toBe('1 sold out')
    expect(stockSummaryLine({ soldOut: 0, priceDrops: 0 })).toBeNull()
  })
})
