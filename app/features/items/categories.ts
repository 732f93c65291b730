import { compareNames } from '~/lib/collation'

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
  return [...all].sort(compareNames)
}
