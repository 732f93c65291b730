import { PriceText } from '~/components/price-text'
import { Dialog } from '~/components/ui/dialog'
import { Icon } from '~/components/ui/icon'
import { Photo } from '~/components/ui/photo'
import { photoUrl } from '~/lib/photo-urls'

import type { PublicCheatSheet, PublicItem } from '../types'

/** A cheat sheet: its image and its Featured Items, each opening the item detail. */
export function CheatSheetDialog({
  sheet,
  items,
  onClose,
  onOpenItem,
}: {
  sheet: PublicCheatSheet | null
  items: PublicItem[]
  onClose: () => void
  onOpenItem: (index: number) => void
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
            {items.map((item, index) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onOpenItem(index)}
                  className="flex w-full items-center gap-4 py-3 text-left hover:bg-sunken/60"
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
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Dialog>
  )
}
