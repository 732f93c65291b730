import { useId } from 'react'

import { Icon } from '~/components/ui/icon'

import type { PublicItem } from '../types'
import { PiecePhoto } from './outfits-section'
import { InsteadOf, PiecePrice, SoldOutMark } from './piece-marks'

/**
 * "If it’s sold out:" in a piece's detail: its alternates in her order (photo, name, price),
 * each opening its own detail, with its own reactions and Bought.
 */
export function SoldOutAlternates({
  alternates,
  onOpen,
}: {
  alternates: PublicItem[]
  onOpen: (index: number) => void
}) {
  const titleId = useId()
  if (alternates.length === 0) return null
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="text-sm font-semibold text-ink">
        If it’s sold out:
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {alternates.map((alternate, index) => (
          <li key={alternate.id}>
            <button
              type="button"
              onClick={() => onOpen(index)}
              className="flex w-full min-w-0 items-center gap-3 rounded-xl border border-line bg-surface p-2 text-left transition hover:border-line-strong hover:shadow-card"
            >
              <span className="block size-14 shrink-0 overflow-hidden rounded-lg bg-sunken">
                <PiecePhoto item={alternate} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-ink">
                  {alternate.name}
                </span>
                <span className="block text-sm text-muted">
                  <PiecePrice item={alternate} />
                </span>
              </span>
              <SoldOutMark item={alternate} className="shrink-0" />
              <Icon name="chevron-right" className="size-4 shrink-0 text-muted" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * On an alternate's detail, the piece it backs up, one tap away: "Instead of … — sold out" while
 * it stands in for it, "An alternate to …" otherwise.
 */
export function AlternateOf({ piece, onOpen }: { piece: PublicItem; onOpen: () => void }) {
  return (
    <InsteadOf piece={piece} onOpen={onOpen} size="sm">
      An alternate to {piece.name}
    </InsteadOf>
  )
}
