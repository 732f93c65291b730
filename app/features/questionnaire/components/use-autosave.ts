import { type FocusEvent, type FormEvent, useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'

import type { FormResult } from '~/lib/form-errors'

/** How long typing pauses before what was typed is saved. */
const PAUSE_MS = 800

/**
 * Saves a form as she goes: a choice at once, text when she pauses or leaves the field. The
 * form's own fields are sent (not its buttons); `status` says what happened last, for a polite
 * live region. Her text stays as typed whatever the answer. Leaving a field for one of the
 * form's own buttons (Next, Back) saves nothing: that button's submit sends the same fields, and
 * a save still on its way when the page moves on would be cut off.
 */
export function useAutosave() {
  const fetcher = useFetcher<FormResult>()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pending = useRef<HTMLFormElement | null>(null)

  const save = (form: HTMLFormElement) => {
    clearTimeout(timer.current)
    pending.current = null
    fetcher.submit(new FormData(form), { method: 'post' })
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement
    const form = event.currentTarget
    if (target.type === 'radio' || target.type === 'checkbox') return save(form)
    pending.current = form
    clearTimeout(timer.current)
    timer.current = setTimeout(() => save(form), PAUSE_MS)
  }
  /** The form is submitted: what it sends is saved with it. */
  const cancel = () => {
    clearTimeout(timer.current)
    pending.current = null
  }
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const next = event.relatedTarget
    if (
      next instanceof HTMLButtonElement &&
      next.form === event.currentTarget &&
      next.type === 'submit'
    ) {
      return cancel()
    }
    if (pending.current) save(pending.current)
  }

  const busy = fetcher.state !== 'idle'
  const result = busy ? undefined : fetcher.data
  const status = busy
    ? 'Saving…'
    : result?.ok
      ? 'Saved'
      : result?.formError || result?.errors
        ? 'Not saved'
        : ''
  return { onChange, onBlur, onSubmit: cancel, status, result }
}
