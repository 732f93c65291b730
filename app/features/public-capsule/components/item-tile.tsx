import { PriceText } from '~/components/price-text'
import { Icon } from '~/components/ui/icon'
import { Photo } from '~/components/ui/photo'
import { ReactionButtons } from '~/features/public-capsule/components/reaction-buttons'

import type { PublicItem } from '../types'

// The tile's real width in the grid (items-section.tsx: 2, 3 then 4 columns inside the page's
// padding, at most 6xl wide), so a phone picks the smallest photo that is sharp enough.
const TILE_SIZES =
  '(min-width: 1152px) 260px, (min-width: 1024px) calc((100vw - 112px) / 4), ' +
  '(min-width: 640px) calc((100vw - 72px) / 3), calc((100vw - 56px) / 2)'

/** A photo, name and price in the client's grid; opens the item detail. */
export function ItemTile({
  item,
  onOpen,
  priority,
}: {
  item: PublicItem
  onOpen: () => void
  priority: boolean
}) {
  return (
    <li className="min-w-0">
      <button type="button" onClick={onOpen} className="group block w-full text-left">
        <span className="block aspect-[4/5] overflow-hidden rounded-xl bg-sunken">
          {item.photo ? (
            <Photo
              photo={item.photo}
              alt={item.name}
              sizes={TILE_SIZES}
              priority={priority}
              className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
            />
          ) : (
            <span className="grid size-full place-items-center text-line-strong">
              <Icon name="shirt" className="size-10" strokeWidth={1.25} />
            </span>
          )}
        </span>
        <span className="mt-3 block text-sm font-medium text-pretty break-words text-ink group-hover:underline">
          {item.name}
        </span>
        {item.price ? (
          <span className="mt-0.5 block text-sm text-muted">
            <PriceText price={item.price} />
          </span>
        ) : null}
      </button>
      <ReactionButtons target={`item:${item.id}`} name={item.name} compact />
    </li>
  )
}
