import { cx } from '~/components/ui/cx'
import { Icon } from '~/components/ui/icon'
import type { ItemSummary } from '~/lib/item-summary'
import { photoUrl, smallestWidthAtLeast } from '~/lib/photo-urls'

/**
 * What a picker needs of an item: its id to pick it by, and what its tile shows. Any item row
 * has these fields, so a route passes its items in as they are.
 */
export type PickableItem = Pick<ItemSummary, 'id' | 'name' | 'brand' | 'photo'>

/** Tiles are at most ~160 CSS px wide: ask for twice that for sharp screens. */
const TILE_PX = 320

/**
 * An item in a grid of items to pick from (a toggle button in an `li`): its photo, name and
 * brand, with a check when picked. Given `order` (the 0-based pick position, when picked), the
 * tile also shows and says its number, for picks whose order matters.
 */
export function PickTile({
  item,
  picked,
  order,
  note,
  onToggle,
}: {
  item: PickableItem
  picked: boolean
  order?: number
  /** A word more about it, after the brand (e.g. "To buy"). */
  note?: string
  onToggle: () => void
}) {
  const numbered = picked && order !== undefined
  return (
    <li className="min-w-0">
      <button
        type="button"
        aria-pressed={picked}
        aria-label={[item.name, item.brand, note, numbered ? `picked ${order + 1}` : null]
          .filter(Boolean)
          .join(', ')}
        onClick={onToggle}
        className={cx(
          'group relative flex w-full flex-col overflow-hidden rounded-xl border bg-surface text-left transition',
          'focus-visible:outline-offset-2',
          picked
            ? 'border-accent ring-2 ring-accent'
            : 'border-line hover:border-line-strong hover:shadow-card',
        )}
      >
        <span className="relative block aspect-square bg-sunken">
          {item.photo ? (
            <img
              src={photoUrl(item.photo, smallestWidthAtLeast(item.photo, TILE_PX))}
              alt=""
              loading="lazy"
              decoding="async"
              className={cx('size-full object-cover transition', numbered && 'opacity-90')}
            />
          ) : (
            <span className="grid size-full place-items-center text-line-strong">
              <Icon name="shirt" className="size-7" strokeWidth={1.25} />
            </span>
          )}
          <span
            aria-hidden
            className={cx(
              'absolute top-1.5 right-1.5 grid size-6 place-items-center rounded-full border transition',
              picked
                ? 'border-accent bg-accent text-white'
                : 'border-line-strong bg-surface/85 text-transparent group-hover:text-muted',
            )}
          >
            <Icon name="check" className="size-3.5" strokeWidth={3} />
          </span>
          {numbered ? (
            <span
              aria-hidden
              className="absolute bottom-1.5 left-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-ink/80 px-1.5 text-[11px] leading-none font-semibold text-white tabular-nums"
            >
              {order + 1}
            </span>
          ) : null}
        </span>
        <span className="flex min-w-0 flex-col px-2 pt-1.5 pb-2">
          <span className="truncate text-xs font-medium text-ink">{item.name}</span>
          <span className="truncate text-[11px] text-muted">
            {[item.brand, note].filter(Boolean).join(' · ') || '\u00a0'}
          </span>
        </span>
      </button>
    </li>
  )
}
