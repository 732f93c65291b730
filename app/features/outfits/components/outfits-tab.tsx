import { useState } from 'react'

import { Button } from '~/components/ui/button'
import { PromptDialog } from '~/components/ui/confirm-dialog'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'
import { useConfirmedDelete } from '~/components/use-confirmed-delete'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import type { FormResult } from '~/lib/form-errors'

import { deleteOutfitMessage } from '../delete-message'
import { OUTFIT_NAME_REQUIRED } from '../schema'
import type { OutfitSummary } from '../types'
import { OutfitCard } from './outfit-card'

const noop = () => {}

/**
 * The capsule page's Outfits tab: New Outfit (a name prompt, then the editor opens), the outfit
 * cards, and delete after a confirmation. Posts `create-outfit` and `delete-outfit` to the
 * current route, whose action hands them to `handleOutfitIntent`.
 */
export function OutfitsTab({
  capsuleId,
  outfits,
}: {
  capsuleId: string
  outfits: OutfitSummary[]
}) {
  const [asking, setAsking] = useState(false)
  // Created, the action opens the new outfit's editor; a retry after a lost answer opens it too.
  const { fetcher: create, busy: creating } = useSaveFetcher(noop)
  // A failure is shown in the prompt it happened in, not again when the prompt is reopened.
  const [seen, setSeen] = useState<FormResult | undefined>(undefined)
  const failed = creating || create.data === seen ? undefined : create.data
  const remove = useConfirmedDelete<OutfitSummary>({
    intent: 'delete-outfit',
    title: (outfit) => `Delete ${outfit.name}?`,
    message: deleteOutfitMessage,
    success: (outfit) => `${outfit.name} deleted`,
  })

  const newOutfit = (
    <Button
      onClick={() => {
        setSeen(create.data)
        setAsking(true)
      }}
    >
      <Icon name="plus" className="size-4" /> New Outfit
    </Button>
  )

  return (
    <section aria-label="Outfits">
      {outfits.length === 0 ? (
        <EmptyState
          icon={<Icon name="sparkles" className="size-6" />}
          title="No outfits created yet."
          description="Combine pieces of this capsule into outfits, in the order they are worn."
          action={newOutfit}
        />
      ) : (
        <>
          <div className="mb-6 flex items-center justify-between gap-4">
            <p className="text-sm text-muted">
              {outfits.length === 1 ? '1 outfit' : `${outfits.length} outfits`}
            </p>
            {newOutfit}
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
            {outfits.map((outfit) => (
              <OutfitCard
                key={outfit.id}
                capsuleId={capsuleId}
                outfit={outfit}
                onDelete={() => remove.ask(outfit)}
              />
            ))}
          </ul>
        </>
      )}

      <PromptDialog
        open={asking}
        title="New Outfit"
        label="Outfit name"
        placeholder="e.g. Gallery opening"
        submitLabel="Create"
        busy={creating}
        error={failed?.errors?.name ?? failed?.formError}
        emptyError={OUTFIT_NAME_REQUIRED}
        onCancel={() => setAsking(false)}
        onSubmit={(name) => {
          // On success the action redirects to the new outfit's editor.
          void create.submit({ intent: 'create-outfit', name })
        }}
      />
      {remove.dialog}
    </section>
  )
}
