import type { ComponentProps } from 'react'
import { useEffect, useRef, useState } from 'react'
import { type FetcherSubmitOptions, useFetcher } from 'react-router'

import type { FormResult } from '~/lib/form-errors'
import { newSaveKey, ONCE_FIELD } from '~/lib/once'

import { useRevealFailure } from './reveal-failure'

/**
 * The fetcher of a form that saves: whether it is busy, the answer to show (field errors, a
 * form error) once it is back, and `onSaved` called once per successful answer — so a form
 * closes only when its save succeeded and keeps everything typed otherwise.
 *
 * Its `fetcher.Form` and `fetcher.submit` send a key with each save (the same one until a save
 * succeeds or redirects), so saving again after a lost answer never saves twice (actions wrapped
 * in `savesOnce`; a save that redirects redirects the same way again). A lost connection, a
 * server error or an ended session come back as a form error (`guardNetwork`).
 *
 * A failed answer is shown where she is looking (`revealFailure`): the first field at fault in
 * view and focused, or the form's message in view. The form is checked by the server only
 * (`noValidate`): its own messages, never the browser's bubble, which on a phone may point at a
 * field hidden under a sticky bar.
 */
export function useSaveFetcher(onSaved: () => void) {
  const fetcher = useFetcher<FormResult>()
  const busy = fetcher.state !== 'idle'
  const result = busy ? undefined : fetcher.data
  const handled = useRef<FormResult | undefined>(undefined)
  const key = useRef<string | null>(null)
  const formRef = useRevealFailure(result)

  useEffect(() => {
    if (fetcher.state !== 'idle') return
    // A save that redirected (it opened what it made) leaves no answer: the next save is new.
    if (fetcher.data === undefined) key.current = null
    if (fetcher.data?.ok && handled.current !== fetcher.data) {
      handled.current = fetcher.data
      key.current = null
      onSaved()
    }
  }, [fetcher.state, fetcher.data, onSaved])

  // One component for the hook's life (a new one would remount the form and lose what was typed).
  const [Form] = useState(() => {
    const FetcherForm = fetcher.Form
    return function SaveForm({ onSubmit, children, ...props }: ComponentProps<typeof FetcherForm>) {
      return (
        <FetcherForm
          noValidate
          {...props}
          ref={formRef}
          onSubmit={(event) => {
            onSubmit?.(event)
            const field = event.currentTarget.elements.namedItem(ONCE_FIELD)
            key.current ??= newSaveKey()
            if (field instanceof HTMLInputElement) field.value = key.current
          }}
        >
          <input type="hidden" name={ONCE_FIELD} defaultValue="" />
          {children}
        </FetcherForm>
      )
    }
  })

  /** Sends these fields as one save, with its key. */
  const submit = (fields: Record<string, string>, options?: FetcherSubmitOptions) => {
    key.current ??= newSaveKey()
    return fetcher.submit({ ...fields, [ONCE_FIELD]: key.current }, { method: 'post', ...options })
  }

  return { fetcher: { ...fetcher, Form, submit }, busy, result, errors: result?.errors ?? {} }
}
