import { useState } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '~/components/ui/button'
import type { FormResult } from '~/lib/form-errors'

import { type Decision, DECISION_LABELS, DECISIONS } from '../decisions'
import type { AuditPiece } from '../types'
import { PieceCard } from './piece-card'

/**
 * The audit's fast grid: every piece with its decision and note, and a selection set to one
 * decision at once from the bar that appears while pieces are selected.
 */
export function AuditGrid({ auditId, pieces }: { auditId: string; pieces: AuditPiece[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const bulk = useFetcher<FormResult>()
  const editable = pieces.filter((piece) => !piece.archived)
  const sending = bulk.formData
  const pendingIds = new Set(sending?.getAll('itemIds').map(String) ?? [])
  const pendingDecision = sending?.get('decision') as Decision | undefined
  const bulkError = bulk.state === 'idle' ? bulk.data?.formError : undefined

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  const setAll = (decision: Decision) => {
    const form = new FormData()
    form.set('intent', 'set-decision')
    form.set('auditId', auditId)
    form.set('decision', decision)
    for (const id of selected) form.append('itemIds', id)
    void bulk.submit(form, { method: 'post' })
    // The cards show the decision at once; refused, they go back and the bar says why.
    setSelected(new Set())
  }

  const allSelected = editable.length > 0 && editable.every((piece) => selected.has(piece.id))

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={allSelected}
            onChange={(event) =>
              setSelected(
                event.currentTarget.checked
                  ? new Set(editable.map((piece) => piece.id))
                  : new Set(),
              )
            }
            className="size-5 accent-accent"
          />
          Select all
        </label>
        {bulkError ? (
          <p role="alert" className="text-sm text-danger">
            {bulkError}
          </p>
        ) : null}
      </div>

      {selected.size > 0 ? (
        <div
          role="group"
          aria-label="Set the selected pieces"
          className="sticky top-2 z-10 mb-4 flex flex-wrap items-center gap-2 rounded-2xl border border-line bg-surface p-3 shadow-overlay"
        >
          <p className="mr-1 text-sm font-medium">Set {selected.size} selected to</p>
          {DECISIONS.map((decision) => (
            <Button
              key={decision}
              size="sm"
              variant="secondary"
              busy={bulk.state !== 'idle' && pendingDecision === decision}
              onClick={() => setAll(decision)}
            >
              {DECISION_LABELS[decision]}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      ) : null}

      <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        {pieces.map((piece) => (
          <PieceCard
            key={piece.id}
            piece={piece}
            auditId={auditId}
            editable={!piece.archived}
            selected={selected.has(piece.id)}
            onSelect={(on) => toggle(piece.id, on)}
            pending={pendingIds.has(piece.id) ? pendingDecision : undefined}
          />
        ))}
      </ul>
    </div>
  )
}
