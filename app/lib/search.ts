/**
 * Text as a search compares it: lower case, without accents or other combining marks, so that
 * "hermes" finds "Hermès" and "CHLOE" finds "Chloé".
 */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Whether any of `fields` contains `query`, ignoring case and accents (an empty query matches). */
export function matchesSearch(query: string, fields: (string | null | undefined)[]): boolean {
  const needle = searchable(query.trim())
  return !needle || fields.some((field) => field != null && searchable(field).includes(needle))
}

/** Search on name, brand and category (case and accents ignored), plus a category filter. */
export function filterItems<
  T extends { name: string; brand: string | null; category: string | null },
>(items: T[], query: string, category: string): T[] {
  return items.filter(
    (item) =>
      (!category || item.category === category) &&
      matchesSearch(query, [item.name, item.brand, item.category]),
  )
}
