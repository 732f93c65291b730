import type { FormEvent, ReactNode } from 'react'
import { useId, useState } from 'react'

import { Button } from './button'
import { Dialog } from './dialog'
import { Field } from './field'
import { Input } from './input'

const noop = () => {}

export type ConfirmDialogProps = {
  open: boolean
  title?: ReactNode
  message: ReactNode
  confirmLabel?: ReactNode
  cancelLabel?: ReactNode
  busy?: boolean
  /** Red confirm button (default). Pass `false` for harmless confirmations. */
  destructive?: boolean
  onConfirm: () => void | Promise<void>
  onCancel: () => void
}

/**
 * Asks before doing something (by default, deleting). Cancel gets the initial focus, so a
 * stray Enter never confirms. While `busy`, the dialog cannot be dismissed.
 */
export function ConfirmDialog({
  open,
  title = 'Are you sure?',
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  destructive = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId()
  return (
    <Dialog
      open={open}
      onClose={busy ? noop : onCancel}
      title={title}
      size="sm"
      aria-describedby={messageId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId} className="text-base leading-relaxed text-pretty text-ink">
        {message}
      </p>
    </Dialog>
  )
}

export type PromptDialogProps = {
  open: boolean
  title: ReactNode
  label: ReactNode
  placeholder?: string
  submitLabel?: ReactNode
  busy?: boolean
  error?: ReactNode
  /** Shown, with the dialog kept open, when Create is pressed with nothing typed. */
  emptyError: ReactNode
  /** Called with the trimmed, non-empty answer. */
  onSubmit: (value: string) => void
  onCancel: () => void
}

/**
 * A one-question dialog, like `window.prompt`: Enter submits; an empty (or whitespace-only)
 * answer creates nothing and says what is missing (Cancel and Escape close it). The field
 * starts empty each time it opens.
 */
export function PromptDialog({
  open,
  title,
  label,
  placeholder,
  submitLabel = 'Create',
  busy = false,
  error,
  emptyError,
  onSubmit,
  onCancel,
}: PromptDialogProps) {
  const id = useId()
  const formId = `${id}-form`
  const inputId = `${id}-input`
  const [empty, setEmpty] = useState(false)
  // A new question starts without the last one's complaint.
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    setEmpty(false)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const value = new FormData(event.currentTarget).get('value')
    const answer = typeof value === 'string' ? value.trim() : ''
    setEmpty(!answer)
    if (answer) onSubmit(answer)
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? noop : onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate>
        <Field label={label} htmlFor={inputId} error={empty ? emptyError : error}>
          <Input
            name="value"
            placeholder={placeholder}
            autoComplete="off"
            readOnly={busy}
            onChange={() => setEmpty(false)}
            data-autofocus
          />
        </Field>
      </form>
    </Dialog>
  )
}
