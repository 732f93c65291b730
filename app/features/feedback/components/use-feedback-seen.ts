import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'

import type { Thread } from '~/lib/feedback'

import { unreadOf } from './pieces'

type Entry = Parameters<typeof unreadOf>[0][number]

/**
 * The capsule page's Feedback view, seen: an explicit POST once it shows something new (never a
 * GET), once for what it shows. Answers how much is unread and when she had last looked before
 * this visit (what came after stays marked new while she reads).
 */
export function useFeedbackSeen(
  shown: boolean,
  entries: Entry[],
  conversation: { threads: Thread[]; seenAt: string | null },
) {
  const [since, setSince] = useState(conversation.seenAt)
  const unread = unreadOf(entries, conversation)
  const { submit: markSeen } = useFetcher()
  const seenFor = useRef<string | null>(null)
  useEffect(() => {
    const seen = `${conversation.seenAt}:${unread}`
    if (!shown || unread === 0 || seenFor.current === seen) return
    seenFor.current = seen
    setSince(conversation.seenAt)
    void markSeen({ intent: 'mark-feedback-seen' }, { method: 'post' })
  }, [shown, unread, markSeen, conversation.seenAt])
  return { unread, since }
}
