import type { ReactNode } from 'react'

import { SortableGrid } from '~/components/sortable-grid'

import type { Item } from '../types'
import { ItemCard } from './item-card'
import { SortableItemCard } from './sortable-item-card'

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4'

/**
 * The item cards. `sortable`: in her own order, each with a drag handle, the order saved by the
 * page's `reorder-capsule-items`. `chosen`: the cards offer a checkbox to choose them.
 */
export function ItemGrid({
  items,
  sortable,
  chosen,
  onToggle,
  onEdit,
  onDelete,
  cardFooter,
}: {
  items: Item[]
  sortable: boolean
  chosen?: string[]
  onToggle: (id: string) => void
  onEdit: (item: Item) => void
  onDelete: (item: Item) => void
  /** More under an item's card (e.g. the client's conversation about it). */
  cardFooter?: (item: Item) => ReactNode
}) {
  const card = (item: Item, index: number) => {
    const props = {
      item,
      priority: index < 4,
      onEdit: () => onEdit(item),
      onDelete: () => onDelete(item),
      selection: chosen
        ? { selected: chosen.includes(item.id), onToggle: () => onToggle(item.id) }
        : undefined,
      footer: cardFooter?.(item),
    }
    return sortable ? (
      <SortableItemCard key={item.id} {...props} />
    ) : (
      <ItemCard key={item.id} {...props} />
    )
  }
  if (!sortable) return <ul className={GRID}>{items.map(card)}</ul>
  return (
    <SortableGrid entries={items} intent="reorder-capsule-items" className={GRID}>
      {card}
    </SortableGrid>
  )
}
