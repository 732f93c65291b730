import { cx } from '~/components/ui/cx'
import { Icon } from '~/components/ui/icon'
import { Photo } from '~/components/ui/photo'

import type { PublicItem } from '../types'
import { insteadOfLine, PiecePrice, SoldOutMark } from './piece-marks'
import { ReactionButtons } from './reaction-buttons'

// The tile's real width in the grid (items-section.tsx: 2, 3 then 4 columns inside the page's
// padding, at most 6xl wide), so a phone picks the smallest photo that is sharp enough.
const TILE_SIZES =
  '(min-width: 1152px) 260px, (min-width: 1024px) calc((100vw - 112px) / 4), ' +
  '(min-width: 640px) calc((100vw - 72px) / 3), calc((100vw - 56px) / 2)'

/**
 * A photo, name and price in the client's grid; opens the item detail. `insteadOf`: the sold-out
 * piece this alternate stands in for.
 */
export function ItemTile({
  item,
  insteadOf = null,
  onOpen,
  priority,
}: {
  item: PublicItem
  insteadOf?: PublicItem | null
  onOpen: () => void
  priority: boolean
}) {
  return (
    <li className="min-w-0">
      <button type="button" onClick={onOpen} className="group block w-full text-left">
        <span className="relative block aspect-[4/5] overflow-hidden rounded-xl bg-sunken">
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
          <SoldOutMark item={item} className="absolute top-2 left-2" />
        </span>
        {insteadOf ? (
          <span className="mt-3 block text-xs font-medium text-accent">
            {insteadOfLine(insteadOf)}
          </span>
        ) : null}
        <span
          className={cx(
            'block text-sm font-medium text-pretty break-words text-ink group-hover:underline',
            insteadOf ? 'mt-1' : 'mt-3',
          )}
        >
          {item.name}
        </span>
        {item.price ? (
          <span className="mt-0.5 block text-sm text-muted">
            <PiecePrice item={item} />
          </span>
        ) : null}
      </button>
      <ReactionButtons target={`item:${item.id}`} name={item.name} compact />
    </li>
  )
}
