import { useState } from 'react'

import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'

import type { OutfitItem } from '../types'
import { AddItemsDialog } from './add-items-dialog'
import { OutfitItemGrid } from './outfit-item-grid'

/** Current Outfit ({n} items): the sortable grid or its empty state, and the Add Items dialog. */
export function OutfitItemsSection({
  items,
  capsuleName,
  capsuleItems,
  categories,
}: {
  items: OutfitItem[]
  capsuleName: string
  capsuleItems: OutfitItem[]
  categories: string[]
}) {
  const [adding, setAdding] = useState(false)
  const headingId = 'current-outfit-heading'

  return (
    <section aria-labelledby={headingId} className="mt-10 sm:mt-12 lg:mt-8">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-b border-line pb-4">
        <div className="min-w-0">
          <h2
            id={headingId}
            tabIndex={-1}
            className="font-display text-2xl leading-tight font-medium focus:outline-hidden"
          >
            Current Outfit ({items.length} {items.length === 1 ? 'item' : 'items'})
          </h2>
          {items.length > 1 ? (
            <p className="mt-1 text-sm text-pretty text-muted">
              <span className="pointer-coarse:hidden">
                Drag a handle to reorder, or focus it and use Space and the arrow keys.
              </span>
              <span className="hidden pointer-coarse:inline">
                Press and hold a handle, then drag to reorder.
              </span>
            </p>
          ) : null}
        </div>
        {items.length > 0 ? (
          <Button onClick={() => setAdding(true)}>
            <Icon name="plus" className="size-4" /> Add Items
          </Button>
        ) : null}
      </div>

      {items.length === 0 ? (
        <EmptyState
          icon={<Icon name="shirt" className="size-6" />}
          title="No items in this outfit yet"
          description={`Pick pieces from ${capsuleName} to build this look. Her page leaves it out until it has one.`}
          action={
            <Button onClick={() => setAdding(true)}>
              <Icon name="plus" className="size-4" /> Add Your First Item
            </Button>
          }
        />
      ) : (
        <OutfitItemGrid items={items} />
      )}

      <AddItemsDialog
        open={adding}
        onClose={() => setAdding(false)}
        capsuleName={capsuleName}
        capsuleItems={capsuleItems}
        outfitItemIds={items.map((item) => item.id)}
        categories={categories}
      />
    </section>
  )
}
