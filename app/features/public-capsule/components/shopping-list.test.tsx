// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { ToastProvider } from '~/components/ui/toast'
import type { Feedback } from '~/lib/feedback'
import type { Price } from '~/lib/money'

import type { PublicItem } from '../types'
import { FeedbackProvider } from './feedback-context'
import { ShoppingList } from './shopping-list'

/** What /capsule/{id}/feedback brings beside the feedback: no conversation yet. */
const NO_CONVERSATION = { threads: [], mail: { hasAddress: false, off: false }, studio: 'Atelier' }

const piece = (
  id: string,
  name: string,
  price: Price | null,
  fit: Pick<PublicItem, 'size' | 'fitNote'> = { size: null, fitNote: null },
): PublicItem => ({
  id,
  name,
  brand: null,
  category: null,
  color: null,
  price,
  photo: null,
  description: null,
  link: `https://shop.example/${id}`,
  ...fit,
  toBuy: true,
  alternateOf: null,
  stock: null,
})
const chf = (francs: number): Price => ({ amount: francs * 100, currency: 'CHF' })

// The case: a CHF 1,500 budget, pieces in CHF, one at €165 from a euro shop, one she
// bought, one she passed on, one "on request".
const ITEMS = [
  piece('coat', 'Camel Coat', chf(1290), { size: 'M', fitNote: 'runs small — size up' }),
  piece('belt', 'Leather Belt', { amount: 16500, currency: 'EUR' }),
  piece('scarf', 'Silk Scarf', chf(45)),
  piece('jeans', 'Straight Jeans', chf(110)),
  piece('flats', 'Ballet Flats', { text: 'on request' }),
]

const given = (id: string, change: Partial<Feedback>): Feedback => ({
  target: `item:${id}`,
  reaction: null,
  bought: false,
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...change,
})

/** The capsule's feedback endpoint: what she gave earlier, then each save echoed back. */
function feedbackEndpoint(feedback: Feedback[]) {
  return vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method !== 'POST')
      return Response.json({ ...NO_CONVERSATION, canGiveFeedback: true, feedback })
    const form = new URLSearchParams(init.body as URLSearchParams)
    const id = form.get('target')!.slice('item:'.length)
    return Response.json({ feedback: given(id, { bought: form.get('bought') === 'true' }) })
  })
}

async function showList(
  feedback: Feedback[],
  budget: Price | null = chf(1500),
  items: PublicItem[] = ITEMS,
) {
  vi.stubGlobal('fetch', feedbackEndpoint(feedback))
  render(
    <ToastProvider>
      <FeedbackProvider capsuleId="capsule-1" preview={false}>
        <ShoppingList items={items} budget={budget} currency="USD" disclosure={null} />
      </FeedbackProvider>
    </ToastProvider>,
  )
  const list = screen.getByRole('region', { name: 'Shopping list' })
  // What she gave earlier arrives after the page: wait until the bought pieces are ticked.
  if (feedback.some((entry) => entry.bought)) {
    await within(list).findAllByRole('checkbox', { checked: true })
  }
  return list
}

/** The text as a person reads it (Intl puts a no-break space after "CHF"). */
const read = (element: HTMLElement) => element.textContent!.replace(/\s+/g, ' ').trim()
const figure = (list: HTMLElement, label: string) =>
  read(within(list).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the Shopping list', () => {
  test('gives totals per currency, never "mixed currencies", and lists what she passed on apart', async () => {
    const list = await showList([
      given('scarf', { bought: true }),
      given('jeans', { reaction: 'no' }),
    ])
    expect(read(within(list).getByText(/^To buy/, { selector: 'p' }))).toBe(
      'To buy CHF 1,290 · €165',
    )
    expect(figure(list, 'Budget')).toBe('CHF 1,500')
    expect(figure(list, 'Total')).toBe('CHF 1,335 · €165')
    expect(figure(list, 'Spent')).toBe('CHF 45')
    // Her budget less what she spent in its currency, and what is left to buy: two figures.
    expect(figure(list, 'Left of your budget')).toBe('CHF 1,455')
    expect(figure(list, 'Still to buy')).toBe('CHF 1,290 · €165')
    expect(list.textContent).not.toMatch(/mixed/i)
    expect(within(list).getByText('1 price not counted: on request.')).toBeTruthy()

    const passed = within(list).getByRole('list', { name: 'You passed on' })
    expect(read(passed)).toContain('Straight Jeans')
    const toBuy = within(list).getByRole('list', { name: 'To buy' })
    expect(read(toBuy)).not.toContain('Straight Jeans')
    expect(read(within(list).getByRole('list', { name: 'Bought' }))).toContain('Silk Scarf')
  })

  test('shows her size and its fit note where she buys the piece', async () => {
    const list = await showList([])
    const toBuy = within(list).getByRole('list', { name: 'To buy' })
    const coat = within(toBuy).getByText('Camel Coat').closest('li')!
    expect(read(coat)).toContain('Size M · runs small — size up')
    const belt = within(toBuy).getByText('Leather Belt').closest('li')!
    expect(read(belt)).not.toContain('Size')
  })

  test('zero keeps its currency once everything is bought', async () => {
    const list = await showList([
      given('coat', { bought: true }),
      given('scarf', { bought: true }),
      given('flats', { bought: true }),
      given('jeans', { reaction: 'no' }),
    ])
    const belt = within(list).getByRole('checkbox', { name: 'Bought Leather Belt' })
    await act(async () => belt.click())
    expect(read(within(list).getByText(/^To buy/, { selector: 'p' }))).toBe('To buy CHF 0')
    expect(figure(list, 'Still to buy')).toBe('CHF 0')
    expect(figure(list, 'Spent')).toBe('CHF 1,335 · €165')
    expect(figure(list, 'Left of your budget')).toBe('CHF 165')
    expect(within(list).getByText('Everything on your list is bought.')).toBeTruthy()
  })

  test('past her budget, it says by how much', async () => {
    const list = await showList(
      [given('coat', { bought: true }), given('scarf', { bought: true })],
      chf(1000),
    )
    expect(figure(list, 'Left of your budget')).toBe('CHF 335 over')
  })

  test('without a budget, zero is in the studio’s currency', async () => {
    const list = await showList(
      ITEMS.map((item) => given(item.id, { bought: true })),
      null,
    )
    expect(read(within(list).getByText(/^To buy/, { selector: 'p' }))).toBe('To buy $0')
    expect(within(list).queryByText('Budget', { selector: 'dt' })).toBeNull()
    expect(within(list).queryByText('Left of your budget', { selector: 'dt' })).toBeNull()
  })
})

describe('alternates on the Shopping list', () => {
  const soldOut = {
    status: 'sold_out' as const,
    price: null,
    checkedAt: '2026-11-28T09:00:00.000Z',
  }
  const coat = { ...piece('coat', 'Camel Coat', chf(1290)), stock: soldOut }
  const trench = { ...piece('trench', 'Stone Trench', chf(400)), alternateOf: 'coat' }
  const parka = {
    ...piece('parka', 'Navy Parka', chf(300)),
    alternateOf: 'coat',
    // Cheaper at the shop now than when she added it.
    stock: {
      status: 'in_stock' as const,
      price: { amount: 25000, currency: 'CHF' },
      checkedAt: soldOut.checkedAt,
    },
  }

  test('each alternate is under its piece with its own Bought; a stand-in counts in its place', async () => {
    const list = await showList([], null, [coat, trench, parka])
    const toBuy = within(list).getByRole('list', { name: 'To buy' })
    expect(read(within(toBuy).getAllByRole('listitem')[0]!)).toMatch(/^Camel Coat ?Sold out/)
    const alternates = within(list).getByRole('list', { name: 'Alternates of Camel Coat' })
    expect(read(alternates)).toContain('Instead of Camel Coat — sold out')
    expect(read(alternates)).toContain('Navy Parka')
    expect(within(alternates).getByRole('checkbox', { name: 'Bought Navy Parka' })).toBeTruthy()
    // The trench stands in for the sold-out coat: CHF 400 to buy, not the coat's 1,290.
    expect(read(within(list).getByText(/^To buy/, { selector: 'p' }))).toBe('To buy CHF 400')
    expect(read(alternates)).toContain('Price drop: was CHF 300, now CHF 250')
  })

  test('a bought alternate counts as spent, the others not at all', async () => {
    const list = await showList([given('parka', { bought: true })], null, [
      { ...coat, stock: null },
      trench,
      parka,
    ])
    // At the shop's price now (its price dropped from 300).
    expect(figure(list, 'Spent')).toBe('CHF 250')
    expect(figure(list, 'Still to buy')).toBe('CHF 1,290')
  })
})
