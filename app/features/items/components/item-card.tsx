import { Icon } from '~/components/ui/icon'
import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card'
import { Photo } from '~/components/ui/photo'
import type { Item } from '../types'
import { ItemCaption } from '~/components/item-caption'
import { PriceText } from '~/components/price-text'

const GRID_SIZES =
  '(min-width: 1280px) 280px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 50vw'

export function ItemCard({
  item,
  onEdit,
  onDelete,
  priority = false,
  footer,
}: {
  item: Item
  onEdit: () => void
  onDelete: () => void
  priority?: boolean
  /** Under the card's caption (e.g. the client's conversation about it). */
  footer?: ReactNode
}) {
  return (
    <Card as="li" className="group flex min-w-0 flex-col overflow-hidden">
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
        <div className="absolute top-2 right-2 flex gap-1">
          <button
            type="button"
            onClick={onEdit}
            aria-label={`Edit ${item.name}`}
            className="grid size-10 place-items-center rounded-full bg-surface/90 text-ink shadow-card backdrop-blur transition hover:bg-surface"
          >
            <Icon name="pencil" className="size-4" />
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${item.name}`}
            className="grid size-10 place-items-center rounded-full bg-surface/90 text-ink shadow-card backdrop-blur transition hover:bg-danger-soft hover:text-danger"
          >
            <Icon name="trash-2" className="size-4" />
          </button>
        </div>
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
      </ItemCaption>
      {footer ? <div className="px-3 pb-3">{footer}</div> : null}
    </Card>
  )
}
