// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { ToastProvider } from '~/components/ui/toast'
import { splitAlternates } from '~/lib/alternates'
import type { Money } from '~/lib/money'
import type { StockReading } from '~/lib/stock'

import type { PublicItem } from '../types'
import { FeedbackProvider } from './feedback-context'
import { ItemsSection } from './items-section'

const eur = (amount: number): Money => ({ amount: amount * 100, currency: 'EUR' })
const reading = (status: StockReading['status'], price: Money | null = null): StockReading => ({
  status,
  price,
  checkedAt: '2026-11-28T09:00:00.000Z',
})

const piece = (
  id: string,
  name: string,
  fields: Partial<Pick<PublicItem, 'alternateOf' | 'stock' | 'price'>> = {},
): PublicItem => ({
  id,
  name,
  brand: null,
  category: null,
  color: null,
  size: null,
  fitNote: null,
  price: eur(100),
  photo: null,
  description: null,
  link: `https://shop.example/${id}`,
  toBuy: true,
  alternateOf: null,
  stock: null,
  ...fields,
})

function showGrid(items: PublicItem[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        canGiveFeedback: true,
        feedback: [],
        threads: [],
        mail: { hasAddress: false, off: false },
        studio: 'Atelier',
      }),
    ),
  )
  const { own, alternatesOf } = splitAlternates(items)
  render(
    <ToastProvider>
      <FeedbackProvider capsuleId="capsule-1" preview={false}>
        <ItemsSection pieces={own} alternatesOf={alternatesOf} onOpen={() => {}} />
      </FeedbackProvider>
    </ToastProvider>,
  )
  return screen.getByRole('region', { name: 'Items' })
}

/** The tiles' text as a person reads it. */
const tiles = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('listitem')
    .map((tile) => tile.textContent!.replace(/\s+/g, ' ').trim())

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the client’s grid with alternates', () => {
  test('shows pieces of their own only while nothing is sold out', () => {
    const grid = showGrid([
      piece('coat', 'Camel Coat'),
      piece('belt', 'Leather Belt'),
      piece('trench', 'Stone Trench', { alternateOf: 'coat' }),
    ])
    expect(tiles(grid)).toEqual(['Camel Coat€100', 'Leather Belt€100'])
  })

  test('a sold-out piece’s first alternate left stands in its place, said so; one alone is marked', () => {
    const grid = showGrid([
      piece('coat', 'Camel Coat', { stock: reading('sold_out') }),
      piece('belt', 'Leather Belt', { stock: reading('sold_out') }),
      piece('trench', 'Stone Trench', { alternateOf: 'coat', stock: reading('sold_out') }),
      piece('parka', 'Navy Parka', { alternateOf: 'coat' }),
    ])
    expect(tiles(grid)).toEqual([
      'Instead of Camel Coat — sold outNavy Parka€100',
      'Sold outLeather Belt€100',
    ])
  })

  test('a price drop is said in words beside the struck-through price', () => {
    const grid = showGrid([
      piece('coat', 'Camel Coat', { price: eur(390), stock: reading('in_stock', eur(290)) }),
    ])
    expect(tiles(grid)).toEqual(['Camel CoatPrice drop: was €390, now €290Price drop'])
    expect(within(grid).getByText('Price drop').getAttribute('aria-hidden')).toBe('true')
  })
})
