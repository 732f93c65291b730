import { useId, useState } from 'react'

import { ThreadMessages } from '~/components/thread-messages'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Textarea } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { FIELD_AUDIENCE } from '~/lib/audience'
import { type ClientMail, type Message, MESSAGE_MAX, type Thread } from '~/lib/feedback'

/** What became of the e-mail about her reply, under it (hers to see only). */
function mailLine(mail: ClientMail | undefined, client: string): string {
  switch (mail) {
    case 'sent':
      return `E-mailed to ${client}`
    case 'off':
      return `Not e-mailed: ${client} turned these e-mails off`
    case 'no-address':
      return `Not e-mailed: ${client} has no e-mail address in her profile`
    case 'draft':
      return 'Not e-mailed: the capsule is a draft'
    default:
      return `${client} gets an e-mail about it within 15 minutes`
  }
}

/** Write, correct: one form posting `intent` to the capsule page (its data reloads after). */
function ReplyForm({
  intent,
  fields,
  label,
  initial = '',
  submitLabel,
  onDone,
  onCancel,
}: {
  intent: 'post-reply' | 'edit-reply'
  fields: Record<string, string>
  label: string
  initial?: string
  submitLabel: string
  onDone: () => void
  onCancel?: () => void
}) {
  const id = useId()
  const [value, setValue] = useState(initial)
  const { fetcher, busy, result, errors } = useSaveFetcher(() => {
    setValue('')
    onDone()
  })
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, field]) => (
        <input key={name} type="hidden" name={name} value={field} />
      ))}
      <Field label={label} htmlFor={id} error={errors.body} audience={FIELD_AUDIENCE.message.body}>
        <Textarea
          id={id}
          name="body"
          rows={3}
          maxLength={MESSAGE_MAX}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          required
        />
      </Field>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
        <span className="mr-auto text-xs text-muted">
          {value.length.toLocaleString('en-US')} / {MESSAGE_MAX.toLocaleString('en-US')}
        </span>
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  )
}

/** Edit and Delete under one of her replies; Delete asks again in place. */
function ReplyActions({ message, onEdit }: { message: Message; onEdit: () => void }) {
  const [asking, setAsking] = useState(false)
  const { fetcher, busy, result } = useSaveFetcher(() => setAsking(false))
  const link =
    'min-h-9 text-xs font-medium text-muted underline-offset-4 hover:underline pointer-coarse:min-h-11'
  if (!asking) {
    return (
      <p className="flex gap-4">
        <button type="button" onClick={onEdit} className={`${link} hover:text-ink`}>
          Edit
        </button>
        <button
          type="button"
          onClick={() => setAsking(true)}
          className={`${link} hover:text-danger`}
        >
          Delete
        </button>
      </p>
    )
  }
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center justify-end gap-2 text-xs">
      <input type="hidden" name="intent" value="delete-reply" />
      <input type="hidden" name="messageId" value={message.id} />
      {result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
      <span className="text-muted">Delete this reply?</span>
      <Button type="submit" size="sm" variant="danger" busy={busy}>
        Delete
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setAsking(false)} disabled={busy}>
        Keep
      </Button>
    </fetcher.Form>
  )
}

/**
 * One thread as the stylist answers it (the Feedback view, a piece's conversation): her
 * client's messages new since she last looked marked, earlier ones on request, her replies
 * corrected or deleted, and what became of the e-mail about each.
 */
export function StylistThread({
  capsuleId,
  target,
  thread,
  clientName,
  since,
  replyOpen = false,
}: {
  capsuleId: string
  target: string
  thread: Thread | undefined
  clientName: string
  /** When she last looked before this view (what the client wrote after it is new). */
  since: string | null
  /** Its reply box open from the start (a thread's own dialog); otherwise behind Reply. */
  replyOpen?: boolean
}) {
  const [replying, setReplying] = useState(replyOpen)
  const boxId = useId()
  const [earlier, setEarlier] = useState<{ messages: Message[]; left: number } | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [editing, setEditing] = useState<string | null>(null)
  const first = clientName.split(' ')[0] || clientName
  const messages = [...(earlier?.messages ?? []), ...(thread?.messages ?? [])]
  const left = earlier ? earlier.left : (thread?.earlier ?? 0)

  async function showEarlier() {
    const before = messages[0]?.id
    if (!before) return
    setLoadError(null)
    try {
      const query = new URLSearchParams({ target, before })
      const response = await fetch(`/dashboard/capsules/${capsuleId}/thread?${query}`)
      if (!response.ok) throw new Error(String(response.status))
      const page = (await response.json()) as { messages: Message[]; earlier: number }
      setEarlier({ messages: [...page.messages, ...(earlier?.messages ?? [])], left: page.earlier })
    } catch {
      setLoadError('The earlier messages could not be loaded. Please try again.')
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {left > 0 ? (
        <Button variant="ghost" size="sm" className="self-center" onClick={showEarlier}>
          Show earlier messages ({left.toLocaleString('en-US')} more)
        </Button>
      ) : null}
      {loadError ? <Alert tone="error">{loadError}</Alert> : null}
      {messages.length > 0 ? (
        <ThreadMessages
          messages={messages}
          viewer="stylist"
          names={{ client: first, stylist: 'You' }}
          isNew={(message) => since === null || message.createdAt > since}
          below={(message) =>
            message.author === 'stylist' && !message.deleted ? (
              <p className="text-xs text-muted">{mailLine(message.clientMail, first)}</p>
            ) : null
          }
          actions={(message) =>
            message.author !== 'stylist' ? null : editing === message.id ? (
              <div className="w-full">
                <ReplyForm
                  intent="edit-reply"
                  fields={{ messageId: message.id }}
                  label="Your reply"
                  initial={message.body}
                  submitLabel="Save"
                  onDone={() => setEditing(null)}
                  onCancel={() => setEditing(null)}
                />
              </div>
            ) : (
              <ReplyActions message={message} onEdit={() => setEditing(message.id)} />
            )
          }
        />
      ) : null}
      {replying ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          aria-expanded={false}
          aria-controls={boxId}
          onClick={() => {
            setReplying(true)
            // The box opens where she is, ready to type.
            requestAnimationFrame(() =>
              document.getElementById(boxId)?.querySelector('textarea')?.focus(),
            )
          }}
        >
          {messages.length > 0 ? 'Reply' : `Write to ${first}`}
        </Button>
      )}
      {/* Kept while closed: what she typed is there when she opens it again. */}
      <div id={boxId} hidden={!replying}>
        <ReplyForm
          intent="post-reply"
          fields={{ target }}
          label={messages.length > 0 ? `Reply to ${first}` : `Write to ${first}`}
          submitLabel="Send"
          onDone={() => setReplying(replyOpen)}
          onCancel={replyOpen ? undefined : () => setReplying(false)}
        />
      </div>
    </div>
  )
}
