import { useCallback, useState } from 'react'

import { useToast } from './ui/toast'

/**
 * The state of an add/edit dialog on a list page: closed, open to add (`open()`), or open to
 * edit a row (`open(row)`). `saved(message)` closes it and says so in a toast. `key` remounts
 * the form for each row, so it always starts from that row's values.
 */
export function useFormDialog<Row extends { id: string }>() {
  const { toast } = useToast()
  const [state, setState] = useState<{ row: Row | null } | null>(null)
  const close = useCallback(() => setState(null), [])
  const saved = useCallback(
    (message: string) => {
      setState(null)
      toast(message, { tone: 'success' })
    },
    [toast],
  )
  return {
    isOpen: state !== null,
    row: state?.row ?? null,
    key: state?.row?.id ?? 'new',
    open: (row: Row | null = null) => setState({ row }),
    close,
    saved,
  }
}
