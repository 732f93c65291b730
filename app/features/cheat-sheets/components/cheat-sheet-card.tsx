import type { PickableItem } from '~/components/pick-tile'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Icon } from '~/components/ui/icon'
import { Photo } from '~/components/ui/photo'
import { photoUrl, smallestWidthAtLeast } from '~/lib/photo-urls'
import { isSoldOut, type StockReading } from '~/lib/stock'

import { type CheatSheet, MAX_COLLAGE_PHOTOS } from '../types'

const GRID_SIZES =
  '(min-width: 1280px) 380px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw'
/** How many item thumbnails a card shows before "+n". */
const THUMBS = 5

const selectedText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'} selected`

export function CheatSheetCard({
  sheet,
  items,
  onEdit,
  onDelete,
  priority = false,
}: {
  sheet: CheatSheet
  /** The capsule's items by id, for the thumbnails of the sheet's items (and their stock). */
  items: Map<string, PickableItem & { stock?: StockReading | null }>
  onEdit: () => void
  onDelete: () => void
  priority?: boolean
}) {
  const picked = sheet.itemIds.flatMap((id) => items.get(id) ?? [])
  // A generated collage knows its pieces: it is out of date once the sheet's pieces with a photo
  // (those a collage shows, in order) are no longer those.
  const madeFrom = sheet.image?.madeFrom
  const shown = picked.filter((item) => item.photo).map((item) => item.id)
  const stale =
    madeFrom !== undefined &&
    madeFrom.slice(0, MAX_COLLAGE_PHOTOS).join() !== shown.slice(0, MAX_COLLAGE_PHOTOS).join()
  const more = picked.length - THUMBS
  const soldOut = picked.filter((item) => isSoldOut(item.stock ?? null)).map((item) => item.name)
  return (
    <Card as="li" className="flex min-w-0 flex-col overflow-hidden">
      <div className="relative aspect-[4/5] bg-sunken">
        {sheet.image ? (
          <Photo
            photo={sheet.image}
            alt={`${sheet.name} collage`}
            sizes={GRID_SIZES}
            priority={priority}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center">
            <Icon name="package" className="size-12 text-line-strong" strokeWidth={1.25} />
            <p className="text-sm text-pretty text-muted">
              No image yet. Edit the sheet to pick its pieces and generate a collage.
            </p>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4 sm:p-5">
        {stale ? (
          <div
            role="status"
            className="-mx-1 mb-1 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-accent-soft px-3 py-2 text-sm text-ink"
          >
            <span>The pieces changed since this collage was made.</span>
            <Button size="sm" variant="secondary" onClick={onEdit}>
              <Icon name="refresh-cw" className="size-4" /> Regenerate
            </Button>
          </div>
        ) : null}
        {/* The buttons sit beside the name, never on the collage. */}
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 pt-1.5 font-display text-xl leading-tight font-medium break-words">
            {sheet.name}
          </h2>
          <div className="-mr-2 flex shrink-0">
            {sheet.image ? (
              <a
                href={photoUrl(sheet.image, 'large')}
                download={`${sheet.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'cheat-sheet'}.webp`}
                aria-label={`Download the image of ${sheet.name}`}
                title="Download image"
                className="grid size-10 place-items-center rounded-full text-muted transition hover:bg-sunken hover:text-ink"
              >
                <Icon name="download" className="size-4" />
              </a>
            ) : null}
            <button
              type="button"
              onClick={onEdit}
              aria-label={`Edit ${sheet.name}`}
              title="Edit"
              className="grid size-10 place-items-center rounded-full text-muted transition hover:bg-sunken hover:text-ink"
            >
              <Icon name="pencil" className="size-4" />
            </button>
            <button
              type="button"
              onClick={onDelete}
              aria-label={`Delete ${sheet.name}`}
              title="Delete"
              className="grid size-10 place-items-center rounded-full text-muted transition hover:bg-danger-soft hover:text-danger"
            >
              <Icon name="trash-2" className="size-4" />
            </button>
          </div>
        </div>
        {sheet.description ? (
          <p className="line-clamp-2 text-sm leading-relaxed text-muted">{sheet.description}</p>
        ) : null}
        {soldOut.length > 0 ? (
          <p className="flex items-start gap-1.5 text-sm font-medium text-danger">
            <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
            {soldOut.join(', ')} sold out
          </p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <p className="text-sm font-medium text-ink">{selectedText(sheet.itemCount)}</p>
          {picked.length > 0 ? (
            <ul aria-hidden className="flex -space-x-2">
              {picked.slice(0, THUMBS).map((item) => (
                <li
                  key={item.id}
                  className="grid size-8 place-items-center overflow-hidden rounded-full border-2 border-surface bg-sunken text-line-strong"
                >
                  {item.photo ? (
                    <img
                      src={photoUrl(item.photo, smallestWidthAtLeast(item.photo, 64))}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                    />
                  ) : (
                    <Icon name="shirt" className="size-3.5" />
                  )}
                </li>
              ))}
              {more > 0 ? (
                <li className="grid size-8 place-items-center rounded-full border-2 border-surface bg-sunken text-[11px] font-semibold text-muted tabular-nums">
                  +{more}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </div>
    </Card>
  )
}
