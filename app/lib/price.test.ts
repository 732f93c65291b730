import { describe, expect, test } from 'vitest'
import { formatPrice, parsePrice, totalPrices } from './price'

describe('parsePrice', () => {
  test.each([
    ['$1,290', { cents: 129000, currency: 'USD' }],
    ['£85', { cents: 8500, currency: 'GBP' }],
    ['120 EUR', { cents: 12000, currency: 'EUR' }],
    ['$75.50', { cents: 7550, currency: 'USD' }],
    ['€45', { cents: 4500, currency: 'EUR' }],
    ['1.290,50 €', { cents: 129050, currency: 'EUR' }],
    ['USD 40', { cents: 4000, currency: 'USD' }],
    ['  $ 12  ', { cents: 1200, currency: 'USD' }],
    ['80', { cents: 8000, currency: '' }],
    ['£1,29', { cents: 129, currency: 'GBP' }],
    ['120 eur', { cents: 12000, currency: 'EUR' }],
    ['$1,290,000.5', { cents: 129000050, currency: 'USD' }],
  ])('reads %j', (text, expected) => {
    expect(parsePrice(text)).toEqual(expected)
  })

  test.each([
    null,
    '',
    'on request',
    '$80–120',
    '$ $',
    '$1,2345',
    '12,34,56',
    '$12 EUR',
    'about 40',
    '99999999999999999999',
  ])('leaves %j unread', (text) => {
    expect(parsePrice(text)).toBeNull()
  })
})

describe('totalPrices', () => {
  test('adds what it can read and counts what it cannot', () => {
    expect(totalPrices(['$1,290', '$75.50', 'on request', null])).toEqual({
      cents: 136550,
      currency: 'USD',
      mixed: false,
      unreadable: 2,
    })
  })

  test('says when the currencies differ', () => {
    expect(totalPrices(['£85', '120 EUR']).mixed).toBe(true)
  })

  test('a bare number joins the currency of the others', () => {
    expect(totalPrices(['80', '$20'])).toMatchObject({
      cents: 10000,
      currency: 'USD',
      mixed: false,
    })
  })
})

describe('formatPrice', () => {
  test('writes amounts the way the prices are written', () => {
    expect(formatPrice(129000, 'USD')).toBe('$1,290')
    expect(formatPrice(7550, 'GBP')).toBe('£75.50')
    expect(formatPrice(12000, 'CHF')).toBe('120 CHF')
    expect(formatPrice(500, '')).toBe('5')
  })
})
