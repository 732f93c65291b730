import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'

import { EmailPreviewDialog } from '~/components/email-preview-dialog'
import { Alert } from '~/components/ui/alert'
import { Button, buttonClasses } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Icon } from '~/components/ui/icon'
import { Checkbox } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import type { EmailPreview } from '~/lib/email-preview'
import type { FormResult } from '~/lib/form-errors'

import type { InvoiceView } from '../invoice-view'
import { draftFields } from './invoice-editor'

type Answer = FormResult & { number?: string; sent?: boolean; preview?: EmailPreview }

const SUCCESS: Record<string, (answer: Answer) => string> = {
  'issue-invoice': (answer) =>
    answer.preview
      ? `Invoice ${answer.number} issued: read the e-mail, then send it`
      : `Invoice ${answer.number} issued`,
  'send-invoice': () => 'Invoice sent',
  'void-invoice': () => 'Invoice voided',
  'set-reminder': () => 'Reminder setting saved',
}

/**
 * What she can do with an invoice, by its status: issue (and send) a draft, saved first as the
 * editor shows it, or delete it; send an issued one (again), download it, copy the client's link,
 * record a payment, void it; turn its overdue reminder off. Every send shows the e-mail first.
 */
export function InvoiceActions({
  invoice,
  clientLink,
  pdfUrl,
  onRecordPayment,
}: {
  invoice: InvoiceView
  clientLink: string
  pdfUrl: string
  onRecordPayment: () => void
}) {
  const fetcher = useFetcher<Answer>()
  const { toast } = useToast()
  const [confirm, setConfirm] = useState<'void' | 'delete' | null>(null)
  const [preview, setPreview] = useState<EmailPreview | null>(null)
  const sentIntent = useRef('')
  const reported = useRef<Answer | undefined>(undefined)
  const busy = fetcher.state !== 'idle'
  const running = busy ? String(fetcher.formData?.get('intent') ?? '') : ''
  const answer = busy ? undefined : fetcher.data
  // The e-mail an answer brought stays open until she sends it (or cancels); a refusal to send
  // shows inside it.
  const [answered, setAnswered] = useState<Answer | undefined>(undefined)
  if (answer !== answered) {
    setAnswered(answer)
    if (answer?.preview) setPreview(answer.preview)
    if (answer?.sent) setPreview(null)
  }

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || reported.current === fetcher.data) return
    reported.current = fetcher.data
    setConfirm(null)
    const success = SUCCESS[sentIntent.current]
    if (fetcher.data.ok && success) toast(success(fetcher.data), { tone: 'success' })
  }, [fetcher.state, fetcher.data, toast])

  const run = (intent: string, fields: Record<string, string> = {}) => {
    sentIntent.current = intent
    void fetcher.submit({ intent, ...fields }, { method: 'post' })
  }
  const issued = invoice.status !== 'draft'
  const canPay = issued && invoice.status !== 'void' && invoice.balance > 0

  return (
    <div className="space-y-4">
      {answer?.formError && !preview ? <Alert tone="error">{answer.formError}</Alert> : null}
      {answer?.errors && Object.keys(answer.errors).length > 0 ? (
        <Alert tone="error">
          Some fields of the draft need a look: {Object.values(answer.errors).join(' ')}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {!issued ? (
          <>
            <Button
              onClick={() => run('issue-invoice', { ...draftFields(), send: 'preview' })}
              busy={running === 'issue-invoice'}
              disabled={busy}
            >
              <Icon name="send" className="size-4" /> Issue and send
            </Button>
            <Button
              variant="secondary"
              onClick={() => run('issue-invoice', { ...draftFields(), send: '0' })}
              disabled={busy}
            >
              Issue without sending
            </Button>
            <Button
              variant="ghost"
              className="text-danger"
              onClick={() => setConfirm('delete')}
              disabled={busy}
            >
              <Icon name="trash-2" className="size-4" /> Delete draft
            </Button>
          </>
        ) : (
          <>
            {canPay ? (
              <Button onClick={onRecordPayment}>
                <Icon name="wallet" className="size-4" /> Record payment
              </Button>
            ) : null}
            {invoice.status !== 'void' ? (
              <Button
                variant="secondary"
                onClick={() => run('preview-invoice-mail')}
                busy={running === 'preview-invoice-mail'}
                disabled={busy}
              >
                <Icon name="send" className="size-4" /> {invoice.sentAt ? 'Send again' : 'Send'}
              </Button>
            ) : null}
            <a href={pdfUrl} download className={buttonClasses({ variant: 'secondary' })}>
              <Icon name="download" className="size-4" /> Download PDF
            </a>
            <Button
              variant="secondary"
              onClick={() =>
                void navigator.clipboard
                  .writeText(clientLink)
                  .then(() => toast('Link copied', { tone: 'success' }))
                  .catch(() => toast(clientLink, { tone: 'info' }))
              }
            >
              <Icon name="copy" className="size-4" /> Copy client link
            </Button>
            {invoice.status !== 'void' && invoice.paidAmount === 0 ? (
              <Button
                variant="ghost"
                className="text-danger"
                onClick={() => setConfirm('void')}
                disabled={busy}
              >
                Void
              </Button>
            ) : null}
          </>
        )}
      </div>
      {issued && invoice.status !== 'void' && invoice.status !== 'paid' ? (
        <fetcher.Form
          method="post"
          onChange={(event) => {
            sentIntent.current = 'set-reminder'
            void fetcher.submit(event.currentTarget)
          }}
        >
          <input type="hidden" name="intent" value="set-reminder" />
          <Checkbox
            name="remind"
            defaultChecked={invoice.remind}
            label={
              invoice.remindedAt
                ? 'A reminder was sent when it became overdue'
                : 'Send one reminder if it becomes overdue'
            }
            disabled={Boolean(invoice.remindedAt)}
          />
        </fetcher.Form>
      ) : null}
      <EmailPreviewDialog
        preview={preview}
        title="Send the invoice by e-mail"
        busy={running === 'send-invoice'}
        error={preview ? answer?.formError : undefined}
        onSend={() => run('send-invoice')}
        onCancel={() => setPreview(null)}
      />
      <ConfirmDialog
        open={confirm === 'void'}
        title={`Void invoice ${invoice.number ?? ''}?`}
        message="It keeps its number and stays on record, marked void. Nothing is due on it any more: issue a new invoice if something still is."
        confirmLabel="Void invoice"
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => run('void-invoice')}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title="Delete this draft?"
        message="It has no number yet, so nothing is lost from your numbering."
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => run('delete-invoice')}
      />
    </div>
  )
}
