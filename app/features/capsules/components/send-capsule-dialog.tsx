import { useCallback } from 'react'
import { Link } from 'react-router'

import { Alert } from '~/components/ui/alert'
import { Button, buttonClasses } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Textarea } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { FIELD_AUDIENCE } from '~/lib/audience'

import { defaultSendMessage, SEND_MESSAGE_MAX } from '../send-schema'

export type SendTarget = {
  id: string
  name: string
  clientId: string
  clientName: string
  clientEmail: string | null
  isPublished: boolean
  hasPassword: boolean
}

/**
 * Send to client: her profile e-mail, an editable message, the link added below it. Refuses
 * (and says why) when she has no e-mail or the capsule is a draft. Closes only once sent.
 */
export function SendCapsuleDialog({
  capsule,
  onClose,
  onSent,
}: {
  capsule: SendTarget | null
  onClose: () => void
  onSent: (message: string) => void
}) {
  const { fetcher, busy, result, errors } = useSaveFetcher(
    useCallback(() => onSent('Capsule sent'), [onSent]),
  )
  const formId = 'send-capsule-form'
  const canSend = Boolean(capsule?.clientEmail && capsule.isPublished)
  return (
    <Dialog
      open={capsule !== null}
      onClose={onClose}
      title="Send to client"
      description={capsule ? `“${capsule.name}” for ${capsule.clientName}` : undefined}
      footerNote={result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {canSend ? (
            <Button type="submit" form={formId} busy={busy}>
              {busy ? 'Sending...' : 'Send'}
            </Button>
          ) : null}
        </>
      }
    >
      {capsule && !capsule.clientEmail ? (
        <Alert
          tone="info"
          action={
            <Link
              to={`/dashboard/clients/${capsule.clientId}`}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              Open her profile
            </Link>
          }
        >
          {capsule.clientName} has no e-mail address yet: add it to her profile first.
        </Alert>
      ) : capsule && !capsule.isPublished ? (
        <Alert tone="info">
          This capsule is a draft: publish it first, or its link shows “Capsule not found”.
        </Alert>
      ) : capsule ? (
        <fetcher.Form id={formId} method="post" className="space-y-5">
          <input type="hidden" name="intent" value="send-capsule" />
          <input type="hidden" name="id" value={capsule.id} />
          <p className="text-sm">
            <span className="text-muted">To: </span>
            <span className="font-medium break-all">{capsule.clientEmail}</span>
          </p>
          <Field
            label="Message"
            htmlFor="send-message"
            error={errors.message}
            audience={FIELD_AUDIENCE.capsuleSend.message}
            hint={
              capsule.hasPassword
                ? 'The link to her capsule goes below your message. Her password is never put in the e-mail: give it to her another way, or type it here yourself.'
                : 'The link to her capsule goes below your message.'
            }
            required
          >
            <Textarea
              id="send-message"
              name="message"
              rows={7}
              required
              maxLength={SEND_MESSAGE_MAX}
              defaultValue={defaultSendMessage(capsule.clientName, capsule.name)}
              data-autofocus
            />
          </Field>
        </fetcher.Form>
      ) : null}
    </Dialog>
  )
}
