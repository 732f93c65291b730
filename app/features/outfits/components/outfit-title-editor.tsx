import { type FocusEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useFetcher } from 'react-router'

import { useDirtyForm } from '~/components/dirty-forms'
import { cx } from '~/components/ui/cx'
import { Icon } from '~/components/ui/icon'
import type { FormResult } from '~/lib/form-errors'

import { OUTFIT_NAME_REQUIRED } from '../schema'

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-sunken hover:text-ink'

/**
 * The outfit's name as the page title, click-to-edit: clicking it (or the pencil) turns it into a
 * field, saved on Enter, on leaving the field, or with the check button; Escape cancels. The new
 * name shows at once; if saving fails the field comes back with what was typed and the reason.
 */
export function OutfitTitleEditor({ name }: { name: string }) {
  const fetcher = useFetcher<FormResult>()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(name)
  const [problem, setProblem] = useState<string | null>(null)
  // The answer already dealt with; a newer failed one reopens the field.
  const [seen, setSeen] = useState<FormResult | undefined>(undefined)
  const sent = useRef<string | null>(null)
  const errorId = useId()

  const pending = fetcher.state !== 'idle'
  const pendingName = pending ? fetcher.formData?.get('name') : null
  const result = pending ? undefined : fetcher.data
  const failure = result && !result.ok && result !== seen ? result : undefined
  const shownName = typeof pendingName === 'string' ? pendingName : name
  const open = editing || Boolean(failure)
  const message = problem ?? failure?.errors?.name ?? failure?.formError
  const sentSave = useDirtyForm(open && draft.trim() !== shownName)
  const field = useRef<HTMLInputElement>(null)

  // Opening the field (or a failed save opening it again) is a request to type here, unless a
  // dialog holds the focus by then: the sign-in over the page after a save that found her
  // signed out. Taking it back would send what she types there (her password) into the name.
  useEffect(() => {
    if (open && !document.querySelector('[role="dialog"][aria-modal="true"]')) {
      field.current?.focus()
    }
  }, [open])

  function start() {
    setDraft(shownName)
    setProblem(null)
    setSeen(fetcher.data)
    setEditing(true)
  }

  function close() {
    setSeen(fetcher.data)
    setProblem(null)
    setEditing(false)
  }

  function save() {
    const value = draft.trim()
    if (!value) {
      setProblem(OUTFIT_NAME_REQUIRED)
      return
    }
    if (value === shownName && !failure) {
      close()
      return
    }
    // Enter and the blur that follows must not send the same name twice.
    if (pending && sent.current === value) return
    sent.current = value
    close()
    void fetcher.submit({ intent: 'update-outfit', name: value }, { method: 'post' })
    sentSave()
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    save()
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    // Moving between the field and its own buttons is not leaving it.
    if (event.currentTarget.contains(event.relatedTarget)) return
    if (!draft.trim()) {
      close()
      return
    }
    save()
  }

  if (!open) {
    return (
      // Balanced lines leave room for the pencil after the last word on a phone.
      <div className="min-w-0 text-balance">
        <h1
          onClick={start}
          title="Click to rename"
          className="-mx-2 inline cursor-text rounded-lg px-2 font-display text-3xl leading-tight font-medium tracking-tight break-words text-ink transition-colors box-decoration-clone hover:bg-sunken/70 sm:text-4xl"
        >
          {shownName}
        </h1>
        <button
          type="button"
          onClick={start}
          aria-label="Rename outfit"
          className={cx(
            iconButton,
            'ml-1 inline-grid size-10 align-[-0.35rem] pointer-coarse:size-11',
          )}
        >
          <Icon name="pencil" className="size-4" />
        </button>
      </div>
    )
  }

  return (
    <form
      onSubmit={onSubmit}
      onBlur={onBlur}
      className="flex max-w-3xl min-w-0 flex-col gap-1.5"
      noValidate
    >
      <div className="flex min-w-0 items-center gap-1">
        <input
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value)
            setProblem(null)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault()
              close()
            }
          }}
          onFocus={(event) => event.currentTarget.select()}
          aria-label="Outfit name"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          maxLength={120}
          autoComplete="off"
          ref={field}
          className={cx(
            '-mx-2 min-w-0 flex-1 rounded-lg border border-line bg-surface px-2 py-1 font-display text-2xl leading-tight font-medium tracking-tight text-ink shadow-xs sm:py-0.5 sm:text-4xl',
            'focus:border-accent focus:ring-[3px] focus:ring-accent/25 focus:outline-hidden',
            'aria-invalid:border-danger aria-invalid:focus:ring-danger/20',
          )}
        />
        {/* mousedown keeps the focus in the field, so a click is not also a blur-save. */}
        <button
          type="submit"
          onMouseDown={(event) => event.preventDefault()}
          aria-label="Save name"
          className={cx(iconButton, 'ml-2 text-accent')}
        >
          <Icon name="check" className="size-5" />
        </button>
        <button
          type="button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={close}
          aria-label="Cancel renaming"
          className={iconButton}
        >
          <Icon name="x" className="size-5" />
        </button>
      </div>
      {message ? (
        <p id={errorId} role="alert" className="flex items-start gap-1.5 text-sm text-danger">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      ) : (
        <p className="text-xs text-muted pointer-coarse:hidden">Enter to save · Esc to cancel</p>
      )}
    </form>
  )
}
