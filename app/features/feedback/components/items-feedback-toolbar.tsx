import { Select } from '~/components/ui/input'
import { type Reaction, REACTION_LABELS, REACTIONS } from '~/lib/feedback'

export type ReactionFilter = Reaction | 'none' | ''

/** Whether an item passes the Items tab's reaction filter. */
export const matchesReaction = (filter: ReactionFilter, reaction: Reaction | undefined) =>
  filter === '' ? true : filter === 'none' ? !reaction : reaction === filter

/**
 * The capsule's Items tab: filter by the client's reaction (what she loves, what she passed
 * on). Owned / To buy in bulk: choose the items, then the bulk actions (features/items).
 */
export function ItemsFeedbackToolbar({
  filter,
  onFilterChange,
}: {
  filter: ReactionFilter
  onFilterChange: (filter: ReactionFilter) => void
}) {
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
    </div>
  )
}
