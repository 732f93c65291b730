import { describe, expect, test } from 'vitest'

import { currencyForLocale } from './locale-currency'

describe('currencyForLocale', () => {
  test.each([
    ['de-CH,de;q=0.9,en;q=0.8', 'CHF'],
    ['en-GB,en;q=0.9', 'GBP'],
    ['fr-FR', 'EUR'],
    ['fr', 'EUR'],
    ['ja-JP', 'JPY'],
    ['en-US,en;q=0.9', 'USD'],
    ['en;q=0.5,de-AT;q=0.9', 'EUR'],
    ['*', 'USD'],
    ['', 'USD'],
    [null, 'USD'],
    ['not a tag!!,  ;q=x', 'USD'],
  ])('%j → %s', (header, currency) => {
    expect(currencyForLocale(header)).toBe(currency)
  })
})
