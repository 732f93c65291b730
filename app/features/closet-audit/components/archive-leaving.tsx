import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { useToast } from '~/components/ui/toast'
import { UNDO_ACTION } from '~/components/use-confirmed-delete'
import type { FormResult } from '~/lib/form-errors'
import { plural } from '~/lib/plural'

type Archived = FormResult & { undo?: string; archived?: number }

/**
 * "Archive N donated or sold pieces": after a confirmation they leave her wardrobe in one step,
 * and the toast offers Undo for the undo window (the trash's, /dashboard/undo). Kept on the page
 * when none is left (no button then), so the answer still reaches its toast.
 */
export function ArchiveLeaving({ auditId, count }: { auditId: string; count: number }) {
  const fetcher = useFetcher<Archived>()
  const undo = useFetcher<FormResult>()
  const { toast } = useToast()
  const [asking, setAsking] = useState(false)
  const reported = useRef<Archived | undefined>(undefined)
  const undoReported = useRef<FormResult | undefined>(undefined)

  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state !== 'idle' || !result || reported.current === result) return
    reported.current = result
    if (!result.ok) {
      toast(result.formError ?? 'They could not be archived. Please try again.', { tone: 'error' })
      return
    }
    const trashId = result.undo
    toast(`${plural(result.archived ?? 0, 'piece')} archived from her wardrobe`, {
      tone: 'success',
      action: trashId
        ? {
            label: 'Undo',
            onClick: () =>
              void undo.submit({ id: trashId }, { method: 'post', action: UNDO_ACTION }),
          }
        : undefined,
    })
  }, [fetcher.state, fetcher.data, toast, undo])

  useEffect(() => {
    const result = undo.data
    if (undo.state !== 'idle' || !result || undoReported.current === result) return
    undoReported.current = result
    if (result.ok) toast('Back in her wardrobe', { tone: 'success' })
    else toast(result.formError ?? 'They could not be brought back.', { tone: 'error' })
  }, [undo.state, undo.data, toast])

  const label = `Archive ${plural(count, 'donated or sold piece', 'donated or sold pieces')}`
  return (
    <>
      {count > 0 ? (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {label}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={`${label}?`}
        message="They leave her wardrobe, her capsules and their counts. The audit's lists and her closet edit still show them."
        confirmLabel="Archive"
        destructive={false}
        busy={fetcher.state !== 'idle'}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          await fetcher.submit({ intent: 'archive-pieces', auditId }, { method: 'post' })
          setAsking(false)
        }}
      />
    </>
  )
}
