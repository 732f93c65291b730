import type { ReactNode } from 'react'

import { Alert } from './ui/alert'
import { Button } from './ui/button'
import { Dialog, type DialogSize } from './ui/dialog'
import type { useSaveFetcher } from './use-save-fetcher'

/**
 * The frame of every add/edit dialog: the dialog (which asks before discarding what is typed and
 * keeps a draft), its form sending `intent` (and the row's `id` when editing), and Cancel / Create
 * or Update in the footer, with the form's error just above them: where she is looking when she
 * presses Create, however far the dialog is scrolled. It closes only when the save
 * succeeded (`useSaveFetcher`'s `onSaved`); on failure everything typed stays.
 */
export function FormDialog({
  open = true,
  onClose,
  title,
  description,
  size,
  save,
  formId,
  intent,
  rowId,
  action,
  submitDisabled = false,
  submitLabel,
  className = 'space-y-5',
  before,
  children,
}: {
  open?: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  size?: DialogSize
  /** The form's save state, from `useSaveFetcher`. */
  save: ReturnType<typeof useSaveFetcher>
  /** The form's id: the footer's submit button points at it. */
  formId: string
  /** `<verb>-<thing>`, e.g. `create-client` or `update-client`. */
  intent: string
  /** The row being edited; none when adding (the submit button says Create, else Update). */
  rowId?: string
  /** The route whose action saves the form (defaults to the current route). */
  action?: string
  /** While a photo uploads, for example. */
  submitDisabled?: boolean
  /** The submit button's word when it is not Create or Update (e.g. Send). */
  submitLabel?: string
  /** The form's layout classes. */
  className?: string
  /** Shown above the form, outside it (e.g. "Fill from a shop link"). */
  before?: ReactNode
  children: ReactNode
}) {
  const { fetcher, busy, result } = save
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size={size}
      footerNote={result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} disabled={submitDisabled}>
            {busy ? 'Saving...' : (submitLabel ?? (rowId ? 'Update' : 'Create'))}
          </Button>
        </>
      }
    >
      {before}
      <fetcher.Form id={formId} method="post" action={action} className={className}>
        <input type="hidden" name="intent" value={intent} />
        {rowId ? <input type="hidden" name="id" value={rowId} /> : null}
        {children}
      </fetcher.Form>
    </Dialog>
  )
}
