import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'

import { cx } from '~/components/ui/cx'
import { Icon } from '~/components/ui/icon'
import { Spinner } from '~/components/ui/spinner'
import { useToast } from '~/components/ui/toast'
import type { FormResult } from '~/lib/form-errors'

import type { OutfitItem } from '../types'
import { ItemPhoto } from './item-photo'
import { useFocusAfterRemoval } from './use-focus-after-removal'

/**
 * One capsule item in the Add Items dialog: a click adds it at the end of the outfit. Once added
 * it leaves the list; a refusal (e.g. Item is already in this outfit) shows as a toast.
 */
export function AddItemTile({ item }: { item: OutfitItem }) {
  const fetcher = useFetcher<FormResult>({ key: `outfit-add:${item.id}` })
  const adding = fetcher.state !== 'idle'
  const { toast } = useToast()
  const reported = useRef<FormResult | undefined>(undefined)
  const entryRef = useFocusAfterRemoval<HTMLLIElement>('[role="dialog"]', 'input[type="search"]')

  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state !== 'idle' || !result || result.ok || reported.current === result) return
    reported.current = result
    toast(result.formError ?? `${item.name} could not be added. Please try again.`, {
      tone: 'error',
    })
  }, [fetcher.state, fetcher.data, item.name, toast])

  const details = [item.brand, item.category].filter(Boolean)
  return (
    <li ref={entryRef} className="min-w-0">
      {/* Not `disabled` while adding: that would drop the keyboard focus. */}
      <button
        type="button"
        aria-disabled={adding || undefined}
        aria-busy={adding || undefined}
        onClick={() => {
          if (adding) return
          void fetcher.submit({ intent: 'add-item', itemId: item.id }, { method: 'post' })
        }}
        className={cx(
          'group flex w-full min-w-0 flex-col overflow-hidden rounded-xl border border-line bg-surface text-left transition',
          'hover:border-accent/50 hover:shadow-card aria-disabled:cursor-wait',
        )}
      >
        <span className="relative block aspect-square w-full overflow-hidden bg-sunken">
          <ItemPhoto
            photo={item.photo}
            alt=""
            sizes="(min-width: 640px) 160px, 45vw"
            className="absolute inset-0"
            iconClassName="size-8"
          />
          <span
            aria-hidden
            className={cx(
              'absolute right-2 bottom-2 grid size-8 place-items-center rounded-full shadow-card transition',
              adding
                ? 'bg-surface text-accent'
                : 'bg-surface/90 text-ink group-hover:bg-accent group-hover:text-white',
            )}
          >
            {adding ? <Spinner /> : <Icon name="plus" className="size-4" />}
          </span>
        </span>
        <span className="flex min-w-0 flex-col gap-0.5 px-3 py-2.5">
          <span className="line-clamp-2 text-sm leading-snug font-semibold text-ink">
            <span className="sr-only">Add </span>
            {item.name}
          </span>
          {details.length > 0 ? (
            <span className="truncate text-xs text-muted">{details.join(' · ')}</span>
          ) : null}
        </span>
      </button>
    </li>
  )
}
