import type { ReactNode, RefObject } from 'react'
import { useEffect, useRef } from 'react'
import { type FetcherWithComponents, useFetcher } from 'react-router'

import { useRevealFailure } from '~/components/reveal-failure'
import { Alert } from '~/components/ui/alert'
import { useToast } from '~/components/ui/toast'
import type { FormResult } from '~/lib/form-errors'

/** Calls `onAnswer` once per answer of a fetcher (not again on re-render). */
export function useAnswer<T>(fetcher: { state: string; data?: T }, onAnswer: (data: T) => void) {
  const seen = useRef<T | undefined>(undefined)
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || seen.current === fetcher.data) return
    seen.current = fetcher.data
    onAnswer(fetcher.data)
  }, [fetcher.state, fetcher.data, onAnswer])
}

/** A fetcher as its form shows it: busy while sending, then the answer and its field errors. */
export function answerOf<T extends FormResult>(fetcher: { state: string; data?: T }) {
  const busy = fetcher.state !== 'idle'
  const result = busy ? undefined : fetcher.data
  return { busy, result, errors: result?.errors ?? {} }
}

/**
 * A form of the account screen that starts over once it is saved (a new password, an
 * invitation): its fetcher and element, whether it is sending, its field errors; `done` is said
 * in a toast.
 */
export function useFormThatResets(done: string) {
  const fetcher = useFetcher<FormResult>()
  const { toast } = useToast()
  const form = useRef<HTMLFormElement>(null)
  useAnswer(fetcher, (data) => {
    if (!data.ok) return
    form.current?.reset()
    toast(done, { tone: 'success' })
  })
  return { fetcher, form, ...answerOf(fetcher) }
}

/**
 * One form of the account screen, sent with a fetcher: its `intent`, the answer's form error
 * above the fields, then the fields and button (`children`). A failed answer is shown where she
 * is looking (`useRevealFailure`); the server checks the fields, never the browser's bubble.
 */
export function IntentForm<T extends FormResult>({
  fetcher,
  intent,
  className,
  formRef,
  children,
}: {
  fetcher: FetcherWithComponents<T>
  intent: string
  className: string
  formRef?: RefObject<HTMLFormElement | null>
  children: ReactNode
}) {
  const { result } = answerOf(fetcher)
  const form = useRevealFailure(result, formRef)
  return (
    <fetcher.Form method="post" noValidate ref={form} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
      {children}
    </fetcher.Form>
  )
}
