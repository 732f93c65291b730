import { describe, expect, test } from 'vitest'

import type { Price } from '~/lib/money'

import { shoppingSummary } from './shopping-summary'
import type { FeedbackEntry } from './types'

const chf = (francs: number): Price => ({ amount: francs * 100, currency: 'CHF' })
const item = (id: string, price: Price | null, ownership: 'owned' | null = null) => ({
  id,
  price,
  ownership,
  link: 'https://shop.example/x',
  alternateOf: null,
  stock: null,
})
const entry = (id: string, change: Partial<FeedbackEntry>): FeedbackEntry => ({
  target: `item:${id}`,
  kind: 'item',
  id,
  name: id,
  photo: null,
  reaction: null,
  bought: false,
  updatedAt: new Date(),
  ...change,
})

describe('shoppingSummary', () => {
  const items = [
    item('coat', chf(1290)),
    item('belt', { amount: 16500, currency: 'EUR' }),
    item('scarf', chf(45)),
    item('jeans', chf(110)),
    item('tee', chf(45), 'owned'),
  ]

  test('counts what her Shopping list counts: per currency, without what she passed on', () => {
    expect(
      shoppingSummary(
        items,
        [entry('scarf', { bought: true }), entry('jeans', { reaction: 'no' })],
        chf(1500),
        'USD',
      ),
    ).toEqual({
      toBuy: [
        { amount: 129000, currency: 'CHF' },
        { amount: 16500, currency: 'EUR' },
      ],
      spent: [{ amount: 4500, currency: 'CHF' }],
      currency: 'CHF',
    })
  })

  test('is nothing for a capsule with nothing to buy; zero is in the studio’s currency', () => {
    expect(shoppingSummary([items[4]!], [], null, 'GBP')).toBeNull()
    expect(shoppingSummary([items[0]!], [entry('coat', { bought: true })], null, 'GBP')).toEqual({
      toBuy: [],
      spent: [{ amount: 129000, currency: 'CHF' }],
      currency: 'GBP',
    })
  })
})
