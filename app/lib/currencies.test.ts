import { expect, test } from 'vitest'

import { CURRENCY_CODES } from './currencies'
import { CURRENCY_NAMES } from './currency-names'

test('the codes and the names list the same currencies, each one the server formats', () => {
  expect(Object.keys(CURRENCY_NAMES)).toEqual(CURRENCY_CODES)
  for (const code of CURRENCY_CODES) {
    expect(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(1),
    ).toBeTruthy()
  }
  expect(CURRENCY_NAMES.CHF).toBe('Swiss Franc')
})
