// The conversation on a capsule, as both sides read it: its threads, newest first, each with its
// latest messages. Bounded whatever was posted: at most THREADS_SHOWN threads and LATEST_SHOWN
// messages each; earlier ones come a page at a time (`earlierMessages`).
import { createHmac } from 'node:crypto'

import { and, desc, eq, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm'

import { myCapsule } from '~/features/capsules/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { outfitItemView as outfitItem, outfitView as outfit } from '~/features/outfits/index.server'
import { CAPSULE_THREAD, type ClientMail, type Message, type Thread } from '~/lib/feedback'
import { type StoredPhoto } from '~/lib/photo-urls'
import { db } from '~/server/db.server'
import { authSecret } from '~/server/secrets.server'

import { capsuleFeedbackState } from './tables.server'
import { message, thread } from './tables.server'

/** Threads sent with a page, newest first. */
export const THREADS_SHOWN = 100
/** Messages per thread sent with a page (the latest). */
export const LATEST_SHOWN = 20
/** Earlier messages per "Show earlier messages". */
export const EARLIER_PAGE = 50

/** What the stylist's view needs about a thread's piece (the client's page knows its pieces). */
export type ThreadPiece = { name: string; photo: StoredPhoto | null; kind: 'item' | 'outfit' }

export type StylistThread = Thread & { piece: ThreadPiece | null }

const messageColumns = {
  id: message.id,
  threadId: message.threadId,
  author: message.author,
  body: message.body,
  createdAt: message.createdAt,
  editedAt: message.editedAt,
  deletedAt: message.deletedAt,
  clientMail: message.clientMail,
  clientDevice: message.clientDevice,
}

type MessageRow = {
  id: string
  author: 'client' | 'stylist'
  body: string
  createdAt: Date
  editedAt: Date | null
  deletedAt: Date | null
  clientMail: ClientMail
  clientDevice: string | null
}

/**
 * Who reads: her stylist, or a visitor of the capsule page by her device's tag (null: a device
 * without its cookie yet).
 */
export type Reader = 'stylist' | string | null

/** A message's key on a page that cannot act on it: stable, unique, and not its id. */
const keyOf = (id: string) =>
  `k${createHmac('sha256', authSecret).update(`message-key:${id}`).digest('base64url').slice(0, 21)}`

/**
 * A stored message as a side sees it: the e-mail's fate of a reply is the stylist's only; a
 * visitor gets the id only of what her own device wrote (issue 41, point 4), a key otherwise.
 */
export function toMessage(row: MessageRow, reader: Reader): Message {
  const deleted = row.deletedAt !== null
  const forStylist = reader === 'stylist'
  const mine = !forStylist && reader !== null && row.clientDevice === reader
  return {
    id: forStylist || mine ? row.id : keyOf(row.id),
    ...(mine ? { mine } : {}),
    author: row.author,
    body: deleted ? '' : row.body,
    createdAt: new Date(row.createdAt).toISOString(),
    edited: row.editedAt !== null && !deleted,
    deleted,
    ...(forStylist && row.author === 'stylist' ? { clientMail: row.clientMail } : {}),
  }
}

/** A thread about the capsule, or about a piece still in it. */
const stillInCapsule = or(
  eq(thread.target, CAPSULE_THREAD),
  isNotNull(item.id),
  isNotNull(outfit.id),
)

/**
 * The capsule's threads, newest first, each with its latest messages (oldest first) and the
 * count of earlier ones. `forStylist`: with each piece's name and photo, and the fate of the
 * e-mails about her replies.
 */
export async function loadThreads(capsuleId: string, reader: Reader): Promise<StylistThread[]> {
  const forStylist = reader === 'stylist'
  const threads = await db
    .select({
      id: thread.id,
      target: thread.target,
      lastMessageAt: thread.lastMessageAt,
      itemName: item.name,
      itemPhoto: item.photo,
      outfitName: outfit.name,
      outfitPhoto: forStylist
        ? sql<StoredPhoto | null>`(
        select ${item.photo} from ${outfitItem} join ${item} on ${item.id} = ${outfitItem.itemId}
        where ${outfitItem.outfitId} = ${thread.outfitId}
        order by ${outfitItem.orderIndex} limit 1)`
        : sql<null>`null`,
    })
    .from(thread)
    .leftJoin(item, and(eq(item.id, thread.itemId), eq(item.capsuleId, capsuleId)))
    .leftJoin(outfit, and(eq(outfit.id, thread.outfitId), eq(outfit.capsuleId, capsuleId)))
    .where(and(eq(thread.capsuleId, capsuleId), stillInCapsule))
    .orderBy(desc(thread.lastMessageAt), desc(thread.id))
    .limit(THREADS_SHOWN)
  if (threads.length === 0) return []
  const ranked = db
    .select({
      ...messageColumns,
      rank: sql<number>`row_number() over (partition by ${message.threadId} order by ${message.createdAt} desc, ${message.id} desc)`.as(
        'rank',
      ),
      total: sql<number>`count(*) over (partition by ${message.threadId})`.as('total'),
    })
    .from(message)
    .where(
      inArray(
        message.threadId,
        threads.map((row) => row.id),
      ),
    )
    .as('ranked')
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${LATEST_SHOWN}`)
    .orderBy(ranked.createdAt, ranked.id)
  const byThread = new Map<string, { messages: Message[]; total: number }>()
  for (const row of rows) {
    const entry = byThread.get(row.threadId) ?? { messages: [], total: Number(row.total) }
    entry.messages.push(toMessage(row, reader))
    byThread.set(row.threadId, entry)
  }
  return threads.map((row) => {
    const entry = byThread.get(row.id) ?? { messages: [], total: 0 }
    const name = row.itemName ?? row.outfitName
    return {
      target: row.target,
      lastMessageAt: row.lastMessageAt.toISOString(),
      messages: entry.messages,
      earlier: entry.total - entry.messages.length,
      piece:
        forStylist && name !== null
          ? {
              name,
              photo: row.itemPhoto ?? row.outfitPhoto,
              kind: row.itemName === null ? 'outfit' : 'item',
            }
          : null,
    }
  })
}

/** The thread of `target` and what in it comes before `before` (null: no such message). */
async function olderThan(
  capsuleId: string,
  target: string,
  before: { id: string } | { at: Date },
): Promise<{ threadId: string; older: SQL | undefined } | null> {
  if ('at' in before) {
    const [row] = await db
      .select({ threadId: thread.id })
      .from(thread)
      .where(and(eq(thread.capsuleId, capsuleId), eq(thread.target, target)))
    return row ? { threadId: row.threadId, older: lt(message.createdAt, before.at) } : null
  }
  const [anchor] = await db
    .select({ threadId: message.threadId, createdAt: message.createdAt, id: message.id })
    .from(message)
    .innerJoin(thread, eq(thread.id, message.threadId))
    .where(
      and(eq(message.id, before.id), eq(message.capsuleId, capsuleId), eq(thread.target, target)),
    )
  if (!anchor) return null
  const older = or(
    lt(message.createdAt, anchor.createdAt),
    and(eq(message.createdAt, anchor.createdAt), lt(message.id, anchor.id)),
  )
  return { threadId: anchor.threadId, older }
}

/**
 * The messages of the capsule's thread `target` before `before` (oldest first), a page at a time;
 * `earlier`: how many remain before them. `before`: a message (its id, for the stylist) or a time
 * (the oldest message shown, for a visitor, who has no ids of others' messages). Null when there
 * is no such message or thread.
 */
export async function earlierMessages(
  capsuleId: string,
  target: string,
  before: { id: string } | { at: Date },
  reader: Reader,
): Promise<{ messages: Message[]; earlier: number } | null> {
  const place = await olderThan(capsuleId, target, before)
  if (!place) return null
  const { threadId, older } = place
  const [rows, [count]] = await Promise.all([
    db
      .select(messageColumns)
      .from(message)
      .where(and(eq(message.threadId, threadId), older))
      .orderBy(desc(message.createdAt), desc(message.id))
      .limit(EARLIER_PAGE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(message)
      .where(and(eq(message.threadId, threadId), older)),
  ])
  return {
    messages: rows.reverse().map((row) => toMessage(row, reader)),
    earlier: (count?.total ?? 0) - rows.length,
  }
}

/**
 * The conversation on her capsule as the stylist reads it: its threads, when she last looked at
 * the Feedback view (what came after is new), and whether the client turned her e-mails off.
 * Null when the capsule is not hers.
 */
export async function listConversation(ownerId: string, capsuleId: string) {
  if (!(await myCapsule(ownerId, capsuleId))) return null
  const [threads, [state]] = await Promise.all([
    loadThreads(capsuleId, 'stylist'),
    db
      .select({
        seenAt: capsuleFeedbackState.seenAt,
        clientMailOffAt: capsuleFeedbackState.clientMailOffAt,
      })
      .from(capsuleFeedbackState)
      .where(eq(capsuleFeedbackState.capsuleId, capsuleId)),
  ])
  return {
    threads,
    seenAt: state?.seenAt?.toISOString() ?? null,
    clientMailOff: Boolean(state?.clientMailOffAt),
  }
}

/** Earlier messages of a thread on her capsule (null: not hers, or no such message). */
export async function earlierForStylist(
  ownerId: string,
  capsuleId: string,
  target: string,
  before: string,
) {
  if (!(await myCapsule(ownerId, capsuleId))) return null
  return earlierMessages(capsuleId, target, { id: before }, 'stylist')
}
