import { useEffect, useEffectEvent, useRef, useState } from 'react'

import { buttonClasses } from '~/components/ui/button'
import { cx } from '~/components/ui/cx'
import { Dialog } from '~/components/ui/dialog'
import { Icon } from '~/components/ui/icon'
import { Photo } from '~/components/ui/photo'
import { photoUrl } from '~/lib/photo-urls'

import type { PublicItem, PublicOutfit } from '../types'
import { ItemDetails } from './item-details'
import { AlternateOf, SoldOutAlternates } from './piece-alternates'
import { PiecePrice, SoldOutMark } from './piece-marks'
import { ReactionButtons } from './reaction-buttons'
import { ShopNowLink } from './shop-now-link'
import { ThreadView } from './thread-view'

const SWIPE_PX = 50

/**
 * One item in detail, with "n of N", previous/next that wrap around (buttons, arrow keys, swipe),
 * tap-to-zoom on the photo, the details, Shop Now and thumbnails to jump between items; a piece's
 * alternates ("If it’s sold out: …") and an alternate's piece open in it too (`onOpen`).
 */
export function ItemDetailDialog({
  brand,
  items,
  index,
  onIndexChange,
  onClose,
  outfits,
  onOpenOutfit,
  disclosure,
  alternatesOf,
  itemsById,
  onOpen,
}: {
  /** The studio's name, as her stylist's messages are signed. */
  brand: string
  /** Her affiliate disclosure, when a rule applies to a link of the capsule. */
  disclosure: string | null
  items: PublicItem[]
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
  /** The capsule's outfits: "Featured in" names open them. */
  outfits: PublicOutfit[]
  onOpenOutfit: (outfit: PublicOutfit) => void
  /** Each piece's alternates, in her order. */
  alternatesOf: Map<string, PublicItem[]>
  itemsById: Map<string, PublicItem>
  /** Shows these items instead, at `index` (a piece's alternates, an alternate's piece). */
  onOpen: (list: PublicItem[], index: number) => void
}) {
  const [zoomed, setZoomed] = useState(false)
  const swipeStart = useRef<number | null>(null)
  const open = index !== null && items.length > 0
  const current = open ? items[index] : undefined
  const count = items.length

  const go = (step: number) => {
    if (index === null || count === 0) return
    setZoomed(false)
    onIndexChange((index + step + count) % count)
  }

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape' && zoomed) {
      // Escape first leaves the zoom, not the dialog.
      event.preventDefault()
      event.stopPropagation()
      setZoomed(false)
      return
    }
    if (event.key === 'ArrowRight') go(1)
    else if (event.key === 'ArrowLeft') go(-1)
    else return
    event.preventDefault()
  })
  useEffect(() => {
    if (!open) return
    const listener = (event: KeyboardEvent) => onKey(event)
    window.addEventListener('keydown', listener, true)
    return () => window.removeEventListener('keydown', listener, true)
  }, [open])

  // Keep the active thumbnail in view (scrolling the strip only, never the dialog).
  const thumbs = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const strip = thumbs.current
    const active = strip?.querySelector<HTMLElement>('[aria-current="true"]')
    if (!strip || !active) return
    strip.scrollTo({ left: active.offsetLeft - strip.clientWidth / 2 + active.offsetWidth / 2 })
  }, [index])

  if (!current || index === null) return null
  const featuredIn = outfits.filter((outfit) => outfit.itemIds.includes(current.id))
  const alternates = alternatesOf.get(current.id) ?? []
  const piece = current.alternateOf ? itemsById.get(current.alternateOf) : undefined
  const openInstead = (list: PublicItem[], at: number) => {
    setZoomed(false)
    onOpen(list, at)
  }

  return (
    <Dialog
      holdsForm={false}
      open={open}
      onClose={() => {
        setZoomed(false)
        onClose()
      }}
      size="lg"
      title={current.name}
      description={current.brand ?? undefined}
    >
      <div className="flex items-center justify-between gap-3 pb-4">
        <p className="text-sm text-muted" aria-live="polite">
          {index + 1} of {count}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label="Previous item"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Icon name="chevron-left" className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label="Next item"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Icon name="chevron-right" className="size-4" />
          </button>
        </div>
      </div>

      <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div
          className="relative touch-pan-y select-none"
          onPointerDown={(event) => {
            swipeStart.current = event.clientX
          }}
          onPointerUp={(event) => {
            const start = swipeStart.current
            swipeStart.current = null
            if (start === null) return
            const delta = event.clientX - start
            if (Math.abs(delta) > SWIPE_PX) go(delta < 0 ? 1 : -1)
          }}
        >
          {current.photo ? (
            <button
              type="button"
              onClick={() => setZoomed(true)}
              aria-label={`Zoom in on ${current.name}`}
              className="group relative block w-full overflow-hidden rounded-xl bg-sunken"
            >
              <Photo
                key={current.id}
                photo={current.photo}
                alt={current.name}
                sizes="(min-width: 640px) 360px, 92vw"
                priority
                className="aspect-[4/5] w-full object-cover"
              />
              <span className="absolute right-3 bottom-3 grid size-10 place-items-center rounded-full bg-surface/90 text-ink shadow-card">
                <Icon name="zoom-in" className="size-4" />
              </span>
            </button>
          ) : (
            <div className="grid aspect-[4/5] place-items-center rounded-xl bg-sunken text-line-strong">
              <Icon name="shirt" className="size-12" strokeWidth={1.25} />
            </div>
          )}
        </div>

        <div className="flex min-w-0 flex-col gap-5">
          {piece ? <AlternateOf piece={piece} onOpen={() => openInstead([piece], 0)} /> : null}
          {current.price ? (
            <p className="font-display text-3xl">
              <PiecePrice item={current} />
            </p>
          ) : null}
          <SoldOutMark item={current} className="self-start" />
          {current.description ? (
            <p className="leading-relaxed whitespace-pre-line text-muted">{current.description}</p>
          ) : null}
          <ReactionButtons target={`item:${current.id}`} name={current.name} autoFocus />
          <SoldOutAlternates alternates={alternates} onOpen={(at) => openInstead(alternates, at)} />
          <ItemDetails item={current} featuredIn={featuredIn} onOpenOutfit={onOpenOutfit} />
          {current.link ? (
            <div className="flex flex-col gap-2">
              <ShopNowLink item={current} />
              {disclosure ? <p className="text-xs text-muted">{disclosure}</p> : null}
            </div>
          ) : null}
          <ThreadView
            key={current.id}
            target={`item:${current.id}`}
            brand={brand}
            label="Note to your stylist"
          />
        </div>
      </div>

      {count > 1 ? (
        <ol
          ref={thumbs}
          aria-label="All items"
          className="-mx-1 mt-6 flex gap-2 overflow-x-auto px-1 pt-1 pb-2"
        >
          {items.map((item, position) => (
            <li key={item.id} className="shrink-0">
              <button
                type="button"
                aria-label={`${item.name} (${position + 1} of ${count})`}
                aria-current={position === index}
                onClick={() => {
                  setZoomed(false)
                  onIndexChange(position)
                }}
                className={cx(
                  'block size-16 overflow-hidden rounded-lg bg-sunken ring-offset-2 transition',
                  position === index ? 'ring-2 ring-accent' : 'opacity-70 hover:opacity-100',
                )}
              >
                {item.photo ? (
                  <img
                    src={photoUrl(item.photo, item.photo.widths[0] ?? 'large')}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                ) : (
                  <Icon name="shirt" className="m-auto size-6 text-line-strong" />
                )}
              </button>
            </li>
          ))}
        </ol>
      ) : null}

      {zoomed && current.photo ? (
        <div
          className="fixed inset-0 z-[60] overflow-auto bg-ink/95"
          role="presentation"
          onClick={() => setZoomed(false)}
        >
          <button
            type="button"
            onClick={() => setZoomed(false)}
            aria-label="Close zoom"
            className="fixed top-3 right-3 z-10 grid size-11 place-items-center rounded-full bg-surface/90 text-ink"
          >
            <Icon name="x" className="size-5" />
          </button>
          <img
            src={photoUrl(current.photo, 'large')}
            alt={current.name}
            width={current.photo.width}
            height={current.photo.height}
            className="mx-auto h-auto min-h-full w-auto max-w-none object-contain md:max-h-none"
          />
        </div>
      ) : null}
    </Dialog>
  )
}
