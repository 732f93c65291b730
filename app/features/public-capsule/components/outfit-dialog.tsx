import { Dialog } from '~/components/ui/dialog'
import type { PublicItem, PublicOutfit } from '~/features/public-capsule/types'

import { PiecePhoto } from './outfits-section'
import { ReactionButtons } from './reaction-buttons'
import { ThreadView } from './thread-view'

/** One outfit: its pieces in order (each opens the item detail), the reaction, the conversation. */
export function OutfitDialog({
  brand,
  outfit,
  items,
  onClose,
  onOpenItem,
}: {
  brand: string
  outfit: PublicOutfit | null
  items: PublicItem[]
  onClose: () => void
  onOpenItem: (index: number) => void
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
        {items.map((item, index) => (
          <li key={item.id} className="min-w-0">
            <button
              type="button"
              onClick={() => onOpenItem(index)}
              className="group block w-full text-left"
            >
              <span className="block aspect-[4/5] overflow-hidden rounded-xl bg-sunken">
                <PiecePhoto item={item} />
              </span>
              <span className="mt-2 block truncate text-sm font-medium group-hover:underline">
                {item.name}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-col gap-5 border-t border-line pt-5">
        <ReactionButtons target={`outfit:${outfit.id}`} name={outfit.name} autoFocus />
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
