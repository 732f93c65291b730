// Alternates (issue 29): a to-buy piece's 1–3 backups, items of its capsule whose `alternateOf`
// is that piece. Browser and server alike.

/** The most alternates a to-buy piece has. */
export const MAX_ALTERNATES = 3

/**
 * A capsule's items (in her order) as its pieces of their own, and each piece's alternates in
 * her order. An alternate whose piece is not among the items counts as a piece of its own.
 */
export function splitAlternates<Item extends { id: string; alternateOf?: string | null }>(
  items: readonly Item[],
): { own: Item[]; alternatesOf: Map<string, Item[]> } {
  const ids = new Set(items.map((item) => item.id))
  const own: Item[] = []
  const alternatesOf = new Map<string, Item[]>()
  for (const item of items) {
    if (item.alternateOf && ids.has(item.alternateOf)) {
      alternatesOf.set(item.alternateOf, [...(alternatesOf.get(item.alternateOf) ?? []), item])
    } else {
      own.push(item)
    }
  }
  return { own, alternatesOf }
}
