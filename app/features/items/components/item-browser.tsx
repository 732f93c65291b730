import { Icon } from '~/components/ui/icon'
import { type ReactNode, useRef, useState } from 'react'
import { useConfirmedDelete } from '~/components/use-confirmed-delete'
import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { useFormDialog } from '~/components/use-form-dialog'
import { deleteItemMessage } from '../delete-message'
import type { Item } from '../types'
import { ItemCard } from './item-card'
import { ItemFilters, useItemFilters } from '~/components/item-filters'
import { type CapsuleChoice, ItemFormDialog } from './item-form-dialog'
import { BatchCapture } from './batch-capture'

/**
 * Search, category filter, the item grid, and the item form and delete confirmation: the item
 * management shared by the capsule pages and the all-items page.
 */
export function ItemBrowser({
  items,
  categories,
  clientName,
  emptyText,
  capsules,
  defaultCapsuleId,
  only,
  toolbar,
  clientSizes,
  cardFooter,
}: {
  items: Item[]
  categories: string[]
  clientName: string
  emptyText: string
  capsules?: CapsuleChoice[]
  defaultCapsuleId?: string
  /** A further filter of the page (e.g. the client's reaction on a capsule page). */
  only?: (item: Item) => boolean
  /** More controls under the search row, given the items shown (e.g. bulk actions). */
  toolbar?: (visible: Item[]) => ReactNode
  /** Her sizes from her profile, shown beside the item form's Size field. */
  clientSizes?: string | null
  /** More under an item's card (e.g. the client's conversation about it). */
  cardFooter?: (item: Item) => ReactNode
}) {
  const filters = useItemFilters(items)
  const visible = only ? filters.visible.filter(only) : filters.visible

  const form = useFormDialog<Item>()
  const [capturing, setCapturing] = useState(false)
  const [fromLink, setFromLink] = useState(false)
  const captureButton = useRef<HTMLButtonElement>(null)
  const remove = useConfirmedDelete<Item>({
    intent: 'delete-item',
    title: (item) => `Delete ${item.name}?`,
    message: deleteItemMessage,
    success: (item) => `${item.name} deleted`,
  })

  return (
    <section aria-label="Items">
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <ItemFilters filters={filters} categories={categories} selectClassName="sm:w-52" />
        <Button
          ref={captureButton}
          variant="secondary"
          onClick={() => setCapturing(true)}
          aria-expanded={capturing}
        >
          <Icon name="image-plus" className="size-4" /> Add from photos
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setFromLink(true)
            form.open()
          }}
        >
          <Icon name="link-2" className="size-4" /> Add from link
        </Button>
        <Button
          onClick={() => {
            setFromLink(false)
            form.open()
          }}
        >
          <Icon name="plus" className="size-4" /> Add Item
        </Button>
      </div>
      {toolbar?.(visible)}

      {capturing ? (
        <BatchCapture
          categories={categories}
          onClose={() => {
            setCapturing(false)
            captureButton.current?.focus()
          }}
        />
      ) : null}

      {visible.length === 0 ? (
        <EmptyState
          icon={<Icon name="shirt" className="size-6" />}
          title={items.length === 0 ? emptyText : 'No items match your search.'}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
          {visible.map((item, index) => (
            <ItemCard
              key={item.id}
              item={item}
              priority={index < 4}
              onEdit={() => {
                setFromLink(false)
                form.open(item)
              }}
              onDelete={() => remove.ask(item)}
              footer={cardFooter?.(item)}
            />
          ))}
        </ul>
      )}

      <ItemFormDialog
        key={form.key}
        open={form.isOpen}
        item={form.row}
        clientName={clientName}
        categories={categories}
        capsules={capsules}
        defaultCapsuleId={defaultCapsuleId}
        clientSizes={clientSizes}
        onClose={form.close}
        onSaved={form.saved}
        startWithLink={fromLink}
      />
      {remove.dialog}
    </section>
  )
}
