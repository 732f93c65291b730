import { useMemo, useState } from 'react'

import { cx } from '~/components/ui/cx'
import { compareNames } from '~/lib/collation'
import { withStandIns } from '~/lib/stock'

import type { PublicItem } from '../types'
import { ItemTile } from './item-tile'

/**
 * Category buttons (All Items + the sorted distinct categories) and the item grid: the pieces of
 * their own, a sold-out one's first alternate still there in its place (marked as such).
 */
export function ItemsSection({
  pieces,
  alternatesOf,
  onOpen,
}: {
  /** The pieces of their own, in her order. */
  pieces: PublicItem[]
  alternatesOf: Map<string, PublicItem[]>
  onOpen: (list: PublicItem[], index: number) => void
}) {
  const tiles = useMemo(() => withStandIns(pieces, alternatesOf), [pieces, alternatesOf])
  const items = useMemo(() => tiles.map((tile) => tile.item), [tiles])
  const [category, setCategory] = useState<string | null>(null)
  const categories = useMemo(
    () =>
      [
        ...new Set(
          items.map((item) => item.category).filter((value): value is string => Boolean(value)),
        ),
      ].sort(compareNames),
    [items],
  )
  const visible = category ? tiles.filter((tile) => tile.item.category === category) : tiles
  const visibleItems = visible.map((tile) => tile.item)

  return (
    <section aria-label="Items">
      <div
        role="group"
        aria-label="Categories"
        className="-mx-5 mb-8 flex gap-2 overflow-x-auto px-5 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {[null, ...categories].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
            className={cx(
              'min-h-11 shrink-0 rounded-full border px-5 text-sm font-medium transition',
              category === value
                ? 'border-ink bg-ink text-canvas'
                : 'border-line bg-surface text-muted hover:border-line-strong hover:text-ink',
            )}
          >
            {value ?? 'All Items'}
          </button>
        ))}
      </div>
      {visible.length === 0 ? (
        <p className="py-16 text-center text-muted">No items found in this category.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 lg:gap-x-6">
          {visible.map(({ item, insteadOf }, index) => (
            <ItemTile
              key={item.id}
              item={item}
              insteadOf={insteadOf}
              priority={index < 4}
              onOpen={() => onOpen(visibleItems, index)}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
