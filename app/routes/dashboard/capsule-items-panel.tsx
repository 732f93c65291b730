import type { ComponentProps } from 'react'
import { Link } from 'react-router'

import {
  ItemsFeedbackToolbar,
  matchesReaction,
  type ReactionFilter,
} from '~/features/feedback/components/items-feedback-toolbar'
import { PieceThreadButton } from '~/features/feedback/components/piece-thread-button'
import { ItemBrowser } from '~/features/items/components/item-browser'
import type { Reaction } from '~/lib/feedback'

type Thread = ComponentProps<typeof PieceThreadButton>['thread']
type BrowserProps = ComponentProps<typeof ItemBrowser>

/**
 * A capsule's Items tab: her pieces in her order, filtered by her client's reaction, each with
 * the conversation about it; the wardrobe and the items page one click away.
 */
export function CapsuleItemsPanel({
  capsule,
  browser,
  reaction,
  onReactionChange,
  reactions,
  threads,
  since,
  wardrobeCount,
  onPickFromWardrobe,
}: {
  capsule: { id: string; clientName: string }
  browser: Pick<BrowserProps, 'items' | 'categories' | 'clientSizes' | 'moveTargets'>
  reaction: ReactionFilter
  onReactionChange: (filter: ReactionFilter) => void
  reactions: Record<string, Reaction>
  threads: Thread[]
  since: string | null
  wardrobeCount: number
  onPickFromWardrobe: () => void
}) {
  const threadOf = new Map(threads.map((thread) => [thread.target, thread]))
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-end gap-x-5 gap-y-2">
        <button
          type="button"
          onClick={onPickFromWardrobe}
          className="text-sm font-medium text-accent hover:underline"
        >
          Add from wardrobe ({wardrobeCount})
        </button>
        <Link
          to={`/dashboard/capsules/${capsule.id}/items`}
          className="text-sm font-medium text-accent hover:underline"
        >
          Open the items page
        </Link>
      </div>
      <ItemBrowser
        {...browser}
        clientName={capsule.clientName}
        emptyText="No items in this capsule yet."
        ordering
        only={(item) => matchesReaction(reaction, reactions[item.id])}
        cardFooter={(item) => {
          const thread = threadOf.get(`item:${item.id}`)
          return thread ? (
            <PieceThreadButton
              capsuleId={capsule.id}
              thread={thread}
              name={item.name}
              clientName={capsule.clientName}
              since={since}
            />
          ) : null
        }}
        toolbar={() => <ItemsFeedbackToolbar filter={reaction} onFilterChange={onReactionChange} />}
      />
    </>
  )
}
