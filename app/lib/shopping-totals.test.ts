import { describe, expect, test } from 'vitest'

import type { Price } from './money'
import { shoppingGroups } from './shopping-totals'

const piece = (id: string, price: Price | null) => ({ id, price })

const chf = (francs: number): Price => ({ amount: francs * 100, currency: 'CHF' })

describe('shoppingGroups', () => {
  const items = [
    piece('coat', chf(1290)),
    piece('belt', { amount: 16500, currency: 'EUR' }),
    piece('scarf', chf(45)),
    piece('jeans', chf(110)),
    piece('flats', { text: 'on request' }),
    piece('tee', null),
  ]
  const states: Record<string, { bought: boolean; passed: boolean }> = {
    scarf: { bought: true, passed: false },
    jeans: { bought: false, passed: true },
  }
  const groups = shoppingGroups(
    items,
    (item) => states[item.id] ?? { bought: false, passed: false },
    'CHF',
  )

  test('puts the pieces she passed on apart, out of every total', () => {
    expect(groups.toBuy.map((item) => item.id)).toEqual(['coat', 'belt', 'flats', 'tee'])
    expect(groups.bought.map((item) => item.id)).toEqual(['scarf'])
    expect(groups.passedOn.map((item) => item.id)).toEqual(['jeans'])
  })

  test('adds up per currency, the studio’s first', () => {
    expect(groups.totals).toEqual({
      toBuy: [
        { amount: 129000, currency: 'CHF' },
        { amount: 16500, currency: 'EUR' },
      ],
      spent: [{ amount: 4500, currency: 'CHF' }],
      total: [
        { amount: 133500, currency: 'CHF' },
        { amount: 16500, currency: 'EUR' },
      ],
    })
  })

  test('says which prices it could not count', () => {
    expect(groups.notCounted).toEqual(['on request'])
    expect(groups.unpriced).toBe(1)
  })

  test('a piece bought after she passed on it counts as bought', () => {
    const bought = shoppingGroups(items, () => ({ bought: true, passed: true }), 'CHF')
    expect(bought.passedOn).toEqual([])
    expect(bought.totals.toBuy).toEqual([])
  })
})
