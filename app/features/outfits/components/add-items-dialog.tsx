import { useMemo } from 'react'

import { ItemFilters, useItemFilters } from '~/components/item-filters'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'

import type { OutfitItem } from '../types'
import { AddItemTile } from './add-item-tile'

/**
 * Add Items to Outfit: the capsule's items not yet in the outfit, with a search (name, brand,
 * category) and a category filter. A click adds an item; the dialog stays open to add more.
 */
export function AddItemsDialog({
  open,
  onClose,
  capsuleName,
  capsuleItems,
  outfitItemIds,
  categories,
}: {
  open: boolean
  onClose: () => void
  capsuleName: string
  capsuleItems: OutfitItem[]
  outfitItemIds: string[]
  categories: string[]
}) {
  // Phones: no keyboard popping up over the sheet; the search is one tap away.
  const coarsePointer =
    typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches

  const available = useMemo(() => {
    const inOutfit = new Set(outfitItemIds)
    return capsuleItems.filter((item) => !inOutfit.has(item.id))
  }, [capsuleItems, outfitItemIds])
  const filters = useItemFilters(available)
  const { visible } = filters

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Add Items to Outfit"
      description={
        <span aria-live="polite">
          Selecting from {capsuleName} items • {available.length}{' '}
          {available.length === 1 ? 'item' : 'items'} available
        </span>
      }
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <div className="sticky -top-4 z-10 -mx-5 -mt-4 mb-1 flex flex-col gap-3 bg-surface px-5 pt-4 pb-4 sm:-mx-7 sm:flex-row sm:px-7">
        <ItemFilters
          filters={filters}
          categories={categories}
          selectClassName="sm:w-48"
          autoFocusSearch={!coarsePointer}
        />
      </div>

      <div
        tabIndex={-1}
        data-autofocus={coarsePointer ? true : undefined}
        className="focus:outline-hidden"
      >
        {capsuleItems.length === 0 ? (
          <EmptyState
            icon={<Icon name="shirt" className="size-6" />}
            title="This capsule has no items yet."
            description="Add items on the capsule's Items tab, then pick them here."
          />
        ) : visible.length === 0 ? (
          <EmptyState
            icon={<Icon name="shirt" className="size-6" />}
            title={
              available.length === 0
                ? 'All items are already in this outfit.'
                : 'No items match your search.'
            }
          />
        ) : (
          <ul aria-label="Capsule items" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {visible.map((item) => (
              <AddItemTile key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  )
}
