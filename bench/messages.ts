// Times the conversation on a busy capsule (bench/README.md, "Messages"): a published capsule of
// 30 pieces behind a password, with 600 messages over 30 piece threads and the capsule's own
// thread, alternating the client's notes and her stylist's replies. Then, through the features'
// own functions: the stylist's read (`feedbackAndConversation`, what the dashboard capsule page
// loads), the client's (`feedbackForVisitor`, what /capsule/{id}/feedback answers, her unlock
// and device cookies sent), one page of earlier messages of the longest thread
// (`earlierForStylist`), and posting (`postClientMessage`, `postReply`) within their rate limits;
// with the process's memory before and at its highest. Run through scripts/launch.js in a
// scratch DATA_DIR (the database there is opened and migrated by the import of db.server).
// Prints the result as one JSON line.
import { eq } from 'drizzle-orm'

import { createCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema } from '~/features/capsules/schema'
import { capsule } from '~/features/capsules/tables.server'
import { createClient } from '~/features/clients/clients.server'
import { ClientSchema } from '~/features/clients/schema'
import { postClientMessage, postReply } from '~/features/conversation/messages.server'
import { message, thread } from '~/features/conversation/tables.server'
import { capsuleFeedbackState } from '~/features/conversation/tables.server'
import {
  EARLIER_PAGE,
  earlierForStylist,
  LATEST_SHOWN,
} from '~/features/conversation/threads.server'
import { feedbackForVisitor, saveFeedback } from '~/features/feedback/feedback.server'
import { feedbackAndConversation } from '~/features/feedback/feedback-entries.server'
import { FeedbackSchema } from '~/features/feedback/schema'
import { createItem } from '~/features/items/items.server'
import { ItemSchema } from '~/features/items/schema'
import { item } from '~/features/items/tables.server'
import { CAPSULE_THREAD } from '~/lib/feedback'
import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { unlockRequestCookie } from '~/server/unlock-cookie.server'
import { clientDevice } from '~/server/visitor-device.server'

import { sampleMemory } from './process-memory.ts'

/** One figure: its first call, then the calls measured after a warm-up (`runsMs`). */
export type Timing = { firstMs: number; runsMs: number[]; medianMs: number }

export type MessagesResult = {
  pieces: number
  /** The threads and messages written before the clock starts. */
  threads: number
  messages: number
  /** The longest thread's messages (the capsule's own thread). */
  longestThread: number
  /** Messages per thread a read sends, and per "Show earlier messages" (threads.server). */
  latestShown: number
  earlierPageSize: number
  /** Measured calls of each figure (posts: of each kind), after the first and a warm-up. */
  runs: number
  /** Unmeasured calls after the first: of each read, and of each kind of post. */
  warmUp: { reads: number; posts: number }
  /** `feedbackAndConversation`: the dashboard capsule page's share. */
  stylistRead: Timing & { threads: number; messages: number }
  /** `feedbackForVisitor` with her unlock and device cookies: /capsule/{id}/feedback's. */
  clientRead: Timing & { threads: number; messages: number }
  /** `earlierForStylist` before the oldest message the read shows of the longest thread. */
  earlierPage: Timing & { messages: number; earlier: number }
  /** `postClientMessage` and `postReply` on the piece threads, refused ones counted. */
  clientPost: Timing & { refused: number }
  replyPost: Timing & { refused: number }
  /** The process with the history written (the app loaded, its database open), and its highest. */
  rssBeforeBytes: number
  peakRssBytes: number
  heapBeforeBytes: number
  peakHeapBytes: number
  memorySamples: number
}

const PIECES = 30
/** The capsule's own thread; each piece's thread has the rest, evenly. */
const CAPSULE_MESSAGES = 150
const PIECE_MESSAGES = 15
/**
 * Calls after the first before the clock runs: the code warmed up (the database's WebAssembly
 * and JavaScript compiled by their optimising tiers), as on a server that has been running.
 * Posts, which their rate limits count, fewer.
 */
const WARM_UP = { reads: 10, posts: 4 }
/** Posts of each kind, all counted, stay within the client's 30 per address and quarter hour. */
const MOST_POSTS = 29

const WORDS = (
  'could you tell me whether the linen runs small I loved it on the model but the colour looks ' +
  'warmer in my light try the cream one instead it goes with the navy trousers and the loafers ' +
  'we chose yes the petite length is in stock until Friday keep the receipt for returns'
).split(' ')

/** A message's text, from a dozen words to a long paragraph. */
function bodyOf(index: number): string {
  const length = 12 + ((index * 37) % 70)
  return Array.from({ length }, (_, at) => WORDS[(index * 7 + at * 3) % WORDS.length]).join(' ')
}

const round = (ms: number) => Math.round(ms * 10) / 10

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * Calls `run` once (timed: `firstMs`), `warmUp` times unmeasured, then `runs` times measured;
 * answers the timing and the last answer.
 */
async function timed<T>(runs: number, warmUp: number, run: (index: number) => Promise<T>) {
  let started = performance.now()
  let last = await run(0)
  const firstMs = round(performance.now() - started)
  for (let index = 1; index <= warmUp; index++) await run(index)
  const runsMs: number[] = []
  for (let index = warmUp + 1; index <= warmUp + runs; index++) {
    started = performance.now()
    last = await run(index)
    runsMs.push(round(performance.now() - started))
  }
  return { timing: { firstMs, runsMs, medianMs: round(medianOf(runsMs)) }, last }
}

/** A confirmed stylist, her client, a published capsule behind a password and its pieces. */
async function seedCapsule() {
  const ownerId = createId()
  await db.insert(user).values({
    id: ownerId,
    name: 'Messages Bench',
    email: `messages-bench-${ownerId}@example.com`,
    emailVerified: true,
  })
  const client = await createClient(
    ownerId,
    ClientSchema.parse({ name: 'Margot Bench', email: 'margot@example.com' }),
  )
  const made = await createCapsule(
    ownerId,
    CapsuleSchema.parse({
      clientId: client.id,
      name: 'A busy conversation',
      passwordAction: 'set',
      password: 'bench-password-2026',
      isPublished: 'on',
    }),
  )
  if (!made.ok) throw new Error(`Could not create the capsule: ${made.reason}`)
  const ids: string[] = []
  for (let index = 0; index < PIECES; index++) {
    const piece = await createItem(
      ownerId,
      { clientId: client.id, capsuleId: made.id },
      ItemSchema.parse({
        name: `Piece ${index + 1}`,
        price: String(59 + index * 11),
        priceCurrency: 'EUR',
      }),
    )
    if (!piece.ok) throw new Error(`Could not create piece ${index + 1}: ${piece.reason}`)
    // A photo as the upload path stores it (the reads carry it; no file is read).
    await db
      .update(item)
      .set({ photo: { key: createId(), width: 1200, height: 1500, widths: [320, 640, 960] } })
      .where(eq(item.id, piece.id))
    ids.push(piece.id)
  }
  const [row] = await db
    .select({ passwordHash: capsule.passwordHash })
    .from(capsule)
    .where(eq(capsule.id, made.id))
  return { ownerId, capsuleId: made.id, ids, passwordHash: row!.passwordHash! }
}

/**
 * The history, written as `postClientMessage` and `postReply` write it (a thread per target,
 * its `lastMessageAt` its latest message's time; messages alternating client and stylist, from
 * the client) over the last 30 days: the capsule's thread all along, each piece's in a spell of
 * three days of its own. Her stylist's replies were e-mailed; a few of her notes were deleted
 * and a few replies corrected since.
 */
async function writeHistory(ownerId: string, capsuleId: string, ids: string[]) {
  const DAY = 24 * 60 * 60 * 1000
  const start = Date.now() - 30 * DAY
  const targets = [
    { target: CAPSULE_THREAD, itemId: null, count: CAPSULE_MESSAGES, from: start, days: 30 },
    ...ids.map((id, index) => ({
      target: `item:${id}`,
      itemId: id,
      count: PIECE_MESSAGES,
      from: start + (index * 27 * DAY) / PIECES,
      days: 3,
    })),
  ].map((entry) => ({ ...entry, id: createId() }))
  const rows = targets.flatMap((entry, number) =>
    Array.from({ length: entry.count }, (_, index) => {
      // Up to an hour ago; the latest message of a thread is the client's or a reply.
      const createdAt = new Date(
        entry.from + ((index + 0.5) * (entry.days * DAY - 36e5)) / entry.count,
      )
      const author = index % 2 === 0 ? ('client' as const) : ('stylist' as const)
      const deleted = author === 'client' && (number + index) % 20 === 0
      const edited = author === 'stylist' && (number + index) % 15 === 1
      return {
        id: createId(),
        ownerId,
        capsuleId,
        threadId: entry.id,
        author,
        body: deleted ? '' : bodyOf(number * 1000 + index),
        createdAt,
        editedAt: edited ? new Date(createdAt.getTime() + 6e4) : null,
        deletedAt: deleted ? new Date(createdAt.getTime() + 12e4) : null,
        clientMail: author === 'stylist' ? ('sent' as const) : null,
      }
    }),
  )
  await db.insert(thread).values(
    targets.map((entry) => {
      const times = rows.filter((row) => row.threadId === entry.id).map((row) => row.createdAt)
      return {
        id: entry.id,
        ownerId,
        capsuleId,
        target: entry.target,
        itemId: entry.itemId,
        outfitId: null,
        createdAt: times[0]!,
        lastMessageAt: times.at(-1)!,
      }
    }),
  )
  // In the order they were written.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  for (let at = 0; at < rows.length; at += 100) {
    await db.insert(message).values(rows.slice(at, at + 100))
  }
  // She last looked at the Feedback view two days ago: what came after is unread.
  await db
    .insert(capsuleFeedbackState)
    .values({ capsuleId, seenAt: new Date(Date.now() - 2 * DAY) })
  return { threads: targets.length, messages: rows.length }
}

const countMessages = (threads: { messages: unknown[] }[]) =>
  threads.reduce((sum, entry) => sum + entry.messages.length, 0)

export async function main(args: string[]): Promise<number> {
  const at = args.indexOf('--runs')
  const runs =
    at >= 0 ? Math.min(Math.max(1, Number(args[at + 1]) || 20), MOST_POSTS - 1 - WARM_UP.posts) : 20
  const { ownerId, capsuleId, ids, passwordHash } = await seedCapsule()
  const { threads, messages } = await writeHistory(ownerId, capsuleId, ids)

  // Her browser: the capsule's unlock cookie, her device's, her address (a fresh Request each
  // time, as each fetch is: the access rule's decision is kept per Request).
  const unlock = await unlockRequestCookie(capsuleId, passwordHash)
  const device = (await clientDevice(new Request('http://localhost/'))).setCookie!.split(';')[0]
  const headers = { cookie: `${unlock}; ${device}`, 'x-real-ip': '198.51.100.7' }
  const asHer = (path: string, method = 'GET') =>
    new Request(`http://localhost:3000/capsule/${capsuleId}${path}`, { method, headers })
  // Her reactions on the pieces, through the real path (the Feedback view lists them).
  for (const [index, id] of ids.entries()) {
    const change = FeedbackSchema.parse({
      target: `item:${id}`,
      reaction: ['love', 'maybe', 'no'][index % 3],
    })
    const saved = await saveFeedback(asHer('/feedback', 'POST'), capsuleId, change)
    if (!saved.ok) throw new Error(`Her reaction was refused: ${saved.error}`)
  }

  const before = process.memoryUsage()
  const memory = sampleMemory()
  const stylist = await timed(runs, WARM_UP.reads, () =>
    feedbackAndConversation(ownerId, capsuleId),
  )
  const client = await timed(runs, WARM_UP.reads, async () => {
    const read = await feedbackForVisitor(asHer('/feedback'), capsuleId)
    if (!read) throw new Error('Her unlock cookie did not open the capsule.')
    return read
  })
  const longest = stylist.last.conversation.threads.find((entry) => entry.target === CAPSULE_THREAD)
  const oldestShown = longest?.messages[0]?.id
  if (!oldestShown) throw new Error("The stylist's read did not show the capsule's thread.")
  const earlier = await timed(runs, WARM_UP.reads, async () => {
    const page = await earlierForStylist(ownerId, capsuleId, CAPSULE_THREAD, oldestShown)
    if (!page) throw new Error('No earlier messages before the oldest shown.')
    return page
  })
  let clientRefused = 0
  const clientPost = await timed(runs, WARM_UP.posts, async (index) => {
    const target = `item:${ids[index % ids.length]}`
    const body = `Would this go with the navy trousers? (${index + 1})`
    const written = await postClientMessage(asHer('/messages', 'POST'), capsuleId, { target, body })
    if (!written.ok) clientRefused++
  })
  let replyRefused = 0
  const replyPost = await timed(runs, WARM_UP.posts, async (index) => {
    const target = `item:${ids[index % ids.length]}`
    const body = `Yes: the cream one, size 38. (${index + 1})`
    const written = await postReply(ownerId, capsuleId, { target, body })
    if (!written.ok) replyRefused++
  })
  const peak = memory.stop()

  const result: MessagesResult = {
    pieces: PIECES,
    threads,
    messages,
    longestThread: CAPSULE_MESSAGES,
    latestShown: LATEST_SHOWN,
    earlierPageSize: EARLIER_PAGE,
    runs,
    warmUp: WARM_UP,
    stylistRead: {
      ...stylist.timing,
      threads: stylist.last.conversation.threads.length,
      messages: countMessages(stylist.last.conversation.threads),
    },
    clientRead: {
      ...client.timing,
      threads: client.last.threads.length,
      messages: countMessages(client.last.threads),
    },
    earlierPage: {
      ...earlier.timing,
      messages: earlier.last.messages.length,
      earlier: earlier.last.earlier,
    },
    clientPost: { ...clientPost.timing, refused: clientRefused },
    replyPost: { ...replyPost.timing, refused: replyRefused },
    rssBeforeBytes: before.rss,
    peakRssBytes: peak.peakRss,
    heapBeforeBytes: before.heapUsed,
    peakHeapBytes: peak.peakHeap,
    memorySamples: peak.samples,
  }
  console.info(`MESSAGES_RESULT ${JSON.stringify(result)}`)
  return 0
}
