import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Icon } from '~/components/ui/icon'
import type { EmailPreview } from '~/lib/email-preview'

/**
 * The e-mail she is about to send, as her client will read it (to, subject, text, the files that
 * go with it), with Send and Cancel. A refusal shows in the dialog and is announced; nothing she
 * typed on the page is touched by opening or closing it.
 */
export function EmailPreviewDialog({
  preview,
  title,
  sendLabel = 'Send',
  busy,
  error,
  onSend,
  onCancel,
}: {
  preview: EmailPreview | null
  title: string
  sendLabel?: string
  busy: boolean
  error?: string
  onSend: () => void
  onCancel: () => void
}) {
  return (
    <Dialog
      open={preview !== null}
      onClose={busy ? () => {} : onCancel}
      title={title}
      holdsForm={false}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button onClick={onSend} busy={busy}>
            <Icon name="send" className="size-4" /> {sendLabel}
          </Button>
        </>
      }
    >
      {preview ? (
        <div className="space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">From</dt>
            <dd className="min-w-0 break-words text-ink">{preview.from}</dd>
            <dt className="text-muted">To</dt>
            <dd className="min-w-0 break-words text-ink">{preview.to}</dd>
            <dt className="text-muted">Subject</dt>
            <dd className="min-w-0 font-medium break-words text-ink">{preview.subject}</dd>
            {preview.attachments.length > 0 ? (
              <>
                <dt className="text-muted">Attached</dt>
                <dd className="min-w-0 break-words text-ink">{preview.attachments.join(', ')}</dd>
              </>
            ) : null}
          </dl>
          <pre
            aria-label="The e-mail’s text"
            tabIndex={0}
            className="max-h-80 overflow-auto rounded-xl border border-line bg-sunken p-3 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-ink"
          >
            {preview.text}
          </pre>
        </div>
      ) : null}
    </Dialog>
  )
}
