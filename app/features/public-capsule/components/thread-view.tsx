import { useEffect, useMemo, useState } from 'react'

import { ThreadMessages } from '~/components/thread-messages'
import { Button } from '~/components/ui/button'
import type { Message } from '~/lib/feedback'

import { useConversation } from './conversation-context'
import { MessageComposer } from './message-composer'
import { threadDomId } from './messages-tab'

/** Her own message's Delete, asked again in place (a dialog may already be open around it). */
function DeleteOwn({ onDelete }: { onDelete: () => Promise<boolean> }) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  if (!asking) {
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="min-h-9 text-xs font-medium text-muted underline-offset-4 hover:text-danger hover:underline pointer-coarse:min-h-11"
      >
        Delete
      </button>
    )
  }
  return (
    <p role="group" aria-label="Delete this message?" className="flex items-center gap-2 text-xs">
      <span className="text-muted">Delete this message?</span>
      <Button
        size="sm"
        variant="danger"
        busy={busy}
        onClick={async () => {
          setBusy(true)
          if (!(await onDelete())) setBusy(false)
        }}
      >
        Delete
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setAsking(false)} disabled={busy}>
        Keep
      </Button>
    </p>
  )
}

/**
 * One thread on her page: the messages (her stylist's replies new since her last visit marked),
 * earlier ones on request, her own deletable, and where she writes next.
 */
export function ThreadView({
  target,
  brand,
  label,
}: {
  target: string
  /** The studio's name, as her stylist's messages are signed. */
  brand: string
  /** The composer's label while the thread is empty (then: "Your reply"). */
  label: string
}) {
  const { thread, canWrite, remove, loadEarlier, isNew, markSeen, studio } = useConversation()
  const current = thread(target)
  const [loading, setLoading] = useState(false)
  const messages: Message[] = useMemo(() => current?.messages ?? [], [current])

  // Shown to her: on this device these replies are no longer new at her next visit.
  useEffect(() => {
    if (messages.length > 0) markSeen(messages)
  }, [messages, markSeen])

  return (
    <div id={threadDomId(target)} className="flex scroll-mt-24 flex-col gap-4">
      {current && current.earlier > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-center"
          busy={loading}
          onClick={async () => {
            setLoading(true)
            await loadEarlier(target)
            setLoading(false)
          }}
        >
          Show earlier messages ({current.earlier.toLocaleString('en-US')} more)
        </Button>
      ) : null}
      {messages.length > 0 ? (
        <ThreadMessages
          messages={messages}
          viewer="client"
          names={{ client: 'You', stylist: studio ?? brand }}
          isNew={isNew}
          actions={(message) =>
            message.mine && canWrite ? (
              <DeleteOwn onDelete={() => remove(target, message.id)} />
            ) : null
          }
        />
      ) : null}
      <MessageComposer
        key={target}
        target={target}
        label={messages.length > 0 ? 'Your reply' : label}
      />
    </div>
  )
}
