import type { CSSProperties, ReactNode, Ref } from 'react'

import { ItemCaption } from '~/components/item-caption'
import { PriceText } from '~/components/price-text'
import { Card } from '~/components/ui/card'
import { cx } from '~/components/ui/cx'
import { Icon } from '~/components/ui/icon'
import { Photo } from '~/components/ui/photo'
import { ownershipBadge } from '~/lib/ownership'
import { priceDrop, STOCK_LABELS } from '~/lib/stock'

import type { Item } from '../types'

const GRID_SIZES =
  '(min-width: 1280px) 280px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 50vw'

/** Round buttons laid over the photo. */
const overlay =
  'grid size-10 place-items-center rounded-full bg-surface/90 text-ink shadow-card backdrop-blur transition'

/** Chosen for a bulk action on the Items tab: a checkbox over the photo. */
export type CardSelection = { selected: boolean; onToggle: () => void }

/** A card in her own order: its place in the grid and its drag handle (`SortableItemCard`). */
export type CardSorting = {
  ref: Ref<HTMLLIElement>
  style: CSSProperties
  dragging: boolean
  handle: ReactNode
}

/**
 * An item's card: photo, Owned / To buy, name and details, price and shop link, with Edit and
 * Delete; on a capsule's Items tab also a checkbox to choose it and a handle to move it.
 */
export function ItemCard({
  item,
  onEdit,
  onDelete,
  priority = false,
  selection,
  sorting,
  footer,
}: {
  item: Item
  onEdit: () => void
  onDelete: () => void
  priority?: boolean
  selection?: CardSelection
  sorting?: CardSorting
  /** Under the card's caption (e.g. the client's conversation about it). */
  footer?: ReactNode
}) {
  const badge = ownershipBadge(item.ownership, item.capsuleId !== null)
  return (
    <Card
      as="li"
      ref={sorting?.ref}
      style={sorting?.style}
      className={cx(
        'group relative flex min-w-0 flex-col overflow-hidden',
        selection?.selected && 'border-accent ring-2 ring-accent',
        sorting?.dragging &&
          'z-20 border-accent/40 shadow-overlay ring-2 ring-accent/30 motion-safe:scale-[1.02]',
      )}
    >
      <div className="relative aspect-[4/5] bg-sunken">
        {item.photo ? (
          <Photo
            photo={item.photo}
            alt={item.name}
            sizes={GRID_SIZES}
            priority={priority}
            className="size-full object-cover"
          />
        ) : (
          <div className="grid size-full place-items-center text-line-strong">
            <Icon name="shirt" className="size-10" strokeWidth={1.25} />
          </div>
        )}
        {selection ? (
          <label className={cx(overlay, 'absolute top-2 left-2 cursor-pointer hover:bg-surface')}>
            <input
              type="checkbox"
              checked={selection.selected}
              onChange={selection.onToggle}
              aria-label={`Select ${item.name}`}
              className="size-5 cursor-pointer accent-accent"
            />
          </label>
        ) : null}
        <div className="absolute top-2 right-2 flex gap-1">
          <button
            type="button"
            onClick={onEdit}
            aria-label={`Edit ${item.name}`}
            className={cx(overlay, 'hover:bg-surface')}
          >
            <Icon name="pencil" className="size-4" />
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${item.name}`}
            className={cx(overlay, 'hover:bg-danger-soft hover:text-danger')}
          >
            <Icon name="trash-2" className="size-4" />
          </button>
        </div>
        <span className="absolute right-2 bottom-2 left-2 inline-flex max-w-fit items-center gap-1 rounded-full bg-surface/90 px-2.5 py-1 text-xs text-ink shadow-card backdrop-blur">
          <Icon
            name={badge.toBuy ? 'shopping-bag' : 'check'}
            className={cx('size-3.5 shrink-0', badge.toBuy ? 'text-accent' : 'text-success')}
          />
          <span className="truncate">
            <span className="font-semibold">{badge.label}</span>
            <span className="text-muted"> · {badge.why}</span>
          </span>
        </span>
        {sorting?.handle}
      </div>
      <ItemCaption item={item} heading="h2">
        {item.description ? (
          <p className="mt-1 line-clamp-2 text-xs leading-relaxed text-muted">{item.description}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-2 pt-3">
          <span className="text-sm font-semibold">
            <PriceText price={item.price} />
          </span>
          {item.link ? (
            <a
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-9 items-center gap-1 rounded-full text-xs font-semibold whitespace-nowrap text-accent hover:underline"
            >
              Shop Now <Icon name="external-link" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
        <StockNote item={item} />
      </ItemCaption>
      {footer ? <div className="px-3 pb-3">{footer}</div> : null}
    </Card>
  )
}

/** What the last stock check found, when she needs to know: sold out, low stock, a price drop. */
function StockNote({ item }: { item: Item }) {
  const drop = priceDrop(item.price, item.stock)
  const status = item.stock?.status
  if (status !== 'sold_out' && status !== 'low_stock' && !drop) return null
  return (
    <p className="mt-2 flex flex-wrap gap-x-3 text-xs font-semibold">
      {status === 'sold_out' || status === 'low_stock' ? (
        <span className={status === 'sold_out' ? 'text-danger' : 'text-ink'}>
          {STOCK_LABELS[status]}
        </span>
      ) : null}
      {drop ? (
        <span className="text-success">
          Price drop: now <PriceText price={drop} />
        </span>
      ) : null}
    </p>
  )
}
