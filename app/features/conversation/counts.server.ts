// How many messages each capsule's conversation holds, and when her stylist last wrote in it:
// what her client's home says of each capsule she can open.
import { and, count, eq, inArray, isNull, max, sql } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { message } from './tables.server'

export type MessageCount = { messages: number; lastReplyAt: Date | null }

/** The owner's capsules' message counts (deleted messages left out), by capsule id. */
export async function messageCountsOf(
  ownerId: string,
  capsuleIds: string[],
): Promise<Map<string, MessageCount>> {
  if (capsuleIds.length === 0) return new Map()
  const rows = await db
    .select({
      capsuleId: message.capsuleId,
      messages: count(),
      lastReplyAt: max(
        sql<Date>`case when ${message.author} = 'stylist' then ${message.createdAt} end`,
      ),
    })
    .from(message)
    .where(
      and(
        eq(message.ownerId, ownerId),
        inArray(message.capsuleId, capsuleIds),
        isNull(message.deletedAt),
      ),
    )
    .groupBy(message.capsuleId)
  return new Map(
    rows.map((row) => [
      row.capsuleId,
      { messages: row.messages, lastReplyAt: row.lastReplyAt ? new Date(row.lastReplyAt) : null },
    ]),
  )
}
