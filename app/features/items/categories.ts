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

/** Text as search compares it: lower case, without accents ("Hermès" → "hermes"). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** Whether any of the fields contains the query, ignoring case and accents. */
export function matchesSearch(fields: (string | null)[], query: string): boolean {
  const needle = searchable(query.trim())
  return !needle || fields.some((field) => field !== null && searchable(field).includes(needle))
}

/**
 * Search on name, brand and category that ignores case and accents, plus an optional category
 * filter.
 */
export function filterItems<
  T extends { name: string; brand: string | null; category: string | null },
>(items: T[], query: string, category: string): T[] {
  return items.filter(
    (item) =>
      (!category || item.category === category) &&
      matchesSearch([item.name, item.brand, item.category], query),
  )
}
