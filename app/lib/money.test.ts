import { describe, expect, test } from 'vitest'

import {
  amountText,
  formatMoney,
  formatTotals,
  maxAmount,
  minorDigits,
  readMoney,
  totalsByCurrency,
} from './money'

describe('readMoney', () => {
  test.each([
    ['€165', 'CHF', 16500, 'EUR'],
    ['165 EUR', 'CHF', 16500, 'EUR'],
    ['165 eur', 'CHF', 16500, 'EUR'],
    ['CHF 1,500', 'USD', 150000, 'CHF'],
    ['CHF1500', 'USD', 150000, 'CHF'],
    ['1.500,00 €', 'USD', 150000, 'EUR'],
    ['1 500,50 €', 'USD', 150050, 'EUR'],
    ['1\u202f500,50\u00a0€', 'USD', 150050, 'EUR'],
    ['$1,290', 'EUR', 129000, 'USD'],
    ['$1,290', 'CAD', 129000, 'CAD'],
    ['US$ 40', 'CAD', 4000, 'USD'],
    ['$75.50', 'USD', 7550, 'USD'],
    ['$75.5', 'USD', 7550, 'USD'],
    ['165', 'CHF', 16500, 'CHF'],
    ['165', 'JPY', 165, 'JPY'],
    ['¥1,500', 'USD', 1500, 'JPY'],
    ['¥1,500', 'CNY', 150000, 'CNY'],
    ['1’500.–', 'CHF', 150000, 'CHF'],
    ["Fr. 1'500.50", 'EUR', 150050, 'CHF'],
    ['£85', 'USD', 8500, 'GBP'],
    ['BHD 1.250', 'USD', 1250000, 'BHD'],
    ['0', 'CHF', 0, 'CHF'],
    ['  € 12  ', 'USD', 1200, 'EUR'],
    ['$1,290,000.5', 'USD', 129000050, 'USD'],
  ])('reads %j (default %s) as %i %s', (text, fallback, amount, currency) => {
    expect(readMoney(text, fallback)).toEqual({ ok: true, money: { amount, currency } })
  })

  test.each(['', '   ', null, undefined])('reads %j as nothing', (text) => {
    expect(readMoney(text, 'CHF')).toBeNull()
  })

  test.each([
    'on request',
    '$80–120',
    '100-150',
    'from €100',
    '$ $',
    '12,34,56',
    '1.500.50',
    '$12 EUR',
    '165 XYZ',
    '165 abc',
    'about 165',
    '-20%',
    '(165)',
  ])('keeps %j as typed (not an amount)', (text) => {
    expect(readMoney(text, 'CHF')).toMatchObject({ ok: false, reason: 'unreadable' })
  })

  test.each(['-5', '−5 €', 'CHF -165', '€-12', '- 12 EUR'])('refuses the negative %j', (text) => {
    expect(readMoney(text, 'CHF')).toEqual({
      ok: false,
      reason: 'negative',
      message: 'An amount cannot be negative.',
    })
  })

  test('refuses an absurd amount, in any currency', () => {
    const message = 'That is more than 10,000,000: check the amount.'
    expect(readMoney('CHF 10,000,001', 'CHF')).toMatchObject({ reason: 'too-large', message })
    expect(readMoney('99999999999999999999', 'JPY')).toMatchObject({ reason: 'too-large' })
    expect(readMoney('10,000,000.00', 'CHF')).toEqual({
      ok: true,
      money: { amount: maxAmount('CHF'), currency: 'CHF' },
    })
  })

  test('refuses decimals a currency does not have', () => {
    expect(readMoney('¥1500.5', 'USD')).toMatchObject({
      reason: 'decimals',
      message: 'JPY amounts have no decimals.',
    })
    expect(readMoney('€1.255', 'USD')).toEqual({
      ok: true,
      money: { amount: 125500, currency: 'EUR' },
    })
    expect(readMoney('€1.2550', 'USD')).toMatchObject({
      message: 'EUR amounts have at most 2 decimals.',
    })
  })
})

describe('minorDigits', () => {
  test.each([
    ['JPY', 0],
    ['CHF', 2],
    ['EUR', 2],
    ['BHD', 3],
  ])('%s has %i', (currency, digits) => {
    expect(minorDigits(currency)).toBe(digits)
  })
})

describe('formatMoney', () => {
  test('shows decimals only when there are some, in the viewer’s locale', () => {
    expect(formatMoney({ amount: 133500, currency: 'CHF' })).toBe('CHF\u00a01,335')
    expect(formatMoney({ amount: 16550, currency: 'EUR' })).toBe('€165.50')
    expect(formatMoney({ amount: 1500, currency: 'JPY' })).toBe('¥1,500')
    expect(formatMoney({ amount: 150000, currency: 'EUR' }, 'de-DE')).toBe('1.500\u00a0€')
    expect(formatMoney({ amount: 0, currency: 'CHF' })).toBe('CHF\u00a00')
  })

  test('reads back what it writes', () => {
    for (const money of [
      { amount: 133500, currency: 'CHF' },
      { amount: 16550, currency: 'EUR' },
      { amount: 1500, currency: 'JPY' },
    ]) {
      expect(readMoney(formatMoney(money), 'USD')).toEqual({ ok: true, money })
      expect(readMoney(amountText(money), money.currency)).toEqual({ ok: true, money })
    }
  })
})

describe('amountText', () => {
  test('is what an amount input shows', () => {
    expect(amountText({ amount: 150000, currency: 'CHF' })).toBe('1500')
    expect(amountText({ amount: 16550, currency: 'EUR' })).toBe('165.50')
    expect(amountText({ amount: 1500, currency: 'JPY' })).toBe('1500')
  })
})

describe('totals', () => {
  test('adds up per currency, the studio’s first', () => {
    const totals = totalsByCurrency(
      [
        { amount: 16500, currency: 'EUR' },
        { amount: 100000, currency: 'CHF' },
        { amount: 33500, currency: 'CHF' },
      ],
      'CHF',
    )
    expect(totals).toEqual([
      { amount: 133500, currency: 'CHF' },
      { amount: 16500, currency: 'EUR' },
    ])
    expect(formatTotals(totals, 'CHF')).toBe('CHF\u00a01,335 · €165')
  })

  test('zero keeps its currency', () => {
    expect(totalsByCurrency([], 'CHF')).toEqual([])
    expect(formatTotals([], 'CHF')).toBe('CHF\u00a00')
  })
})
