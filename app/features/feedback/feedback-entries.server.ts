// What the clients answered, as the stylist reads it: the Feedback view, the capsule cards'
// glances and the Items tab's reaction filter.
import { and, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { mine, myCapsule } from '~/domain/mine.server'
import { db } from '~/server/db.server'
import {
  capsule,
  capsuleAnswer,
  capsuleFeedbackState,
  item,
  outfit,
  outfitItem,
  type StoredPhoto,
} from '~/server/schema.server'
import type { Reaction } from '~/lib/answers'
import type { FeedbackEntry, FeedbackGlance } from './types'

/** Whether this answer says anything (a reaction, a note or a tick). */
export const meaningful = or(
  isNotNull(capsuleAnswer.reaction),
  isNotNull(capsuleAnswer.note),
  eq(capsuleAnswer.bought, true),
)

/**
 * The answers of a capsule (changed after `since`, when given), newest first; with `ownerId`,
 * only when the capsule is that account's.
 */
export async function feedbackEntries(
  capsuleId: string,
  { since = null, ownerId }: { since?: Date | null; ownerId?: string } = {},
) {
  const rows = await db
    .select({
      target: capsuleAnswer.target,
      itemId: capsuleAnswer.itemId,
      outfitId: capsuleAnswer.outfitId,
      itemName: item.name,
      itemPhoto: item.photo,
      outfitName: outfit.name,
      // An outfit is shown with its first piece's photo.
      outfitPhoto: sql<StoredPhoto | null>`(
        select ${item.photo} from ${outfitItem} join ${item} on ${item.id} = ${outfitItem.itemId}
        where ${outfitItem.outfitId} = ${capsuleAnswer.outfitId}
        order by ${outfitItem.orderIndex} limit 1)`,
      reaction: capsuleAnswer.reaction,
      note: capsuleAnswer.note,
      bought: capsuleAnswer.bought,
      updatedAt: capsuleAnswer.updatedAt,
    })
    .from(capsuleAnswer)
    .innerJoin(
      capsule,
      and(
        eq(capsule.id, capsuleAnswer.capsuleId),
        ownerId === undefined ? undefined : mine(capsule, ownerId),
      ),
    )
    .leftJoin(item, and(eq(item.id, capsuleAnswer.itemId), eq(item.capsuleId, capsuleId)))
    .leftJoin(outfit, eq(outfit.id, capsuleAnswer.outfitId))
    .where(
      and(
        eq(capsuleAnswer.capsuleId, capsuleId),
        meaningful,
        since ? gt(capsuleAnswer.updatedAt, since) : undefined,
      ),
    )
    .orderBy(desc(capsuleAnswer.updatedAt))
  return rows.flatMap((row): FeedbackEntry[] => {
    const name = row.itemName ?? row.outfitName
    // An item that left the capsule: its answers stay, hidden, until it comes back.
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

/** Opening the Feedback view: what the client answered so far is no longer new. */
export async function markFeedbackSeen(ownerId: string, capsuleId: string) {
  if (!(await myCapsule(ownerId, capsuleId))) return
  await db
    .insert(capsuleFeedbackState)
    .values({ capsuleId, seenAt: sql`now()` })
    .onConflictDoUpdate({ target: capsuleFeedbackState.capsuleId, set: { seenAt: sql`now()` } })
}

/** Per capsule of the owner that has answers: counts for its card. */
export async function feedbackGlances(
  ownerId: string,
  capsuleIds?: string[],
): Promise<Record<string, FeedbackGlance>> {
  if (capsuleIds?.length === 0) return {}
  const count = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})::int`
  const rows = await db
    .select({
      capsuleId: capsuleAnswer.capsuleId,
      loved: count(sql`${capsuleAnswer.reaction} = 'love'`),
      maybe: count(sql`${capsuleAnswer.reaction} = 'maybe'`),
      notForMe: count(sql`${capsuleAnswer.reaction} = 'no'`),
      notes: count(sql`${capsuleAnswer.note} is not null`),
      bought: count(sql`${capsuleAnswer.bought}`),
      isNew: sql<boolean>`bool_or(${capsuleFeedbackState.seenAt} is null or ${capsuleAnswer.updatedAt} > ${capsuleFeedbackState.seenAt})`,
    })
    .from(capsuleAnswer)
    .leftJoin(capsuleFeedbackState, eq(capsuleFeedbackState.capsuleId, capsuleAnswer.capsuleId))
    .where(
      and(
        eq(capsuleAnswer.ownerId, ownerId),
        meaningful,
        capsuleIds ? inArray(capsuleAnswer.capsuleId, capsuleIds) : undefined,
      ),
    )
    .groupBy(capsuleAnswer.capsuleId)
  return Object.fromEntries(rows.map(({ capsuleId, ...glance }) => [capsuleId, glance]))
}

/**
 * The reactions on the items of a capsule, for the Items tab's filter: read from its answers
 * (listFeedback), so the page asks the database once for both.
 */
export function itemReactions(entries: FeedbackEntry[]): Record<string, Reaction> {
  return Object.fromEntries(
    entries.flatMap((entry) =>
      entry.kind === 'item' && entry.reaction ? [[entry.id, entry.reaction]] : [],
    ),
  )
}
