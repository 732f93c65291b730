// Her Today (docs/decisions/052-today-one-feed.md): events written by the features where they
// happen, read here newest first and grouped by client, opened (seen) and marked done. Every query
// takes her owner id: a stranger's entry answers like a missing one.
import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { clientView } from '~/features/clients/index.server'
import { db, type Tx } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { ACTIVITY_KINDS, type ActivityKind } from './kinds'
import { activity, UNSEEN_IN_CAPSULE } from './tables.server'

/** What a feature records where something came back to her. */
export type ActivityEvent = {
  ownerId: string
  clientId?: string | null
  capsuleId?: string | null
  kind: ActivityKind
  subjectId: string
  summary: string
}

/** The longest summary kept: a line of the list, never the message itself. */
export const SUMMARY_MAX = 160

function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= SUMMARY_MAX ? line : `${line.slice(0, SUMMARY_MAX - 1).trimEnd()}…`
}

/**
 * Records one event in `tx`, the transaction of the event's own write: rolled back with it. An
 * unseen entry of the same kind and place of a capsule is brought to the top with the new summary.
 */
export async function recordActivity(tx: Tx, event: ActivityEvent): Promise<void> {
  const summary = shorten(event.summary)
  await tx
    .insert(activity)
    .values({
      id: createId(),
      ownerId: event.ownerId,
      clientId: event.clientId ?? null,
      capsuleId: event.capsuleId ?? null,
      kind: event.kind,
      subjectId: event.subjectId,
      summary,
    })
    .onConflictDoUpdate({
      target: [activity.ownerId, activity.kind, activity.capsuleId, activity.subjectId],
      targetWhere: UNSEEN_IN_CAPSULE,
      set: { summary, createdAt: sql`now()` },
    })
}

/**
 * Marks done her open entries of these kinds on the capsule: news she has dealt with elsewhere
 * (her client told of its stock news), in `tx`, the transaction of that write.
 */
export async function closeActivity(
  tx: Tx,
  ownerId: string,
  capsuleId: string,
  kinds: ActivityKind[],
): Promise<void> {
  await tx
    .update(activity)
    .set({ doneAt: sql`now()` })
    .where(
      and(
        eq(activity.ownerId, ownerId),
        eq(activity.capsuleId, capsuleId),
        inArray(activity.kind, kinds),
        isNull(activity.doneAt),
      ),
    )
}

export type TodayEntry = {
  id: string
  kind: ActivityKind
  label: string
  summary: string
  createdAt: string
  seen: boolean
}

export type TodayGroup = {
  /** Null: entries of no client (an inquiry). */
  client: { id: string; name: string } | null
  entries: TodayEntry[]
}

/** The most entries Today shows: what needs her is a list to read, not an archive. */
export const TODAY_LIMIT = 200

/** What still needs her (not done), newest first, grouped by client (newest group first). */
export async function listToday(ownerId: string): Promise<TodayGroup[]> {
  const rows = await db
    .select({
      id: activity.id,
      kind: activity.kind,
      summary: activity.summary,
      createdAt: activity.createdAt,
      seenAt: activity.seenAt,
      clientId: activity.clientId,
      clientName: clientView.name,
    })
    .from(activity)
    .leftJoin(clientView, eq(clientView.id, activity.clientId))
    .where(and(eq(activity.ownerId, ownerId), isNull(activity.doneAt)))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(TODAY_LIMIT)
  const groups = new Map<string, TodayGroup>()
  for (const row of rows) {
    const kind = row.kind as ActivityKind
    if (!Object.hasOwn(ACTIVITY_KINDS, kind)) continue
    const key = row.clientId ?? ''
    let group = groups.get(key)
    if (!group) {
      group = {
        client: row.clientId ? { id: row.clientId, name: row.clientName ?? '' } : null,
        entries: [],
      }
      groups.set(key, group)
    }
    group.entries.push({
      id: row.id,
      kind,
      label: ACTIVITY_KINDS[kind].label,
      summary: row.summary,
      createdAt: row.createdAt.toISOString(),
      seen: row.seenAt !== null,
    })
  }
  return [...groups.values()]
}

const unseen = (ownerId: string) =>
  and(eq(activity.ownerId, ownerId), isNull(activity.seenAt), isNull(activity.doneAt))

/** How many entries she has not opened yet (the count beside Today). */
export async function countUnseen(ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(activity).where(unseen(ownerId))
  return row?.n ?? 0
}

/** Unseen entries of the last day (the line on top of her Clients page). */
export async function countNewSinceYesterday(ownerId: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000)
  const [row] = await db
    .select({ n: count() })
    .from(activity)
    .where(and(unseen(ownerId), gte(activity.createdAt, since)))
  return row?.n ?? 0
}

/** Marks her entry seen and answers where it happened; null when it is not hers or not there. */
export async function openEntry(ownerId: string, id: string): Promise<string | null> {
  const [row] = await db
    .update(activity)
    .set({ seenAt: sql`coalesce(${activity.seenAt}, now())` })
    .where(mine(activity, ownerId, id))
    .returning({
      kind: activity.kind,
      clientId: activity.clientId,
      capsuleId: activity.capsuleId,
      subjectId: activity.subjectId,
    })
  if (!row || !Object.hasOwn(ACTIVITY_KINDS, row.kind)) return null
  return ACTIVITY_KINDS[row.kind as ActivityKind].href(row)
}

/** Marks her entry done (and seen): it leaves Today. False when it is not hers or not there. */
export async function markDone(ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(activity)
    .set({ doneAt: sql`now()`, seenAt: sql`coalesce(${activity.seenAt}, now())` })
    .where(and(mine(activity, ownerId, id), isNull(activity.doneAt)))
    .returning({ id: activity.id })
  return rows.length > 0
}
