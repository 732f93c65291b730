import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import type { FormResult } from '~/lib/form-errors'

/**
 * The fetcher of a form that saves: whether it is busy, the answer to show (field errors, a
 * form error) once it is back, and `onSaved` called once per successful answer — so a form
 * closes only when its save succeeded and keeps everything typed otherwise.
 */
export function useSaveFetcher(onSaved: () => void) {
  const fetcher = useFetcher<FormResult>()
  const busy = fetcher.state !== 'idle'
  const result = busy ? undefined : fetcher.data
  const handled = useRef<FormResult | undefined>(undefined)

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok && handled.current !== fetcher.data) {
      handled.current = fetcher.data
      onSaved()
    }
  }, [fetcher.state, fetcher.data, onSaved])

  return { fetcher, busy, result, errors: result?.errors ?? {} }
}
