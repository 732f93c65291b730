import { type ReactNode, useCallback, useRef, useState, useSyncExternalStore } from 'react'
import { useLocation, useSearchParams } from 'react-router'

import { ItemFilters, useItemFilters } from '~/components/item-filters'
import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'
import { useConfirmedDelete } from '~/components/use-confirmed-delete'
import { useFormDialog } from '~/components/use-form-dialog'

import { deleteItemMessage } from '../delete-message'
import type { Item } from '../types'
import { BatchCapture } from './batch-capture'
import { hasBatch } from './batch-storage'
import { BulkActions, type MoveTarget } from './bulk-actions'
import { type CapsuleChoice, ItemFormDialog } from './item-form-dialog'
import { ItemGrid } from './item-grid'

const noSubscription = () => () => {}

/**
 * Search, category filter, the item grid, and the item form and delete confirmation: the item
 * management shared by the capsule pages and the all-items page. A capsule's Items tab adds her
 * own order (`ordering`: drag handles while nothing is filtered) and bulk actions on chosen
 * items (`moveTargets`: the client's other capsules).
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
  ordering = false,
  moveTargets,
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
  /** More controls under the search row (e.g. the client's reaction filter), given what shows. */
  toolbar?: (visible: Item[]) => ReactNode
  /** Her sizes from her profile, shown beside the item form's Size field. */
  clientSizes?: string | null
  /** The pieces are in her order, which she changes by dragging (a capsule's Items tab). */
  ordering?: boolean
  /** Bulk actions on chosen items, which can move to these capsules (a capsule's Items tab). */
  moveTargets?: MoveTarget[]
  /** More under an item's card (e.g. the client's conversation about it). */
  cardFooter?: (item: Item) => ReactNode
}) {
  const filters = useItemFilters(items)
  const visible = only ? filters.visible.filter(only) : filters.visible
  // Her order is changed on the whole list, not on a filtered part of it.
  const sortable = ordering && visible.length === items.length && items.length > 1
  const [chosenIds, setChosenIds] = useState<string[]>([])
  const chosen = items.filter((item) => chosenIds.includes(item.id))
  const toggle = useCallback(
    (id: string) =>
      setChosenIds((ids) =>
        ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id],
      ),
    [],
  )

  const form = useFormDialog<Item>()
  // The photo grid of this page (and client) comes back after a reload until she dismisses it:
  // kept in the browser, so shown once the page is hydrated.
  const { pathname } = useLocation()
  const [searchParams] = useSearchParams()
  const where = `${pathname}?client=${searchParams.get('client') ?? ''}`
  const kept = useSyncExternalStore(
    noSubscription,
    () => hasBatch(where),
    () => false,
  )
  // Opened or closed by her; until then, open when a grid is kept.
  const [opened, setCapturing] = useState<boolean | null>(null)
  const capturing = opened ?? kept
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
          where={where}
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
        <>
          {ordering && items.length > 1 ? (
            <p className="mb-3 text-sm text-pretty text-muted">
              {sortable ? (
                <>
                  <span className="pointer-coarse:hidden">
                    Drag a handle to reorder, or focus it and use Space and the arrow keys. Your
                    client sees this order.
                  </span>
                  <span className="hidden pointer-coarse:inline">
                    Press and hold a handle, then drag to reorder. Your client sees this order.
                  </span>
                </>
              ) : (
                'Clear the search and filters to put the pieces in order.'
              )}
            </p>
          ) : null}
          <ItemGrid
            items={visible}
            sortable={sortable}
            chosen={moveTargets ? chosenIds : undefined}
            onToggle={toggle}
            onEdit={(item) => {
              setFromLink(false)
              form.open(item)
            }}
            onDelete={(item) => remove.ask(item)}
            cardFooter={cardFooter}
          />
        </>
      )}

      {/* After the cards: it stays at the bottom of the screen while they scroll by. */}
      {moveTargets ? (
        <BulkActions
          chosen={chosen}
          shownIds={visible.map((item) => item.id)}
          targets={moveTargets}
          clientName={clientName}
          onChoose={setChosenIds}
        />
      ) : null}

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
