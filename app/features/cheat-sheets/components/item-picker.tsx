import { Check, Search, Shirt } from 'lucide-react'
import { useDeferredValue, useId, useMemo, useState } from 'react'
import { cx } from '~/components/ui/cx'
import { Input } from '~/components/ui/input'
import type { Item } from '~/features/items/types'
import { photoUrl, smallestWidthAtLeast } from '~/lib/photo-urls'
import { matchesSearch } from '~/lib/search'

/** Tiles are at most ~170 CSS px wide: twice that for sharp screens. */
const TILE_PX = 320

/** Search on name and brand only (the picker ignores the category). */
function searchItems(items: Item[], query: string): Item[] {
  return items.filter((item) => matchesSearch(query, [item.name, item.brand]))
}

/**
 * The item picker of the cheat sheet form: a searchable grid of the capsule's items; a click
 * toggles an item, and the picks are numbered in the order they were made. The form receives
 * them as repeated `name` fields in that order.
 */
export function ItemPicker({
  name,
  items,
  selected,
  onToggle,
  onClear,
  error,
}: {
  name: string
  items: Item[]
  /** Picked item ids, in the order they were picked. */
  selected: string[]
  onToggle: (id: string) => void
  onClear: () => void
  error?: string
}) {
  const id = useId()
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const visible = useMemo(() => searchItems(items, deferredQuery), [items, deferredQuery])
  const position = useMemo(
    () => new Map(selected.map((itemId, index) => [itemId, index])),
    [selected],
  )

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex min-w-0 flex-col gap-3"
    >
      <div className="flex min-h-9 items-center justify-between gap-3">
        <p id={`${id}-label`} className="text-sm font-medium text-ink">
          Items{' '}
          <span className="font-normal text-muted tabular-nums">({selected.length} selected)</span>
        </p>
        {selected.length > 0 ? (
          <button
            type="button"
            onClick={onClear}
            className="-my-2 min-h-9 rounded-full px-2 text-sm font-medium text-accent hover:underline pointer-coarse:min-h-11"
          >
            Clear
          </button>
        ) : null}
      </div>

      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong px-4 py-6 text-center text-sm text-muted">
          No items in this capsule yet. Add them in the Items tab, then come back to pick them.
        </p>
      ) : (
        <>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
            />
            <Input
              type="search"
              aria-label="Search items by name or brand"
              placeholder="Search items..."
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="pl-10"
            />
          </div>
          {visible.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-muted">No items match your search.</p>
          ) : (
            <ul className="-m-1 grid max-h-[22rem] grid-cols-3 gap-2.5 overflow-y-auto overscroll-contain p-1 sm:grid-cols-5 sm:gap-3">
              {visible.map((item) => (
                <PickerTile
                  key={item.id}
                  item={item}
                  order={position.get(item.id)}
                  onToggle={() => onToggle(item.id)}
                />
              ))}
            </ul>
          )}
        </>
      )}

      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {selected.map((itemId) => (
        <input key={itemId} type="hidden" name={name} value={itemId} />
      ))}
    </div>
  )
}

function PickerTile({
  item,
  order,
  onToggle,
}: {
  item: Item
  /** The 0-based pick position, when picked. */
  order: number | undefined
  onToggle: () => void
}) {
  const picked = order !== undefined
  return (
    <li className="min-w-0">
      <button
        type="button"
        aria-pressed={picked}
        aria-label={[item.name, item.brand, picked ? `picked ${order + 1}` : null]
          .filter(Boolean)
          .join(', ')}
        onClick={onToggle}
        className={cx(
          'group relative flex w-full flex-col overflow-hidden rounded-xl border bg-surface text-left transition',
          'focus-visible:outline-offset-2',
          picked
            ? 'border-accent ring-2 ring-accent'
            : 'border-line hover:border-line-strong hover:shadow-card',
        )}
      >
        <span className="relative block aspect-square bg-sunken">
          {item.photo ? (
            <img
              src={photoUrl(item.photo, smallestWidthAtLeast(item.photo, TILE_PX))}
              alt=""
              loading="lazy"
              decoding="async"
              className={cx('size-full object-cover transition', picked && 'opacity-90')}
            />
          ) : (
            <span className="grid size-full place-items-center text-line-strong">
              <Shirt aria-hidden className="size-7" strokeWidth={1.25} />
            </span>
          )}
          <span
            aria-hidden
            className={cx(
              'absolute top-1.5 right-1.5 grid size-6 place-items-center rounded-full border transition',
              picked
                ? 'border-accent bg-accent text-white'
                : 'border-line-strong bg-surface/85 text-transparent group-hover:text-muted',
            )}
          >
            <Check className="size-3.5" strokeWidth={3} />
          </span>
          {picked ? (
            <span
              aria-hidden
              className="absolute bottom-1.5 left-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-ink/80 px-1.5 text-[11px] leading-none font-semibold text-white tabular-nums"
            >
              {order + 1}
            </span>
          ) : null}
        </span>
        <span className="flex min-w-0 flex-col px-2 pt-1.5 pb-2">
          <span className="truncate text-xs font-medium text-ink">{item.name}</span>
          <span className="truncate text-[11px] text-muted">{item.brand || '\u00a0'}</span>
        </span>
      </button>
    </li>
  )
}
