import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import { Select } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import type { FormResult } from '~/lib/form-errors'
import { plural } from '~/lib/plural'
import { REACTION_LABELS, REACTIONS, type Reaction } from '~/lib/feedback'

export type ReactionFilter = Reaction | 'none' | ''

/** Whether an item passes the Items tab's reaction filter. */
export const matchesReaction = (filter: ReactionFilter, reaction: Reaction | undefined) =>
  filter === '' ? true : filter === 'none' ? !reaction : reaction === filter

/**
 * The capsule's Items tab: filter by the client's reaction, and mark the items shown as Owned or
 * To buy (or back to automatic: to buy when it has a shop link) in one go.
 */
export function ItemsFeedbackToolbar({
  filter,
  onFilterChange,
  itemIds,
}: {
  filter: ReactionFilter
  onFilterChange: (filter: ReactionFilter) => void
  /** The items shown, which the bulk action applies to. */
  itemIds: string[]
}) {
  const fetcher = useFetcher<FormResult>()
  const { toast } = useToast()
  const busy = fetcher.state !== 'idle'

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok) toast('Shopping list updated', { tone: 'success' })
    else toast(fetcher.data.formError ?? 'The items could not be updated.', { tone: 'error' })
  }, [fetcher.state, fetcher.data, toast])

  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <Select
        aria-label="Client's reaction"
        value={filter}
        onChange={(event) => onFilterChange(event.target.value as ReactionFilter)}
        containerClassName="sm:w-52"
      >
        <option value="">All reactions</option>
        {REACTIONS.map((reaction) => (
          <option key={reaction} value={reaction}>
            {REACTION_LABELS[reaction]}
          </option>
        ))}
        <option value="none">No reaction</option>
      </Select>
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="set-ownership" />
        {itemIds.map((id) => (
          <input key={id} type="hidden" name="itemIds" value={id} />
        ))}
        <label htmlFor="bulk-ownership" className="text-sm text-muted">
          Shopping list for the items shown
        </label>
        <Select
          id="bulk-ownership"
          name="ownership"
          defaultValue="to_buy"
          containerClassName="sm:w-40"
        >
          <option value="owned">Owned</option>
          <option value="to_buy">To buy</option>
          <option value="">Automatic</option>
        </Select>
        <Button type="submit" variant="secondary" busy={busy} disabled={itemIds.length === 0}>
          Apply to {plural(itemIds.length, 'item')}
        </Button>
      </fetcher.Form>
    </div>
  )
}
