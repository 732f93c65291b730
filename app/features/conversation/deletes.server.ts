// What a delete takes of the conversation into the trash: a capsule's threads, messages and
// seen marks, or the threads about a deleted piece or outfit with their messages.
import { inArray } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import type { Tx } from '~/server/db.server'
import { type Part, taken, together } from '~/server/trash.server'

import { capsuleFeedbackState, message, thread } from './tables.server'

/** The conversation on these capsules (a thread before its messages). */
export async function takeConversationOf(tx: Tx, capsuleIds: string[]): Promise<Part> {
  if (capsuleIds.length === 0) return together()
  const [threads, messages, states] = await Promise.all([
    tx.select().from(thread).where(inArray(thread.capsuleId, capsuleIds)),
    tx.select().from(message).where(inArray(message.capsuleId, capsuleIds)),
    tx
      .select()
      .from(capsuleFeedbackState)
      .where(inArray(capsuleFeedbackState.capsuleId, capsuleIds)),
  ])
  return together(
    taken(thread, threads),
    taken(message, messages),
    taken(capsuleFeedbackState, states),
  )
}

async function takeThreads(tx: Tx, about: AnyPgColumn, ids: string[]): Promise<Part> {
  const threads = await tx.select().from(thread).where(inArray(about, ids))
  const threadIds = threads.map((row) => row.id)
  const messages = threadIds.length
    ? await tx.select().from(message).where(inArray(message.threadId, threadIds))
    : []
  return together(taken(thread, threads), taken(message, messages))
}

/** The threads about these pieces, with their messages. */
export const takeConversationAboutItems = (tx: Tx, itemIds: string[]) =>
  takeThreads(tx, thread.itemId, itemIds)

/** The threads about these outfits, with their messages. */
export const takeConversationAboutOutfits = (tx: Tx, outfitIds: string[]) =>
  takeThreads(tx, thread.outfitId, outfitIds)
