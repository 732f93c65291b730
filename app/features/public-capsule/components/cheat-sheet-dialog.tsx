import { PriceText } from '~/components/price-text'
import { Dialog } from '~/components/ui/dialog'
import { Icon } from '~/components/ui/icon'
import { Photo } from '~/components/ui/photo'
import { photoUrl } from '~/lib/photo-urls'

import type { PublicCheatSheet, PublicItem } from '../types'
import { InsteadOf, SoldOutMark } from './piece-marks'

/**
 * A cheat sheet: its image and its Featured Items, each opening the item detail; a sold-out
 * piece's alternate in its place, as on the Items tab (the sold-out piece one tap away).
 */
export function CheatSheetDialog({
  sheet,
  pieces,
  onClose,
  onOpenItem,
  onOpenPiece,
}: {
  sheet: PublicCheatSheet | null
  pieces: { item: PublicItem; insteadOf: PublicItem | null }[]
  onClose: () => void
  onOpenItem: (index: number) => void
  onOpenPiece: (piece: PublicItem) => void
}) {
  if (!sheet) return null
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={sheet.name}
      description={sheet.description ?? undefined}
    >
      <div className="grid gap-6 sm:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        {sheet.image ? (
          <Photo
            photo={sheet.image}
            alt={sheet.name}
            sizes="(min-width: 640px) 400px, 92vw"
            priority
            className="w-full rounded-xl border border-line"
          />
        ) : (
          <div className="grid aspect-[4/5] place-items-center rounded-xl bg-sunken text-muted">
            <Icon name="package" className="size-12" strokeWidth={1.25} />
          </div>
        )}
        <div>
          <h3 className="text-xs font-semibold tracking-[0.18em] text-muted uppercase">
            Featured Items
          </h3>
          <ul className="mt-3 divide-y divide-line">
            {pieces.map(({ item, insteadOf }, index) => (
              <li key={item.id} className="py-3">
                <button
                  type="button"
                  onClick={() => onOpenItem(index)}
                  className="flex w-full items-center gap-4 text-left hover:bg-sunken/60"
                >
                  <span className="size-16 shrink-0 overflow-hidden rounded-lg bg-sunken">
                    {item.photo ? (
                      <img
                        src={photoUrl(item.photo, item.photo.widths[0] ?? 'large')}
                        alt=""
                        width={64}
                        height={64}
                        loading="lazy"
                        className="size-full object-cover"
                      />
                    ) : (
                      <Icon name="shirt" className="m-auto mt-5 size-6 text-line-strong" />
                    )}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{item.name}</span>
                    <span className="block truncate text-sm text-muted">
                      {item.brand}
                      {item.brand && item.price ? ' · ' : null}
                      <PriceText price={item.price} />
                    </span>
                  </span>
                  <SoldOutMark item={item} className="ml-auto shrink-0" />
                </button>
                {insteadOf ? (
                  <span className="block pl-20">
                    <InsteadOf piece={insteadOf} onOpen={() => onOpenPiece(insteadOf)} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Dialog>
  )
}
