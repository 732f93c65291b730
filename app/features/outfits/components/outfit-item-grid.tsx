import { SortableGrid } from '~/components/sortable-grid'

import type { OutfitItem } from '../types'
import { SortableOutfitItem } from './sortable-outfit-item'

/**
 * The Current Outfit grid with drag-and-drop reordering by mouse, touch and keyboard; five pieces
 * to a row from 1024 px, so a whole look fits one desktop screen.
 */
export function OutfitItemGrid({ items }: { items: OutfitItem[] }) {
  return (
    <SortableGrid
      entries={items}
      intent="reorder-items"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-5"
    >
      {(item, index) => (
        <SortableOutfitItem key={item.id} item={item} position={index + 1} priority={index < 5} />
      )}
    </SortableGrid>
  )
}
