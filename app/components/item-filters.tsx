import { useDeferredValue, useMemo, useState } from 'react'

import { Icon } from '~/components/ui/icon'
import { Input, Select } from '~/components/ui/input'
import { filterItems } from '~/lib/search'

type Filterable = { name: string; brand: string | null; category: string | null }

/**
 * The search text and category of an item list, and the items they leave. Filtering follows the
 * typing with a deferred value, so a long list never holds up a keystroke.
 */
export function useItemFilters<T extends Filterable>(items: T[]) {
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState('')
  const deferredQuery = useDeferredValue(query)
  const visible = useMemo(
    () => filterItems(items, deferredQuery, category),
    [items, deferredQuery, category],
  )
  return { query, setQuery, category, setCategory, visible }
}

/** The items search box and the category select (All Categories first). */
export function ItemFilters({
  filters,
  categories,
  selectClassName,
  autoFocusSearch = false,
}: {
  filters: Pick<
    ReturnType<typeof useItemFilters>,
    'query' | 'setQuery' | 'category' | 'setCategory'
  >
  categories: string[]
  selectClassName?: string
  /** Marks the search box as the dialog's first focus. */
  autoFocusSearch?: boolean
}) {
  return (
    <>
      <div className="relative flex-1 sm:min-w-56">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          type="search"
          aria-label="Search items"
          placeholder="Search items..."
          value={filters.query}
          onChange={(event) => filters.setQuery(event.target.value)}
          className="pl-10"
          data-autofocus={autoFocusSearch || undefined}
        />
      </div>
      <Select
        aria-label="Category"
        value={filters.category}
        onChange={(event) => filters.setCategory(event.target.value)}
        containerClassName={selectClassName}
      >
        <option value="">All Categories</option>
        {categories.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </>
  )
}
