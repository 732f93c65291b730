import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '~/components/ui/button'
import { useToast } from '~/components/ui/toast'
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
  const { toast } = useToast()
  const reported = useRef<FormResult | undefined>(undefined)

  // Refused, the cards go back to what was saved and a toast (an alert) says why.
  useEffect(() => {
    const result = bulk.data
    if (bulk.state !== 'idle' || !result || result.ok || reported.current === result) return
    reported.current = result
    toast(result.formError ?? 'These pieces could not be set. Please try again.', { tone: 'error' })
  }, [bulk.state, bulk.data, toast])

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
    // The cards show the decision at once.
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
      </div>

      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
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
      {selected.size > 0 ? (
        <div
          role="group"
          aria-label="Set the selected pieces"
          className="sticky bottom-3 z-30 mt-6 flex flex-wrap items-center gap-2 rounded-2xl border border-line bg-surface p-3 shadow-overlay"
        >
          <p className="mr-1 text-sm font-medium" aria-live="polite">
            Set {selected.size} selected to
          </p>
          {DECISIONS.map((decision) => (
            <Button key={decision} size="sm" variant="secondary" onClick={() => setAll(decision)}>
              {DECISION_LABELS[decision]}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      ) : null}
    </div>
  )
}
