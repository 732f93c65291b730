import { type FormEvent, useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Textarea } from '~/components/ui/input'
import { NOTE_MAX } from '~/lib/feedback'
import { useFeedback } from './feedback-context'

/**
 * An optional note to the stylist about one item or outfit (plain text, up to 1,000
 * characters). What is typed is kept until it is saved: a failed save leaves it in the field.
 */
export function NoteField({ target }: { target: string }) {
  const { action, canGiveFeedback, get, save, drafts } = useFeedback()
  const id = useId()
  const saved = get(target)?.note ?? ''
  const [draft, setDraft] = useState<string | undefined>(() => drafts.get(target))
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle')
  const value = draft ?? saved

  function edit(next: string) {
    setDraft(next)
    drafts.set(target, next)
    setStatus('idle')
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setStatus('saving')
    const ok = await save(target, { note: value.trim() || null })
    if (!ok) {
      setStatus('idle')
      return
    }
    drafts.delete(target)
    setDraft(undefined)
    setStatus('saved')
  }

  return (
    <form method="post" action={action} onSubmit={onSubmit} className="flex flex-col gap-2">
      <input type="hidden" name="target" value={target} />
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Note to your stylist <span className="font-normal text-muted">(optional)</span>
      </label>
      <Textarea
        id={id}
        name="note"
        rows={3}
        maxLength={NOTE_MAX}
        value={value}
        disabled={!canGiveFeedback}
        onChange={(event) => edit(event.target.value)}
        placeholder="e.g. Love the colour, is there a petite size?"
        aria-describedby={`${id}-count`}
      />
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-count`} className="text-xs text-muted">
          {value.length.toLocaleString('en-US')} / {NOTE_MAX.toLocaleString('en-US')}
        </p>
        <div className="flex items-center gap-3">
          <p role="status" className="text-sm text-muted">
            {status === 'saved' ? 'Note saved' : ''}
          </p>
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            disabled={!canGiveFeedback}
            busy={status === 'saving'}
          >
            Save note
          </Button>
        </div>
      </div>
    </form>
  )
}
