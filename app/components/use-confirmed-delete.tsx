import type { ReactNode } from 'react'
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'

import type { FormResult } from '~/lib/form-errors'

import { ConfirmDialog } from './ui/confirm-dialog'
import { useToast } from './ui/toast'

/** Where an undoable delete is taken back (app/routes/dashboard/undo.ts). */
export const UNDO_ACTION = '/dashboard/undo'

/**
 * Delete after a confirmation: `ask(row)` opens the dialog with the given wording (fixed, or
 * written for the row: name it and say what goes with it); confirming posts `{ intent, id }` (or
 * what `body` makes of the row) to the current route, then a toast says how it went. When the
 * action answers `{ undo }` (a trash entry, see app/server/trash.server.ts), the toast offers
 * Undo.
 */
export function useConfirmedDelete<T extends { id: string }>({
  intent,
  title,
  message,
  success,
  action,
  body = (row) => ({ intent, id: row.id }),
}: {
  intent: string
  title: string | ((row: T) => string)
  message: ReactNode | ((row: T) => ReactNode)
  success: string | ((row: T) => string)
  action?: string
  /** The form to post (e.g. several ids, a repeated field). */
  body?: (row: T) => FormData | Record<string, string>
}) {
  const fetcher = useFetcher<FormResult & { undo?: string }>()
  const undo = useFetcher<FormResult>()
  const { toast } = useToast()
  const [target, setTarget] = useState<T | null>(null)
  const deleted = useRef<T | null>(null)
  const reported = useRef<FormResult | undefined>(undefined)
  const undoReported = useRef<FormResult | undefined>(undefined)

  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state !== 'idle' || !result || reported.current === result) return
    reported.current = result
    const row = deleted.current
    if (!result.ok) {
      toast(result.formError ?? 'It could not be deleted. Please try again.', { tone: 'error' })
      return
    }
    const trashId = result.undo
    toast(typeof success === 'function' && row ? success(row) : String(success), {
      tone: 'success',
      action: trashId
        ? {
            label: 'Undo',
            onClick: () =>
              void undo.submit({ id: trashId }, { method: 'post', action: UNDO_ACTION }),
          }
        : undefined,
    })
  }, [fetcher.state, fetcher.data, success, toast, undo])

  useEffect(() => {
    const result = undo.data
    if (undo.state !== 'idle' || !result || undoReported.current === result) return
    undoReported.current = result
    if (result.ok) toast('Restored', { tone: 'success' })
    else toast(result.formError ?? 'It could not be restored.', { tone: 'error' })
  }, [undo.state, undo.data, toast])

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={target && typeof title === 'function' ? title(target) : String(title)}
      message={target && typeof message === 'function' ? message(target) : (message as ReactNode)}
      busy={fetcher.state !== 'idle'}
      onCancel={() => setTarget(null)}
      onConfirm={async () => {
        if (!target) return
        deleted.current = target
        await fetcher.submit(body(target), { method: 'post', action })
        setTarget(null)
      }}
    />
  )
  return { ask: setTarget, dialog }
}
