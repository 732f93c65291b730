import { type ComponentProps, useState } from 'react'
import { Link } from 'react-router'

import { PriceCurrency, usePriceCurrency } from '~/components/price-currency'
import { PieceThreadButton } from '~/features/conversation/components/piece-thread-button'
import {
  ItemsFeedbackToolbar,
  matchesReaction,
  type ReactionFilter,
} from '~/features/feedback/components/items-feedback-toolbar'
import { AddAlternateDialog } from '~/features/items/components/add-alternate-dialog'
import { ItemBrowser } from '~/features/items/components/item-browser'
import { PieceAlternates } from '~/features/items/components/piece-alternates'
import type { WardrobePiece } from '~/features/items/components/wardrobe-dialog'
import { splitAlternates } from '~/lib/alternates'
import type { Reaction } from '~/lib/feedback'
import type { Price } from '~/lib/money'
import { isToBuy } from '~/lib/ownership'
import { plural } from '~/lib/plural'
import { budgetCurrency, firstCurrency } from '~/lib/price-currency'

type Thread = ComponentProps<typeof PieceThreadButton>['thread']
type BrowserProps = ComponentProps<typeof ItemBrowser>

type Piece = BrowserProps['items'][number]

/**
 * A capsule's Items tab: her pieces in her order, filtered by her client's reaction, each with
 * the conversation about it and, for a piece to buy, its alternates (never cards of their own);
 * the wardrobe and the items page one click away.
 */
export function CapsuleItemsPanel({
  capsule,
  clientBudget,
  browser,
  reaction,
  onReactionChange,
  reactions,
  threads,
  since,
  wardrobe,
  onPickFromWardrobe,
}: {
  capsule: { id: string; clientName: string; budget: Price | null }
  /** Her client's budget: a new piece is priced in the capsule's currency, else hers. */
  clientBudget: Price | null
  browser: Pick<BrowserProps, 'items' | 'categories' | 'clientSizes' | 'moveTargets'>
  reaction: ReactionFilter
  onReactionChange: (filter: ReactionFilter) => void
  reactions: Record<string, Reaction>
  threads: Thread[]
  since: string | null
  /** The client's items in no capsule. */
  wardrobe: WardrobePiece[]
  onPickFromWardrobe: () => void
}) {
  const studioCurrency = usePriceCurrency()
  const threadOf = new Map(threads.map((thread) => [thread.target, thread]))
  const { own, alternatesOf } = splitAlternates(browser.items)
  const alternateCount = browser.items.length - own.length
  const [adding, setAdding] = useState<Piece | null>(null)
  const footer = (item: Piece) => {
    const thread = threadOf.get(`item:${item.id}`)
    const alternates = alternatesOf.get(item.id) ?? []
    const backed = alternates.length > 0 || isToBuy(item.ownership, true)
    if (!thread && !backed) return null
    return (
      <div className="flex flex-col gap-2">
        {thread ? (
          <PieceThreadButton
            capsuleId={capsule.id}
            thread={thread}
            name={item.name}
            clientName={capsule.clientName}
            since={since}
          />
        ) : null}
        {backed ? (
          <PieceAlternates piece={item} alternates={alternates} onAdd={() => setAdding(item)} />
        ) : null}
      </div>
    )
  }
  return (
    <PriceCurrency
      value={
        firstCurrency(budgetCurrency(capsule.budget), budgetCurrency(clientBudget)) ??
        studioCurrency
      }
    >
      <div className="mb-4 flex flex-wrap items-center justify-end gap-x-5 gap-y-2">
        {alternateCount > 0 ? (
          <p className="mr-auto text-sm text-muted">
            {plural(own.length, 'piece')} · {plural(alternateCount, 'alternate')}
          </p>
        ) : null}
        <button
          type="button"
          onClick={onPickFromWardrobe}
          className="text-sm font-medium text-accent hover:underline"
        >
          Add from wardrobe ({wardrobe.length})
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
        items={own}
        clientName={capsule.clientName}
        emptyText="No items in this capsule yet."
        ordering
        only={(item) => matchesReaction(reaction, reactions[item.id])}
        cardFooter={footer}
        toolbar={() => <ItemsFeedbackToolbar filter={reaction} onFilterChange={onReactionChange} />}
      />
      <AddAlternateDialog
        piece={adding}
        capsulePieces={own.filter((item) => item.id !== adding?.id && !alternatesOf.has(item.id))}
        wardrobe={wardrobe}
        clientName={capsule.clientName}
        onClose={() => setAdding(null)}
      />
    </PriceCurrency>
  )
}
