import { describe, expect, test } from 'vitest'

import { isToBuy, ownershipBadge } from './ownership'

describe('Owned / To buy', () => {
  test('her choice wins; by default a piece in a capsule is to buy, one in her wardrobe hers', () => {
    expect(isToBuy(null, true)).toBe(true)
    expect(isToBuy(null, false)).toBe(false)
    expect(isToBuy('owned', true)).toBe(false)
    expect(isToBuy('to_buy', false)).toBe(true)
  })

  test('the badge says why', () => {
    expect(ownershipBadge(null, true)).toEqual({
      toBuy: true,
      label: 'To buy',
      why: 'new in the capsule',
    })
    expect(ownershipBadge(null, false)).toEqual({
      toBuy: false,
      label: 'Owned',
      why: 'in her wardrobe',
    })
    expect(ownershipBadge('owned', true)).toEqual({
      toBuy: false,
      label: 'Owned',
      why: 'you said so',
    })
    expect(ownershipBadge('to_buy', false)).toMatchObject({ toBuy: true, why: 'you said so' })
  })
})
