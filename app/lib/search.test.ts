import { describe, expect, test } from 'vitest'

import { matchesSearch, searchable } from './search'

describe('search', () => {
  test('ignores case and accents, both ways', () => {
    expect(matchesSearch('hermes', ['Hermès'])).toBe(true)
    expect(matchesSearch('HERMÈS', ['hermes scarf'])).toBe(true)
    expect(matchesSearch('chloe', [null, 'Chloé Park-Whitfield'])).toBe(true)
    expect(matchesSearch('søren', ['Soren'])).toBe(false)
  })

  test('an empty or blank query matches everything; a missing field matches nothing', () => {
    expect(matchesSearch('  ', [null])).toBe(true)
    expect(matchesSearch('silk', [null, undefined])).toBe(false)
  })

  test('folds decomposed and composed forms alike', () => {
    expect(searchable('Cafe\u0301')).toBe(searchable('Café'))
  })
})
