export const PRESET_CATEGORIES = [
  'Tops',
  'Bottoms',
  'Dresses',
  'Outerwear',
  'Shoes',
  'Accessories',
  'Bags',
  'Jewelry',
  'Undergarments',
  'Activewear',
  'Swimwear',
  'Sleepwear',
  'Formal',
  'Casual',
  'Work',
  'Other',
] as const

/** The preset categories merged with any others found on the items, sorted alphabetically. */
export function mergeCategories(items: { category: string | null }[]): string[] {
  const all = new Set<string>(PRESET_CATEGORIES)
  for (const { category } of items) if (category) all.add(category)
  return [...all].sort((a, b) => a.localeCompare(b))
}

/** Case-insensitive search on name, brand and category, plus an optional category filter. */
export function filterItems<
  T extends { name: string; brand: string | null; category: string | null },
>(items: T[], query: string, category: string): T[] {
  const needle = query.trim().toLowerCase()
  return items.filter((item) => {
    if (category && item.category !== category) return false
    if (!needle) return true
    return [item.name, item.brand, item.category].some((field) =>
      field?.toLowerCase().includes(needle),
    )
  })
}
