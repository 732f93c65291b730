import { useFetcher } from 'react-router'

import { Card } from '~/components/ui/card'
import { Icon } from '~/components/ui/icon'
import { Photo } from '~/components/ui/photo'
import type { FormResult } from '~/lib/form-errors'

import { type Decision, NOTE_FIELDS } from '../decisions'
import type { AuditPiece } from '../types'
import { DecisionControl } from './decision-control'
import { NoteInput } from './note-input'

/**
 * One piece of the audit: its photo and name, a checkbox to select it, its decision (saved as
 * soon as it is chosen, shown at once and put back with the message if the save fails) and its
 * two notes: hers, private, and the one for her client (each says who reads it).
 */
export function PieceCard({
  piece,
  auditId,
  selected,
  onSelect,
  pending,
  editable,
}: {
  piece: AuditPiece
  auditId: string
  selected: boolean
  onSelect: (selected: boolean) => void
  /** The decision a bulk change is saving for it, shown meanwhile. */
  pending?: Decision
  /** False for an archived piece: shown, not changed. */
  editable: boolean
}) {
  const decision = useFetcher<FormResult>()

  const sending = decision.formData?.get('decision')
  const shown = (typeof sending === 'string' ? sending : (pending ?? piece.decision)) as Decision
  const decisionError = decision.state === 'idle' ? decision.data?.formError : undefined

  return (
    // A row on a phone (a small photo beside the controls), a card from 640 px.
    <Card as="li" className="flex min-w-0 gap-3 overflow-hidden p-3 sm:flex-col sm:gap-0 sm:p-0">
      <div className="relative aspect-[4/5] w-24 shrink-0 self-start overflow-hidden rounded-lg bg-sunken sm:w-full sm:rounded-none">
        {piece.photo ? (
          <Photo
            photo={piece.photo}
            alt=""
            sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
            className="size-full object-cover"
          />
        ) : (
          <div className="grid size-full place-items-center text-muted">
            <Icon name="shirt" className="size-8" />
          </div>
        )}
        <label className="absolute top-1 left-1 grid size-11 sm:top-2 sm:left-2 cursor-pointer place-items-center rounded-full bg-surface/90 shadow-xs">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
            disabled={!editable}
            className="size-5 accent-accent"
          />
          <span className="sr-only">Select {piece.name}</span>
        </label>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:p-3">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold">{piece.name}</h3>
          <p className="truncate text-xs text-muted">
            {[piece.brand, piece.size].filter(Boolean).join(' · ') || ' '}
          </p>
        </div>
        {editable ? (
          <>
            <DecisionControl
              name={`decision-${piece.id}`}
              label={`Decision for ${piece.name}`}
              value={shown}
              onChange={(next) =>
                void decision.submit(
                  { intent: 'set-decision', auditId, itemIds: piece.id, decision: next },
                  { method: 'post' },
                )
              }
            />
            {decisionError ? (
              <p role="alert" className="text-xs text-danger">
                {decisionError}
              </p>
            ) : null}
            {NOTE_FIELDS.map((field) => (
              <NoteInput
                key={field}
                field={field}
                auditId={auditId}
                itemId={piece.id}
                pieceName={piece.name}
                value={piece[field]}
              />
            ))}
          </>
        ) : (
          <p className="text-xs text-muted">
            Archived{piece.note ? ` · ${piece.note}` : ''}
            {piece.clientNote ? ` · For her: ${piece.clientNote}` : ''}
          </p>
        )}
      </div>
    </Card>
  )
}
