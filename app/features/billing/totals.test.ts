import { describe, expect, test } from 'vitest'

import { formatInvoiceNumber, numberFormatProblem } from './invoice-number'
import { invoiceTotals, lineAmount } from './totals'

const vat = { name: 'VAT', basisPoints: 810 }
const line = (quantity: number, unitPrice: number, tax: typeof vat | null = vat) => ({
  description: 'x',
  quantity,
  unitPrice,
  tax,
  amount: lineAmount(quantity, unitPrice),
})

describe('invoice totals', () => {
  test('a line is quantity × unit price, rounded to a minor unit', () => {
    expect(lineAmount(150, 12_000)).toBe(18_000)
    expect(lineAmount(33, 1_001)).toBe(330)
  })

  test('tax added on top is computed once per rate, on the sum of its lines', () => {
    const totals = invoiceTotals(
      [line(100, 17_950), line(100, 17_950), line(100, 5_000, null)],
      false,
    )
    expect(totals.subtotal).toBe(40_900)
    expect(totals.taxes).toEqual([{ name: 'VAT', basisPoints: 810, base: 35_900, amount: 2_908 }])
    expect(totals.total).toBe(43_808)
  })

  test('tax included in prices is taken out of them: the total is what the lines say', () => {
    const totals = invoiceTotals([line(100, 35_900)], true)
    expect(totals.total).toBe(35_900)
    expect(totals.taxTotal).toBe(2_690)
    expect(totals.subtotal).toBe(33_210)
    expect(totals.taxes[0]?.base).toBe(33_210)
  })

  test('several rates are listed apart; no lines add up to zero', () => {
    const reduced = { name: 'VAT reduced', basisPoints: 260 }
    expect(
      invoiceTotals([line(100, 10_000), line(100, 10_000, reduced)], false).taxes,
    ).toHaveLength(2)
    expect(invoiceTotals([], false)).toEqual({ subtotal: 0, taxes: [], taxTotal: 0, total: 0 })
  })
})

describe('invoice numbers', () => {
  test('the number is padded, the year filled in', () => {
    expect(formatInvoiceNumber('INV-{YYYY}-{NNNN}', 42, 2026)).toBe('INV-2026-0042')
    expect(formatInvoiceNumber('{YY}/{NNN}', 12_345, 2026)).toBe('26/12345')
  })

  test('a format needs the number exactly once and no stray braces', () => {
    expect(numberFormatProblem('INV-{YYYY}-{NNNN}')).toBeNull()
    expect(numberFormatProblem('INV-{YYYY}')).toMatch(/once/)
    expect(numberFormatProblem('{NN}-{NNN}')).toMatch(/once/)
    expect(numberFormatProblem('{NNN}-{X}')).toMatch(/Use letters/)
    expect(numberFormatProblem('<b>{NNN}</b>')).toMatch(/Use letters/)
    expect(numberFormatProblem(`${'A'.repeat(40)}{NN}`)).toMatch(/at most 30/)
  })
})
