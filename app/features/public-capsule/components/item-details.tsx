import type { PublicItem, PublicOutfit } from '../types'

/** An item's details (category, brand, colour, size and fit) and the outfits it is featured in. */
export function ItemDetails({
  item,
  featuredIn,
  onOpenOutfit,
}: {
  item: PublicItem
  featuredIn: PublicOutfit[]
  onOpenOutfit: (outfit: PublicOutfit) => void
}) {
  const details = [
    ['Category', item.category],
    ['Brand', item.brand],
    ['Color', item.color],
    ['Size', item.size],
    // Beside the size: how it fits ("runs small — size up").
    ['Fit', item.fitNote],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]))
  if (details.length === 0 && featuredIn.length === 0) return null
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-[0.18em] text-muted uppercase">Details</h3>
      <dl className="mt-3 divide-y divide-line border-y border-line text-sm">
        {details.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2.5">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium text-ink">{value}</dd>
          </div>
        ))}
        {featuredIn.length > 0 ? (
          <div className="flex justify-between gap-4 py-1">
            <dt className="py-1.5 text-muted">Featured in</dt>
            <dd className="flex flex-wrap justify-end gap-x-3 text-right">
              {featuredIn.map((outfit) => (
                <button
                  key={outfit.id}
                  type="button"
                  onClick={() => onOpenOutfit(outfit)}
                  className="min-h-9 font-medium text-accent underline-offset-4 hover:underline pointer-coarse:min-h-11"
                >
                  {outfit.name}
                </button>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  )
}
