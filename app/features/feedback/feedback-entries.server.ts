// The clients' feedback, as the stylist reads it: the Feedback view, the capsule cards'
// glances, the navigation's unread counts and the Items tab's reaction filter.
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { myCapsule } from '~/features/capsules/index.server'
import { capsuleView as capsule } from '~/features/capsules/index.server'
import {
  capsuleStateView as capsuleFeedbackState,
  markSeen,
} from '~/features/conversation/index.server'
import { listConversation } from '~/features/conversation/index.server'
import { messageView as message } from '~/features/conversation/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { outfitItemView as outfitItem, outfitView as outfit } from '~/features/outfits/index.server'
import type { Reaction } from '~/lib/feedback'
import { type StoredPhoto } from '~/lib/photo-urls'
import { db } from '~/server/db.server'

import { feedback } from './tables.server'
import type { FeedbackEntry, FeedbackGlance } from './types'

/** Whether this feedback says anything (a reaction or a tick). */
export const meaningful = or(isNotNull(feedback.reaction), eq(feedback.bought, true))

/**
 * The feedback on a capsule (changed after `since`, when given), newest first; with `ownerId`,
 * only when the capsule is that account's.
 */
export async function feedbackEntries(
  capsuleId: string,
  { since = null, ownerId }: { since?: Date | null; ownerId?: string } = {},
) {
  const rows = await db
    .select({
      target: feedback.target,
      itemId: feedback.itemId,
      outfitId: feedback.outfitId,
      itemName: item.name,
      itemPhoto: item.photo,
      outfitName: outfit.name,
      // An outfit is shown with its first piece's photo.
      outfitPhoto: sql<StoredPhoto | null>`(
        select ${item.photo} from ${outfitItem} join ${item} on ${item.id} = ${outfitItem.itemId}
        where ${outfitItem.outfitId} = ${feedback.outfitId}
        order by ${outfitItem.orderIndex} limit 1)`,
      reaction: feedback.reaction,
      bought: feedback.bought,
      updatedAt: feedback.updatedAt,
    })
    .from(feedback)
    .innerJoin(
      capsule,
      and(
        eq(capsule.id, feedback.capsuleId),
        ownerId === undefined ? undefined : mine(capsule, ownerId),
      ),
    )
    .leftJoin(item, and(eq(item.id, feedback.itemId), eq(item.capsuleId, capsuleId)))
    .leftJoin(outfit, eq(outfit.id, feedback.outfitId))
    .where(
      and(
        eq(feedback.capsuleId, capsuleId),
        meaningful,
        since ? gt(feedback.updatedAt, since) : undefined,
      ),
    )
    .orderBy(desc(feedback.updatedAt))
  return rows.flatMap((row): FeedbackEntry[] => {
    const name = row.itemName ?? row.outfitName
    // An item that left the capsule: its feedback stays, hidden, until it comes back.
    if (name === null) return []
    return [
      {
        target: row.target,
        kind: row.itemId ? 'item' : 'outfit',
        id: (row.itemId ?? row.outfitId)!,
        name,
        photo: row.itemPhoto ?? row.outfitPhoto,
        reaction: row.reaction,
        bought: row.bought,
        updatedAt: row.updatedAt,
      },
    ]
  })
}

/** The Feedback view of one of the owner's capsules: nothing when it is not hers. */
export function listFeedback(ownerId: string, capsuleId: string) {
  return feedbackEntries(capsuleId, { ownerId })
}

/**
 * She saw the Feedback view: what the client did and wrote so far is no longer unread. Asked by
 * an explicit POST when the view shows, never by a GET. False when the capsule is not hers.
 */
export async function markFeedbackSeen(ownerId: string, capsuleId: string): Promise<boolean> {
  if (!(await myCapsule(ownerId, capsuleId))) return false
  await markSeen(capsuleId)
  return true
}

/** Newer than the stylist's last look at the capsule's Feedback view. */
const unseen = (at: typeof feedback.updatedAt | typeof message.createdAt) =>
  sql`(${capsuleFeedbackState.seenAt} is null or ${at} > ${capsuleFeedbackState.seenAt})`

/** The client's messages that say something (not deleted). */
const clientMessages = and(eq(message.author, 'client'), isNull(message.deletedAt))

/** What her clients did and wrote that the stylist has not seen yet, over all her capsules. */
export async function unreadCounts(
  ownerId: string,
): Promise<{ feedback: number; messages: number }> {
  const [feedbackCount, messageCount] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(feedback)
      .leftJoin(capsuleFeedbackState, eq(capsuleFeedbackState.capsuleId, feedback.capsuleId))
      .where(and(eq(feedback.ownerId, ownerId), meaningful, unseen(feedback.updatedAt))),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(message)
      .leftJoin(capsuleFeedbackState, eq(capsuleFeedbackState.capsuleId, message.capsuleId))
      .where(and(eq(message.ownerId, ownerId), clientMessages, unseen(message.createdAt))),
  ])
  return { feedback: feedbackCount[0]?.count ?? 0, messages: messageCount[0]?.count ?? 0 }
}

/** Per capsule of the owner that has feedback or messages: counts for its card. */
export async function feedbackGlances(
  ownerId: string,
  capsuleIds?: string[],
): Promise<Record<string, FeedbackGlance>> {
  if (capsuleIds?.length === 0) return {}
  const count = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})::int`
  const [reactions, notes] = await Promise.all([
    db
      .select({
        capsuleId: feedback.capsuleId,
        loved: count(sql`${feedback.reaction} = 'love'`),
        maybe: count(sql`${feedback.reaction} = 'maybe'`),
        notForMe: count(sql`${feedback.reaction} = 'no'`),
        bought: count(sql`${feedback.bought}`),
        unread: count(unseen(feedback.updatedAt)),
      })
      .from(feedback)
      .leftJoin(capsuleFeedbackState, eq(capsuleFeedbackState.capsuleId, feedback.capsuleId))
      .where(
        and(
          eq(feedback.ownerId, ownerId),
          meaningful,
          capsuleIds ? inArray(feedback.capsuleId, capsuleIds) : undefined,
        ),
      )
      .groupBy(feedback.capsuleId),
    db
      .select({
        capsuleId: message.capsuleId,
        notes: sql<number>`count(*)::int`,
        unread: count(unseen(message.createdAt)),
      })
      .from(message)
      .leftJoin(capsuleFeedbackState, eq(capsuleFeedbackState.capsuleId, message.capsuleId))
      .where(
        and(
          eq(message.ownerId, ownerId),
          clientMessages,
          capsuleIds ? inArray(message.capsuleId, capsuleIds) : undefined,
        ),
      )
      .groupBy(message.capsuleId),
  ])
  const glances: Record<string, FeedbackGlance> = {}
  const empty = { loved: 0, maybe: 0, notForMe: 0, notes: 0, bought: 0, unread: 0 }
  for (const { capsuleId, ...row } of reactions) glances[capsuleId] = { ...empty, ...row }
  for (const { capsuleId, notes: written, unread } of notes) {
    const glance = glances[capsuleId] ?? { ...empty }
    glances[capsuleId] = { ...glance, notes: written, unread: glance.unread + unread }
  }
  return glances
}

/**
 * The reactions on the items of a capsule, for the Items tab's filter: read from its feedback
 * (listFeedback), so the page asks the database once for both.
 */
export function itemReactions(entries: FeedbackEntry[]): Record<string, Reaction> {
  return Object.fromEntries(
    entries.flatMap((entry) =>
      entry.kind === 'item' && entry.reaction ? [[entry.id, entry.reaction]] : [],
    ),
  )
}

/** The capsule page's Feedback view: her client's feedback and their conversation. */
export async function feedbackAndConversation(ownerId: string, capsuleId: string) {
  const [feedback, conversation] = await Promise.all([
    listFeedback(ownerId, capsuleId),
    listConversation(ownerId, capsuleId),
  ])
  return {
    feedback,
    conversation: conversation ?? { threads: [], seenAt: null, clientMailOff: false },
  }
}
