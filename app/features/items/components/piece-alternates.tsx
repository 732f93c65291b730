import { useFetcher } from 'react-router'

import { PriceText } from '~/components/price-text'
import { Alert } from '~/components/ui/alert'
import { Icon } from '~/components/ui/icon'
import { MAX_ALTERNATES } from '~/lib/alternates'
import type { FormResult } from '~/lib/form-errors'
import { photoUrl } from '~/lib/photo-urls'

import type { Item } from '../types'

const small =
  'grid size-8 shrink-0 place-items-center rounded-full text-muted transition hover:bg-sunken hover:text-ink disabled:opacity-30 disabled:hover:bg-transparent pointer-coarse:size-10'

function AlternateRow({
  alternate,
  first,
  last,
}: {
  alternate: Item
  first: boolean
  last: boolean
}) {
  const fetcher = useFetcher<FormResult>()
  const busy = fetcher.state !== 'idle'
  const send = (fields: Record<string, string>) =>
    void fetcher.submit({ ...fields, id: alternate.id }, { method: 'post' })
  const failed = !busy && fetcher.data?.formError
  return (
    <li className="py-1.5">
      <div className="flex min-w-0 items-center gap-2">
        <span className="block size-9 shrink-0 overflow-hidden rounded-md bg-sunken">
          {alternate.photo ? (
            <img
              src={photoUrl(alternate.photo, alternate.photo.widths[0] ?? 'large')}
              alt=""
              width={36}
              height={36}
              loading="lazy"
              className="size-full object-cover"
            />
          ) : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 text-xs font-medium break-words text-ink">
            {alternate.name}
          </span>
          {alternate.price ? (
            <span className="block truncate text-xs text-muted">
              <PriceText price={alternate.price} />
            </span>
          ) : null}
        </span>
        <button
          type="button"
          className={small}
          disabled={first || busy}
          aria-label={`Move ${alternate.name} up`}
          onClick={() => send({ intent: 'move-alternate', direction: 'up' })}
        >
          <Icon name="arrow-down" className="size-4 rotate-180" />
        </button>
        <button
          type="button"
          className={small}
          disabled={last || busy}
          aria-label={`Move ${alternate.name} down`}
          onClick={() => send({ intent: 'move-alternate', direction: 'down' })}
        >
          <Icon name="arrow-down" className="size-4" />
        </button>
        <button
          type="button"
          className={small}
          disabled={busy}
          aria-label={`Remove ${alternate.name} as alternate`}
          title="Remove as alternate"
          onClick={() => send({ intent: 'release-alternate' })}
        >
          <Icon name="x" className="size-4" />
        </button>
      </div>
      {failed ? (
        <div className="mt-1">
          <Alert tone="error">{failed}</Alert>
        </div>
      ) : null}
    </li>
  )
}

/**
 * Under a to-buy piece's card on the Items tab: its alternates in her order (up, down, Remove as
 * alternate: it becomes a piece of its own) and Add alternate while it has fewer than three.
 */
export function PieceAlternates({
  piece,
  alternates,
  onAdd,
}: {
  piece: Item
  alternates: Item[]
  onAdd: () => void
}) {
  return (
    <div className="border-t border-line pt-2">
      {alternates.length > 0 ? (
        <>
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">
            Alternates ({alternates.length})
          </h3>
          <ol aria-label={`Alternates of ${piece.name}`} className="divide-y divide-line">
            {alternates.map((alternate, index) => (
              <AlternateRow
                key={alternate.id}
                alternate={alternate}
                first={index === 0}
                last={index === alternates.length - 1}
              />
            ))}
          </ol>
        </>
      ) : null}
      {alternates.length < MAX_ALTERNATES ? (
        <button
          type="button"
          onClick={onAdd}
          aria-label={`Add alternate to ${piece.name}`}
          className="inline-flex min-h-9 items-center gap-1 text-xs font-semibold text-accent hover:underline pointer-coarse:min-h-11"
        >
          <Icon name="plus" className="size-3.5" /> Add alternate
        </button>
      ) : null}
    </div>
  )
}
