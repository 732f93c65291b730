import { describe, expect, test } from 'vitest'

import { filterItems } from '~/lib/search'

import { mergeCategories, PRESET_CATEGORIES } from './categories'

const items = [
  { name: 'Silk Blouse', brand: 'Equipment', category: 'Tops' },
  { name: 'Wide Trousers', brand: 'COS', category: 'Bottoms' },
  { name: 'Trench', brand: 'Burberry', category: 'Coats & Jackets' },
  { name: 'Loafers', brand: null, category: null },
]

describe('categories', () => {
  test('merges the presets with extra categories on the items, sorted alphabetically', () => {
    const merged = mergeCategories(items)
    expect(merged).toHaveLength(PRESET_CATEGORIES.length + 1)
    expect(merged).toContain('Coats & Jackets')
    expect(merged).toEqual([...merged].sort((a, b) => a.localeCompare(b)))
    expect(merged[0]).toBe('Accessories')
  })

  test('search ignores accents, either way: "hermes" finds Hermès', () => {
    const bags = [
      { name: 'Kelly bag', brand: 'Hermès', category: 'Bags' },
      { name: 'Crème blazer', brand: null, category: null },
    ]
    expect(filterItems(bags, 'hermes', '').map((i) => i.name)).toEqual(['Kelly bag'])
    expect(filterItems(bags, 'HERMÈS', '').map((i) => i.name)).toEqual(['Kelly bag'])
    expect(filterItems(bags, 'creme', '').map((i) => i.name)).toEqual(['Crème blazer'])
  })

  test('search is case-insensitive over name, brand and category', () => {
    expect(filterItems(items, 'BLOUSE', '').map((i) => i.name)).toEqual(['Silk Blouse'])
    expect(filterItems(items, 'cos', '').map((i) => i.name)).toEqual(['Wide Trousers'])
    expect(filterItems(items, 'jackets', '').map((i) => i.name)).toEqual(['Trench'])
    expect(filterItems(items, '  ', '')).toHaveLength(4)
  })

  test('search ignores accents: "hermes" finds Hermès', () => {
    const scarf = { name: 'Carré scarf', brand: 'Hermès', category: 'Accessories' }
    expect(filterItems([scarf], 'hermes', '')).toEqual([scarf])
    expect(filterItems([scarf], 'carre', '')).toEqual([scarf])
  })

  test('the category filter combines with the search', () => {
    expect(filterItems(items, '', 'Tops').map((i) => i.name)).toEqual(['Silk Blouse'])
    expect(filterItems(items, 'trousers', 'Tops')).toEqual([])
  })
})
