import { describe, expect, test } from 'vitest'

import type { Money, Price } from './money'
import { shoppingGroups } from './shopping-totals'
import type { StockReading } from './stock'

const piece = (id: string, price: Price | null) => ({ id, price })

const chf = (francs: number): Money => ({ amount: francs * 100, currency: 'CHF' })

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

describe('shoppingGroups with alternates', () => {
  type Listed = { id: string; price: Price; alternateOf: string | null; stock: StockReading | null }
  const checked = (status: StockReading['status']): StockReading => ({
    status,
    price: null,
    checkedAt: '2026-11-28T09:00:00Z',
  })
  const open = { bought: false, passed: false }
  // The coat has two alternates, the belt one; neither piece is sold out yet.
  const coat: Listed = {
    id: 'coat',
    price: chf(1000),
    alternateOf: null,
    stock: checked('in_stock'),
  }
  const trench: Listed = { id: 'trench', price: chf(400), alternateOf: 'coat', stock: null }
  const parka: Listed = { id: 'parka', price: chf(300), alternateOf: 'coat', stock: null }
  const belt: Listed = { id: 'belt', price: chf(100), alternateOf: null, stock: null }
  const cord: Listed = { id: 'cord', price: chf(20), alternateOf: 'belt', stock: null }
  const totalsOf = (
    items: Listed[],
    states: Record<string, Partial<{ bought: boolean; passed: boolean }>> = {},
  ) => shoppingGroups(items, (item) => ({ ...open, ...states[item.id] }), 'CHF')

  test('alternates are listed under their piece, never as pieces of their own', () => {
    const groups = totalsOf([coat, belt, trench, parka, cord])
    expect(groups.toBuy.map((item) => item.id)).toEqual(['coat', 'belt'])
    expect(groups.alternatesOf.get('coat')?.map((item) => item.id)).toEqual(['trench', 'parka'])
    expect(groups.alternatesOf.get('belt')?.map((item) => item.id)).toEqual(['cord'])
  })

  test('an alternate counts only once bought: To buy is the pieces, Spent adds the bought one', () => {
    expect(totalsOf([coat, belt, trench, parka, cord]).totals).toEqual({
      toBuy: [chf(1100)],
      spent: [],
      total: [chf(1100)],
    })
    expect(totalsOf([coat, belt, trench, parka, cord], { cord: { bought: true } }).totals).toEqual({
      toBuy: [chf(1100)],
      spent: [chf(20)],
      total: [chf(1120)],
    })
  })

  test('when a piece sells out, its first alternate not sold out counts in To buy instead', () => {
    const soldOut = { ...coat, stock: checked('sold_out') }
    const trenchGone = { ...trench, stock: checked('sold_out') }
    const groups = totalsOf([soldOut, belt, trenchGone, parka, cord])
    // The parka stands in (the trench sold out too): CHF 300 in place of the coat's 1,000.
    expect(groups.totals.toBuy).toEqual([chf(400)])
    expect(groups.toBuy.map((item) => item.id)).toEqual(['coat', 'belt'])
    // Bought before it sold out, the coat counts as spent and nothing stands in.
    expect(
      totalsOf([soldOut, belt, trenchGone, parka, cord], { coat: { bought: true } }).totals,
    ).toEqual({ toBuy: [chf(100)], spent: [chf(1000)], total: [chf(1100)] })
    // Sold out with no alternate left, it stays in To buy: nothing takes its place.
    expect(totalsOf([soldOut, belt, trenchGone]).totals.toBuy).toEqual([chf(1100)])
  })

  test('a piece whose price dropped at its shop counts at the price now', () => {
    const cheaper = { ...coat, stock: { ...checked('in_stock'), price: chf(750) } }
    expect(totalsOf([cheaper, belt]).totals.toBuy).toEqual([chf(850)])
    expect(totalsOf([cheaper, belt], { coat: { bought: true } }).totals.spent).toEqual([chf(750)])
    // A higher price, or one in another currency, is no drop: her price counts.
    const dearer = { ...coat, stock: { ...checked('in_stock'), price: chf(1200) } }
    const euros = {
      ...coat,
      stock: { ...checked('in_stock'), price: { amount: 100, currency: 'EUR' } },
    }
    expect(totalsOf([dearer, belt]).totals.toBuy).toEqual([chf(1100)])
    expect(totalsOf([euros, belt]).totals.toBuy).toEqual([chf(1100)])
  })
})
