import { describe, expect, test } from 'vitest'

import { ItemSchema, LINK_SCHEME_ERROR } from './schema'

describe('ItemSchema', () => {
  test('requires a name; every other field is optional', () => {
    expect(ItemSchema.safeParse({ name: '' }).success).toBe(false)
    expect(ItemSchema.parse({ name: 'Blazer', brand: '' })).toMatchObject({
      name: 'Blazer',
      price: { amount: null, currency: null, text: null },
      brand: null,
      link: null,
    })
  })

  test('keeps a fit note of up to 280 characters, trimmed; an empty one is none', () => {
    expect(ItemSchema.parse({ name: 'Coat', fitNote: '  runs small — size up ' }).fitNote).toBe(
      'runs small — size up',
    )
    expect(ItemSchema.parse({ name: 'Coat', fitNote: 'a'.repeat(280) }).fitNote).toHaveLength(280)
    expect(ItemSchema.parse({ name: 'Coat', fitNote: '' }).fitNote).toBeNull()
  })

  test('reads the price as an amount in its currency: the one it names, else the form’s', () => {
    const price = (fields: Record<string, string>) =>
      ItemSchema.parse({ name: 'Belt', ...fields }).price
    expect(price({ price: '€165', priceCurrency: 'CHF' })).toEqual({
      amount: 16500,
      currency: 'EUR',
      text: null,
    })
    expect(price({ price: '1,290.50', priceCurrency: 'chf' })).toEqual({
      amount: 129050,
      currency: 'CHF',
      text: null,
    })
    // Not an amount: kept as typed, out of totals.
    expect(price({ price: 'about $120', priceCurrency: 'USD' })).toEqual({
      amount: null,
      currency: null,
      text: 'about $120',
    })
  })

  test.each([
    [{ price: '-20', priceCurrency: 'EUR' }, 'price', 'An amount cannot be negative.'],
    [
      { price: '99999999', priceCurrency: 'EUR' },
      'price',
      'That is more than 10,000,000: check the amount.',
    ],
    [{ price: '¥1500.5', priceCurrency: 'EUR' }, 'price', 'JPY amounts have no decimals.'],
    [{ price: '165' }, 'price', 'Choose a currency.'],
    [{ price: '165', priceCurrency: 'EURO' }, 'priceCurrency', 'Choose a currency from the list.'],
    [{ price: '165', priceCurrency: 'XYZ' }, 'priceCurrency', 'Choose a currency from the list.'],
    [{ price: '1'.repeat(41), priceCurrency: 'EUR' }, 'price', 'Use at most 40 characters.'],
    [{ fitNote: 'a'.repeat(281) }, 'fitNote', 'Use at most 280 characters.'],
  ])('refuses %j next to its field', (fields, path, message) => {
    const result = ItemSchema.safeParse({ name: 'Belt', ...fields })
    expect(result.error?.issues[0]).toMatchObject({ path: [path], message })
  })

  test.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://shop.example/x', 'not a url'])(
    'refuses the shopping link %s',
    (link) => {
      const result = ItemSchema.safeParse({ name: 'Blazer', link })
      expect(result.error?.issues[0]).toMatchObject({ path: ['link'], message: LINK_SCHEME_ERROR })
    },
  )

  test('accepts http and https shopping links', () => {
    expect(ItemSchema.parse({ name: 'Blazer', link: 'https://shop.example/blazer' }).link).toBe(
      'https://shop.example/blazer',
    )
    expect(ItemSchema.parse({ name: 'Blazer', link: 'http://shop.example' }).link).toBe(
      'http://shop.example',
    )
  })

  test('takes a shopping link typed without https://', () => {
    expect(ItemSchema.parse({ name: 'Blazer', link: 'www.shop.example/blazer' }).link).toBe(
      'https://www.shop.example/blazer',
    )
  })
})
