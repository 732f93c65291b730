import { useEffect } from 'react'

import { THREAD_TARGET } from '~/lib/feedback'

import { useConversation } from './conversation-context'

/** The DOM id of a thread on the page (the e-mail's link `#thread=item:<id>` scrolls to it). */
export const threadDomId = (target: string) => `thread-${target.replace(':', '-')}`

/**
 * The thread a link names: `#thread=item:<id>` (a reply's e-mail, one thread), `''` for
 * `#messages` (several), null for anything else.
 */
export function threadInHash(hash: string): string | null {
  if (hash === '#messages') return ''
  const target = hash.startsWith('#thread=') ? decodeURIComponent(hash.slice(8)) : null
  return target !== null && THREAD_TARGET.test(target) ? target : null
}

/**
 * "Messages", with how many of her stylist's replies are new since her last visit and not read
 * yet: the count drops as soon as she reads them (on the piece, or in Messages).
 */
export function MessagesTabLabel() {
  const { threads, isUnread } = useConversation()
  const fresh = threads.reduce(
    (count, thread) => count + thread.messages.filter((message) => isUnread(message)).length,
    0,
  )
  return (
    <>
      Messages
      {fresh > 0 ? (
        <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold text-white">
          {fresh} new
        </span>
      ) : null}
    </>
  )
}

/** Scrolls the thread the page's link names into view, once its messages have arrived. */
export function useThreadFromHash() {
  const { threads } = useConversation()
  const loaded = threads.length > 0
  useEffect(() => {
    const target = threadInHash(window.location.hash)
    if (!target || !loaded) return
    document.getElementById(threadDomId(target))?.scrollIntoView({ block: 'start' })
  }, [loaded])
}
