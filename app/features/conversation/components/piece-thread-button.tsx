import { useState } from 'react'

import { Dialog } from '~/components/ui/dialog'
import { Icon } from '~/components/ui/icon'
import { plural } from '~/lib/plural'

import type { ThreadView } from '../types'
import { StylistThread } from './stylist-thread'

/**
 * On a piece's card: its conversation with the client ("3 messages · 1 new"), opened in a
 * dialog where the stylist replies.
 */
export function PieceThreadButton({
  capsuleId,
  thread,
  name,
  clientName,
  since,
}: {
  capsuleId: string
  thread: ThreadView
  name: string
  clientName: string
  since: string | null
}) {
  const [open, setOpen] = useState(false)
  const shown = thread.messages.filter((message) => !message.deleted)
  const fresh = shown.filter(
    (message) => message.author === 'client' && (since === null || message.createdAt > since),
  ).length
  const count = shown.length + thread.earlier
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-9 items-center gap-1.5 text-xs font-semibold text-accent hover:underline pointer-coarse:min-h-11"
      >
        <Icon name="message-square" className="size-3.5" />
        {plural(count, 'message')}
        {fresh > 0 ? ` · ${fresh} new` : ''}
        <span className="sr-only"> about {name}</span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="md"
        title={name}
        description={`Your conversation with ${clientName.split(' ')[0] || clientName}`}
      >
        <StylistThread
          capsuleId={capsuleId}
          target={thread.target}
          thread={thread}
          clientName={clientName}
          since={since}
          replyOpen
        />
      </Dialog>
    </>
  )
}
