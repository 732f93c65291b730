import type { ReactNode } from 'react'

import { PriceText } from '~/components/price-text'
import { cx } from '~/components/ui/cx'
import { isSoldOut, priceDrop } from '~/lib/stock'

import type { PublicItem } from '../types'

/**
 * A piece's price; after a price drop at its shop, "Price drop", the price she gave struck
 * through and the shop's price now (said in words too, not by colour or the strike alone).
 */
export function PiecePrice({ item }: { item: PublicItem }) {
  const drop = priceDrop(item.price, item.stock)
  if (!item.price) return null
  if (!drop) return <PriceText price={item.price} />
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <span className="sr-only">{'Price drop: was '}</span>
      <s className="font-normal text-muted">
        <PriceText price={item.price} />
      </s>
      <span className="sr-only">{', now '}</span>
      <span className="text-ink">
        <PriceText price={drop} />
      </span>
      <span
        aria-hidden
        className="self-center rounded-full bg-success-soft px-2 py-0.5 font-sans text-xs font-semibold text-success"
      >
        Price drop
      </span>
    </span>
  )
}

/** "Sold out" on a piece whose shop page said so at the last check; nothing otherwise. */
export function SoldOutMark({ item, className }: { item: PublicItem; className?: string }) {
  if (!isSoldOut(item.stock)) return null
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full bg-ink px-2.5 py-0.5 text-xs font-semibold text-canvas',
        className,
      )}
    >
      Sold out
    </span>
  )
}

/** The line on an alternate standing in for its sold-out piece. */
export function insteadOfLine(piece: PublicItem) {
  return `Instead of ${piece.name} — sold out`
}

/**
 * On a stand-in wherever it shows in her piece's place (an outfit, a cheat sheet, its own
 * detail): the line naming the sold-out piece, one tap from its own detail. `children` says it
 * otherwise while the piece is not sold out (an alternate's detail: "An alternate to …").
 */
export function InsteadOf({
  piece,
  onOpen,
  size = 'xs',
  children,
}: {
  piece: PublicItem
  onOpen: () => void
  size?: 'xs' | 'sm'
  children?: ReactNode
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cx(
        'min-h-9 text-left font-medium text-accent underline-offset-4 hover:underline pointer-coarse:min-h-11',
        size === 'xs' ? 'text-xs' : 'self-start text-sm',
      )}
    >
      {isSoldOut(piece.stock) || !children ? insteadOfLine(piece) : children}
    </button>
  )
}
