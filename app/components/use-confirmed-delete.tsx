import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import type { FormResult } from '~/lib/form-errors'
import { ConfirmDialog } from './ui/confirm-dialog'
import { useToast } from './ui/toast'

/**
 * Delete after a confirmation: `ask(row)` opens the dialog with the given wording; confirming
 * posts `{ intent, id }` to the current route, then a toast says how it went.
 */
export function useConfirmedDelete<T extends { id: string }>({
  intent,
  title,
  message,
  success,
  action,
}: {
  intent: string
  title: string
  message: string
  success: string
  action?: string
}) {
  const fetcher = useFetcher<FormResult>()
  const { toast } = useToast()
  const [target, setTarget] = useState<T | null>(null)
  const reported = useRef<FormResult | undefined>(undefined)

  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state !== 'idle' || !result || reported.current === result) return
    reported.current = result
    if (result.ok) toast(success, { tone: 'success' })
    else toast(result.formError ?? 'It could not be deleted. Please try again.', { tone: 'error' })
  }, [fetcher.state, fetcher.data, success, toast])

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={title}
      message={message}
      busy={fetcher.state !== 'idle'}
      onCancel={() => setTarget(null)}
      onConfirm={async () => {
        if (!target) return
        await fetcher.submit({ intent, id: target.id }, { method: 'post', action })
        setTarget(null)
      }}
    />
  )
  return { ask: setTarget, dialog }
}
