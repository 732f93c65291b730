import type { ThreadView } from '~/features/conversation'
import type { Reaction, Thread } from '~/lib/feedback'
import type { StoredPhoto } from '~/lib/photo-urls'

import type { FeedbackEntry } from '../types'

export type { ThreadView }

/** One piece on the Feedback view: what the client said about it, and its thread. */
export type PieceRow = {
  target: string
  kind: 'item' | 'outfit'
  name: string
  photo: StoredPhoto | null
  reaction: Reaction | null
  bought: boolean
  /** The latest of her feedback and the thread's last message. */
  at: string
  thread: Thread | undefined
}

type Entry = Omit<FeedbackEntry, 'updatedAt'> & { updatedAt: string | Date }

/** Her feedback and the threads about pieces, one row per piece, newest first. */
export function piecesOf(entries: Entry[], threads: ThreadView[]): PieceRow[] {
  const rows = new Map<string, PieceRow>()
  for (const entry of entries) {
    rows.set(entry.target, {
      target: entry.target,
      kind: entry.kind,
      name: entry.name,
      photo: entry.photo,
      reaction: entry.reaction,
      bought: entry.bought,
      at: new Date(entry.updatedAt).toISOString(),
      thread: undefined,
    })
  }
  for (const thread of threads) {
    if (!thread.piece) continue
    const row = rows.get(thread.target)
    const at = row && row.at > thread.lastMessageAt ? row.at : thread.lastMessageAt
    rows.set(thread.target, {
      target: thread.target,
      kind: thread.piece.kind,
      name: thread.piece.name,
      photo: thread.piece.photo,
      reaction: row?.reaction ?? null,
      bought: row?.bought ?? false,
      at,
      thread,
    })
  }
  return [...rows.values()].sort((a, b) => b.at.localeCompare(a.at))
}

/** What the client did and wrote after `seenAt` (null: all of it): the Feedback tab's count. */
export function unreadOf(
  entries: Entry[],
  conversation: { threads: Thread[]; seenAt: string | null },
): number {
  const { seenAt } = conversation
  const after = (at: string | Date) => seenAt === null || new Date(at).toISOString() > seenAt
  const reactions = entries.filter((entry) => after(entry.updatedAt)).length
  const messages = conversation.threads
    .flatMap((thread) => thread.messages)
    .filter(
      (message) => message.author === 'client' && !message.deleted && after(message.createdAt),
    ).length
  return reactions + messages
}
