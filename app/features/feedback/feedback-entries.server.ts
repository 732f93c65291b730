// The clients' feedback, as the stylist reads it: the Feedback view, the capsule cards'
// glances and the Items tab's reaction filter.
import { and, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { mine, myCapsule } from '~/domain/mine.server'
import { db } from '~/server/db.server'
import {
  capsule,
  feedback,
  capsuleFeedbackState,
  item,
  outfit,
  outfitItem,
  type StoredPhoto,
} from '~/server/schema.server'
import type { Reaction } from '~/lib/feedback'
import type { FeedbackEntry, FeedbackGlance } from './types'

/** Whether this feedback says anything (a reaction, a note or a tick). */
export const meaningful = or(
  isNotNull(feedback.reaction),
  isNotNull(feedback.note),
  eq(feedback.bought, true),
)

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
      note: feedback.note,
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
        note: row.note,
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
 * The Feedback view was shown to the stylist (the page says so with a POST): what the client
 * said so far is no longer new. False when the capsule is not hers.
 */
export async function markFeedbackSeen(ownerId: string, capsuleId: string): Promise<boolean> {
  if (!(await myCapsule(ownerId, capsuleId))) return false
  await db
    .insert(capsuleFeedbackState)
    .values({ capsuleId, seenAt: sql`now()` })
    .onConflictDoUpdate({ target: capsuleFeedbackState.capsuleId, set: { seenAt: sql`now()` } })
  return true
}

/** Per capsule of the owner that has feedback: counts for its card. */
export async function feedbackGlances(
  ownerId: string,
  capsuleIds?: string[],
): Promise<Record<string, FeedbackGlance>> {
  if (capsuleIds?.length === 0) return {}
  const count = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})::int`
  const rows = await db
    .select({
      capsuleId: feedback.capsuleId,
      loved: count(sql`${feedback.reaction} = 'love'`),
      maybe: count(sql`${feedback.reaction} = 'maybe'`),
      notForMe: count(sql`${feedback.reaction} = 'no'`),
      notes: count(sql`${feedback.note} is not null`),
      bought: count(sql`${feedback.bought}`),
      isNew: sql<boolean>`bool_or(${capsuleFeedbackState.seenAt} is null or ${feedback.updatedAt} > ${capsuleFeedbackState.seenAt})`,
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
    .groupBy(feedback.capsuleId)
  return Object.fromEntries(rows.map(({ capsuleId, ...glance }) => [capsuleId, glance]))
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
