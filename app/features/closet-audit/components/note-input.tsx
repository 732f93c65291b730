import { useId, useState } from 'react'
import { useFetcher } from 'react-router'

import { AudienceLine } from '~/components/ui/audience'
import { FIELD_AUDIENCE } from '~/lib/audience'
import type { FormResult } from '~/lib/form-errors'

import type { NoteField } from '../decisions'

const LABELS: Record<NoteField, string> = {
  note: 'Private note on',
  clientNote: 'Note for her on',
}
const PLACEHOLDERS: Record<NoteField, string> = {
  note: 'Your note, e.g. good label',
  clientNote: 'For her, e.g. shorten 2 cm',
}

/**
 * One of a piece's two notes: hers (private), or the one for her client. It says who reads it,
 * and is saved on leaving the field or on Enter, with a Saved or error line that is announced.
 */
export function NoteInput({
  field,
  auditId,
  itemId,
  pieceName,
  value,
}: {
  field: NoteField
  auditId: string
  itemId: string
  pieceName: string
  value: string | null
}) {
  const note = useFetcher<FormResult>()
  const id = useId()
  // Typed since the last save: leaving the field or Enter saves it.
  const [dirty, setDirty] = useState(false)
  const error =
    note.state === 'idle' ? (note.data?.errors?.note ?? note.data?.formError) : undefined

  const save = (text: string) => {
    // Unchanged, nothing to send; refused, the next try sends it again.
    if (!dirty && !error) return
    setDirty(false)
    void note.submit(
      { intent: 'save-note', auditId, itemId, field, note: text },
      { method: 'post' },
    )
  }
  const status = note.state !== 'idle' ? 'Saving…' : note.data?.ok && !dirty ? 'Saved' : ''

  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {LABELS[field]} {pieceName}
      </label>
      <input
        id={id}
        defaultValue={value ?? ''}
        placeholder={PLACEHOLDERS[field]}
        aria-describedby={`${id}-audience ${id}-status`}
        aria-invalid={error ? true : undefined}
        onBlur={(event) => save(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          save(event.currentTarget.value)
        }}
        onChange={() => setDirty(true)}
        className="block min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-base shadow-xs focus:border-accent focus:ring-[3px] focus:ring-accent/25 focus:outline-hidden aria-invalid:border-danger sm:min-h-9 sm:text-sm"
      />
      <p className="mt-1 flex min-h-4 flex-wrap items-center justify-between gap-x-2 text-xs text-muted">
        <AudienceLine audience={FIELD_AUDIENCE.closetAuditPiece[field]} id={`${id}-audience`} />
        <span id={`${id}-status`} aria-live="polite">
          {status}
        </span>
      </p>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
