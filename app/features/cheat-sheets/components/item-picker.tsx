import { useDeferredValue, useId, useMemo, useState } from 'react'

import { type PickableItem, PickTile } from '~/components/pick-tile'
import { Icon } from '~/components/ui/icon'
import { Input } from '~/components/ui/input'
import { matchesSearch } from '~/lib/search'

/** Search on name and brand only (the picker ignores the category). */
function searchItems(items: PickableItem[], query: string): PickableItem[] {
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
  items: PickableItem[]
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
            <Icon
              name="search"
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
                <PickTile
                  key={item.id}
                  item={item}
                  picked={position.has(item.id)}
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
