import { type FormEvent, useId, useState } from 'react'

import { Button } from '~/components/ui/button'
import { Textarea } from '~/components/ui/input'
import { MESSAGE_MAX } from '~/lib/feedback'

import { useConversation } from './conversation-context'

/**
 * Where she writes to her stylist about one piece (or the whole capsule): a note that starts the
 * thread, or an answer that continues it. Plain text, line breaks kept, up to 2,000 characters.
 * What is typed stays until it is sent: a failed send leaves it in the field. A real form:
 * without scripts the message is posted and the browser comes back to the thread.
 */
export function MessageComposer({ target, label }: { target: string; label: string }) {
  const { action, canWrite, post, drafts } = useConversation()
  const id = useId()
  const [value, setValue] = useState(() => drafts.get(target) ?? '')
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')

  function edit(next: string) {
    setValue(next)
    drafts.set(target, next)
    setStatus('idle')
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!value.trim()) return
    setStatus('sending')
    if (!(await post(target, value))) {
      setStatus('idle')
      return
    }
    drafts.delete(target)
    setValue('')
    setStatus('sent')
  }

  return (
    <form method="post" action={action} onSubmit={onSubmit} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="post-message" />
      <input type="hidden" name="target" value={target} />
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <Textarea
        id={id}
        name="body"
        rows={3}
        maxLength={MESSAGE_MAX}
        value={value}
        required
        disabled={!canWrite}
        onChange={(event) => edit(event.target.value)}
        placeholder="e.g. Love the colour, is there a petite size?"
        aria-describedby={`${id}-count`}
      />
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-count`} className="text-xs text-muted">
          {value.length.toLocaleString('en-US')} / {MESSAGE_MAX.toLocaleString('en-US')}
        </p>
        <div className="flex items-center gap-3">
          <p role="status" className="text-sm text-muted">
            {status === 'sent' ? 'Sent' : ''}
          </p>
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            disabled={!canWrite}
            busy={status === 'sending'}
          >
            Send
          </Button>
        </div>
      </div>
    </form>
  )
}
