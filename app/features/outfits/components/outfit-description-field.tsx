import { useId, useRef, useState } from 'react'
import { useFetcher } from 'react-router'

import { useDirtyForm } from '~/components/dirty-forms'
import { AudienceLine } from '~/components/ui/audience'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { Textarea } from '~/components/ui/input'
import { FIELD_AUDIENCE } from '~/lib/audience'
import type { FormResult } from '~/lib/form-errors'

/**
 * The outfit's description, saved when the field is left or with the Save button. What was typed
 * stays in the field when saving fails, with the reason below it.
 */
export function OutfitDescriptionField({ description }: { description: string | null }) {
  const fetcher = useFetcher<FormResult>()
  const [draft, setDraft] = useState(description ?? '')
  const sent = useRef<string | null>(null)
  const id = useId()
  const fieldId = `${id}-description`
  const errorId = `${id}-error`

  const saving = fetcher.state !== 'idle'
  const result = saving ? undefined : fetcher.data
  const saved = description ?? ''
  const dirty = draft.trim() !== saved
  // A save on its way counts as saved: following a link leaves the field, which sends it.
  const sentSave = useDirtyForm(dirty && !saving)
  const error = result && !result.ok ? (result.errors?.description ?? result.formError) : undefined

  function save() {
    const value = draft.trim()
    if (value === saved && !error) return
    if (saving && sent.current === value) return
    sent.current = value
    void fetcher.submit({ intent: 'update-outfit', description: value }, { method: 'post' })
    sentSave()
  }

  return (
    <div className="flex max-w-2xl flex-col gap-1.5">
      <div className="flex min-h-9 items-center justify-between gap-3">
        <label htmlFor={fieldId} className="text-sm font-medium text-ink">
          Description
        </label>
        <div className="flex items-center gap-3">
          <p role="status" className="flex items-center gap-1.5 text-sm text-muted">
            {saving ? 'Saving...' : null}
            {!saving && !error && result?.ok && !dirty ? (
              <>
                <Icon name="check" className="size-4 text-success" /> Saved
              </>
            ) : null}
          </p>
          {(dirty || error) && !saving ? (
            <Button size="sm" variant="secondary" data-save={fieldId} onClick={save}>
              Save
            </Button>
          ) : null}
        </div>
      </div>
      <Textarea
        id={fieldId}
        name="description"
        rows={2}
        maxLength={2000}
        value={draft}
        placeholder="The occasion, how to wear it, what to pair it with…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-audience ${errorId}` : `${id}-audience`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => {
          // The Save button saves on its own click.
          if (event.relatedTarget?.getAttribute('data-save') === fieldId) return
          save()
        }}
        className="min-h-20"
      />
      <AudienceLine audience={FIELD_AUDIENCE.outfit.description} id={`${id}-audience`} />
      {error ? (
        <p id={errorId} role="alert" className="flex items-start gap-1.5 text-sm text-danger">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  )
}
