import { Dialog } from '~/components/ui/dialog'

import type { PublicItem, PublicOutfit } from '../types'
import { PiecePhoto } from './outfits-section'
import { InsteadOf, SoldOutMark } from './piece-marks'
import { ReactionButtons } from './reaction-buttons'
import { ThreadView } from './thread-view'

/**
 * One outfit: its pieces in order (each opens the item detail), a sold-out one's alternate in
 * its place as on the Items tab (the sold-out piece one tap away), the reaction, the
 * conversation. It opens at its top: nothing takes the focus further down (on a phone that
 * scrolled the sheet to Love it).
 */
export function OutfitDialog({
  brand,
  outfit,
  pieces,
  onClose,
  onOpenItem,
  onOpenPiece,
}: {
  brand: string
  outfit: PublicOutfit | null
  /** Its pieces as shown: a stand-in with the sold-out piece it stands in for. */
  pieces: { item: PublicItem; insteadOf: PublicItem | null }[]
  onClose: () => void
  /** Opens the piece shown at `index`. */
  onOpenItem: (index: number) => void
  /** Opens one piece (the sold-out one a stand-in replaces). */
  onOpenPiece: (piece: PublicItem) => void
}) {
  if (!outfit) return null
  return (
    <Dialog
      holdsForm={false}
      open
      onClose={onClose}
      size="lg"
      title={outfit.name}
      description={outfit.description ?? undefined}
    >
      <ol aria-label="Pieces" className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {pieces.map(({ item, insteadOf }, index) => (
          <li key={item.id} className="min-w-0">
            <button
              type="button"
              onClick={() => onOpenItem(index)}
              className="group block w-full text-left"
              // The first piece takes the focus: the sheet opens at its top.
              data-autofocus={index === 0 ? true : undefined}
            >
              <span className="relative block aspect-[4/5] overflow-hidden rounded-xl bg-sunken">
                <PiecePhoto item={item} />
                <SoldOutMark item={item} className="absolute top-2 left-2" />
              </span>
              <span className="mt-2 block truncate text-sm font-medium group-hover:underline">
                {item.name}
              </span>
            </button>
            {insteadOf ? (
              <InsteadOf piece={insteadOf} onOpen={() => onOpenPiece(insteadOf)} />
            ) : null}
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-col gap-5 border-t border-line pt-5">
        <ReactionButtons target={`outfit:${outfit.id}`} name={outfit.name} />
        <ThreadView
          key={outfit.id}
          target={`outfit:${outfit.id}`}
          brand={brand}
          label="Note to your stylist"
        />
      </div>
    </Dialog>
  )
}
