import { Icon } from '~/components/ui/icon'
import { photoUrl } from '~/lib/photo-urls'

import type { PublicItem, PublicOutfit } from '../types'
import { ReactionButtons } from './reaction-buttons'

const pieces = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`

/** A small square of a piece's photo (the smallest width stored), or the shirt placeholder. */
export function PiecePhoto({ item, className }: { item: PublicItem; className?: string }) {
  return item.photo ? (
    <img
      src={photoUrl(item.photo, item.photo.widths[0] ?? 'large')}
      alt=""
      loading="lazy"
      decoding="async"
      className={className ?? 'size-full object-cover'}
    />
  ) : (
    <span className="grid size-full place-items-center text-line-strong">
      <Icon name="shirt" className="size-6" strokeWidth={1.25} />
    </span>
  )
}

/**
 * The client's outfits: each card shows its pieces' photos in order (a sold-out piece's
 * alternate in its place), name, description, count.
 */
export function OutfitsSection({
  outfits,
  piecesOf,
  onOpen,
}: {
  outfits: PublicOutfit[]
  piecesOf: (outfit: PublicOutfit) => { item: PublicItem }[]
  onOpen: (outfit: PublicOutfit) => void
}) {
  return (
    <section aria-label="Outfits">
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {outfits.map((outfit) => {
          const items = piecesOf(outfit).map((piece) => piece.item)
          return (
            <li key={outfit.id} className="min-w-0">
              <button
                type="button"
                onClick={() => onOpen(outfit)}
                className="group block w-full text-left"
              >
                <span className="grid grid-cols-3 gap-1.5 overflow-hidden rounded-xl border border-line bg-surface p-1.5">
                  {items.slice(0, 6).map((item) => (
                    <span
                      key={item.id}
                      className="aspect-[4/5] overflow-hidden rounded-lg bg-sunken"
                    >
                      <PiecePhoto item={item} />
                    </span>
                  ))}
                  {items.length === 0 ? (
                    <span className="col-span-3 grid aspect-[3/1] place-items-center text-line-strong">
                      <Icon name="shirt" className="size-8" strokeWidth={1.25} />
                    </span>
                  ) : null}
                </span>
                <span className="mt-4 block font-display text-2xl leading-tight group-hover:underline">
                  {outfit.name}
                </span>
                {outfit.description ? (
                  <span className="mt-1 line-clamp-2 block text-sm text-muted">
                    {outfit.description}
                  </span>
                ) : null}
                <span className="mt-2 block text-xs font-semibold tracking-[0.16em] text-accent uppercase">
                  {pieces(items.length)}
                </span>
              </button>
              <ReactionButtons target={`outfit:${outfit.id}`} name={outfit.name} compact />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
