import { useEffect, useId, useRef, useState } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { Select } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import { useConfirmedDelete } from '~/components/use-confirmed-delete'
import type { FormResult } from '~/lib/form-errors'
import { plural } from '~/lib/plural'

import type { Item } from '../types'

/** Another capsule of the same client, where chosen pieces can move. */
export type MoveTarget = { id: string; name: string }

/** A form of the chosen items for `intent`, the ids as a repeated field. */
function pickedForm(intent: string, itemIds: string[], fields: Record<string, string> = {}) {
  const form = new FormData()
  form.set('intent', intent)
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  for (const id of itemIds) form.append('itemIds', id)
  return form
}

/** "Linen shirt", "Linen shirt and Sunglasses", "Linen shirt, Straw hat and Sunglasses". */
const names = (items: Item[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(items.map((item) => item.name))

type Answer = FormResult & { moved?: number; to?: string | null }

/**
 * What she does with the items chosen on a capsule's Items tab: mark them Owned or To buy, move
 * them to another of the client's capsules or to her wardrobe, or delete them (with one Undo).
 * Each says how it went; the choice is cleared once it is done. Shown while something is chosen.
 */
export function BulkActions({
  chosen,
  shownIds,
  targets,
  clientName,
  onChoose,
}: {
  chosen: Item[]
  /** The items shown (search and filters applied), for "Select all". */
  shownIds: string[]
  targets: MoveTarget[]
  clientName: string
  onChoose: (ids: string[]) => void
}) {
  const id = useId()
  const fetcher = useFetcher<Answer>()
  const { toast } = useToast()
  const [to, setTo] = useState(targets[0]?.id ?? '')
  const busy = fetcher.state !== 'idle'
  const done = useRef<(answer: Answer) => string>(() => '')
  const reported = useRef<Answer | undefined>(undefined)
  const ids = chosen.map((item) => item.id)

  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state !== 'idle' || !answer || reported.current === answer) return
    reported.current = answer
    if (!answer.ok) {
      toast(answer.formError ?? 'The items could not be changed. Please try again.', {
        tone: 'error',
      })
      return
    }
    toast(done.current(answer), { tone: 'success' })
    onChoose([])
  }, [fetcher.state, fetcher.data, toast, onChoose])

  const remove = useConfirmedDelete<{ id: string; items: Item[] }>({
    intent: 'delete-items',
    title: ({ items }) => `Delete ${plural(items.length, 'item')}?`,
    message: ({ items }) =>
      `${names(items)} will be deleted, with their photos and their places in outfits and cheat sheets. You can undo this for a few seconds.`,
    success: ({ items }) => `${plural(items.length, 'item')} deleted`,
    body: ({ items }) =>
      pickedForm(
        'delete-items',
        items.map((item) => item.id),
      ),
  })

  function send(form: FormData, message: (answer: Answer) => string) {
    done.current = message
    void fetcher.submit(form, { method: 'post' })
  }

  function mark(ownership: 'owned' | 'to_buy', label: string) {
    send(
      pickedForm('set-ownership', ids, { ownership }),
      () => `${plural(ids.length, 'item')} marked ${label}`,
    )
  }

  // Mounted while nothing is chosen too: what was just moved or deleted still gets its toast.
  if (chosen.length === 0) return remove.dialog
  return (
    <div
      role="toolbar"
      aria-label="Selected items"
      className="sticky bottom-3 z-30 mt-6 flex flex-wrap items-center gap-2 rounded-2xl border border-line bg-surface p-3 shadow-overlay sm:gap-3"
    >
      <p
        className="mr-auto flex items-center gap-3 text-sm font-semibold text-ink"
        aria-live="polite"
      >
        {chosen.length} selected
        {shownIds.length > chosen.length ? (
          <button
            type="button"
            onClick={() => onChoose(shownIds)}
            className="min-h-9 text-sm font-medium text-accent hover:underline"
          >
            Select all {shownIds.length}
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => onChoose([])}
          className="min-h-9 text-sm font-medium text-muted hover:text-ink hover:underline"
        >
          Clear
        </button>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => mark('owned', 'Owned')}
        >
          <Icon name="check" className="size-4" /> Mark Owned
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => mark('to_buy', 'To buy')}
        >
          <Icon name="shopping-bag" className="size-4" /> Mark To buy
        </Button>
      </div>
      <div className="flex min-w-0 items-center gap-2">
        <label htmlFor={`${id}-to`} className="text-sm whitespace-nowrap text-muted">
          Move to
        </label>
        <Select
          id={`${id}-to`}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          containerClassName="min-w-0 sm:w-48"
          className="min-h-9 py-1.5"
        >
          {targets.map((target) => (
            <option key={target.id} value={target.id}>
              {target.name}
            </option>
          ))}
          <option value="">{clientName}’s wardrobe</option>
        </Select>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() =>
            send(pickedForm('move-items', ids, { to }), (answer) =>
              answer.to
                ? `${plural(answer.moved ?? 0, 'item')} moved to ${answer.to}`
                : `${plural(answer.moved ?? 0, 'item')} moved to ${clientName}’s wardrobe`,
            )
          }
        >
          Move
        </Button>
      </div>
      <Button
        variant="danger"
        size="sm"
        disabled={busy}
        onClick={() => remove.ask({ id: 'chosen', items: chosen })}
      >
        <Icon name="trash-2" className="size-4" /> Delete
      </Button>
      {remove.dialog}
    </div>
  )
}
