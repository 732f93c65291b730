// The client's e-mail when her stylist replies: at most one per capsule per window (15 minutes),
// composed when it is sent, naming what was answered and linking to the thread, from her
// stylist's studio with Reply-To her stylist. Never the replies' words (they stay behind the
// capsule's gate) and never the password. She turns these e-mails off from her page, or from the
// e-mail itself without an account (a link bound to the capsule, unguessable, good for a year).
//
// What is due is each reply's own `clientMail` (null: still to tell her); the delayed job, one
// waiting per capsule, is only the nudge (decision 024, decision 031).
import { createHmac, timingSafeEqual } from 'node:crypto'

import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'

import { sendClientEmail } from '~/domain/client-email.server'
import { capsuleView as capsule, mailableToClient } from '~/features/capsules/index.server'
import { clientView as client, homeLinkOf } from '~/features/clients/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { outfitView as outfit } from '~/features/outfits/index.server'
import { studioSender } from '~/features/site/index.server'
import type { ClientMail } from '~/lib/feedback'
import { baseUrl } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { env } from '~/server/env.server'
import { defineJob, sendJob } from '~/server/jobs.server'
import { logger } from '~/server/logger.server'
import { authSecret } from '~/server/secrets.server'
import { emailedCapsuleUrl } from '~/server/unlock-cookie.server'

import { pieceName, windowMinutes } from './mail-text.server'
import { capsuleFeedbackState } from './tables.server'
import { message, thread } from './tables.server'

/** Threads an e-mail names; past them, "and 3 more". */
const THREADS_NAMED = 10

type Data = { ownerId: string; capsuleId: string }

/** A window after the stylist's first reply, the e-mail telling her client about them all. */
export const replyMail = defineJob<Data>({
  name: 'reply-mail',
  title: 'E-mailing clients about replies',
  scope: 'owner',
  run: ({ ownerId, capsuleId }) => sendReplyMail(ownerId, capsuleId),
})

/** The stylist replied: the nudge (her reply itself says the e-mail is due). */
export async function replyMailDue(ownerId: string, capsuleId: string): Promise<void> {
  try {
    await sendJob(
      replyMail,
      { ownerId, capsuleId },
      { delaySeconds: env.MAIL_WINDOW_SECONDS, key: capsuleId },
    )
  } catch (error) {
    logger.error({ err: error, capsuleId }, 'reply e-mail could not be scheduled')
  }
}

/** Her replies not told yet (not deleted) up to `until`. */
const untold = (capsuleId: string, until: Date) =>
  and(
    eq(message.capsuleId, capsuleId),
    eq(message.author, 'stylist'),
    isNull(message.clientMail),
    isNull(message.deletedAt),
    lte(message.createdAt, until),
  )

/** The capsule's own page, at one thread (or the Messages tab when there are several). */
export const threadUrl = (capsuleId: string, target?: string) =>
  emailedCapsuleUrl(baseUrl, capsuleId, target ? `thread=${target}` : 'messages')

/**
 * Tells the client about her stylist's replies since the last e-mail, unless she turned these
 * e-mails off (or has no address, or the capsule is a draft): each reply then records why it was
 * not e-mailed, for her stylist to see. A failed send marks nothing, so the retry sends it.
 */
export async function sendReplyMail(
  ownerId: string,
  capsuleId: string,
): Promise<{ replies: number; mail: ClientMail }> {
  const [row] = await db
    .select({
      capsuleName: capsule.name,
      clientId: client.id,
      clientEmail: client.email,
      off: capsuleFeedbackState.clientMailOffAt,
      now: sql<string>`now()`,
    })
    .from(capsule)
    .innerJoin(client, eq(client.id, capsule.clientId))
    .leftJoin(capsuleFeedbackState, eq(capsuleFeedbackState.capsuleId, capsule.id))
    .where(and(eq(capsule.id, capsuleId), eq(capsule.ownerId, ownerId)))
  if (!row) return { replies: 0, mail: null }
  const until = new Date(row.now)
  const threads = await db
    .selectDistinctOn([thread.target], {
      target: thread.target,
      name: sql<string | null>`coalesce(${item.name}, ${outfit.name})`,
      first: message.createdAt,
    })
    .from(message)
    .innerJoin(thread, eq(thread.id, message.threadId))
    .leftJoin(item, and(eq(item.id, thread.itemId), eq(item.capsuleId, capsuleId)))
    .leftJoin(outfit, and(eq(outfit.id, thread.outfitId), eq(outfit.capsuleId, capsuleId)))
    .where(untold(capsuleId, until))
    .orderBy(thread.target, asc(message.createdAt))
  if (threads.length === 0) return { replies: 0, mail: null }
  const mail: ClientMail = row.off
    ? 'off'
    : !(await mailableToClient(ownerId, capsuleId))
      ? 'draft'
      : !row.clientEmail
        ? 'no-address'
        : 'sent'
  if (mail === 'sent') {
    threads.sort((a, b) => a.first.getTime() - b.first.getTime())
    const named = threads
      .slice(0, THREADS_NAMED)
      .map((entry) => `• ${pieceName(entry.target, entry.name)}`)
    if (threads.length > named.length) named.push(`… and ${threads.length - named.length} more`)
    const offUrl = `${baseUrl}/capsule/${capsuleId}/emails-off?t=${mailOffToken(capsuleId)}`
    const home = (await homeLinkOf(ownerId, row.clientId))?.url
    // Through the one module of e-mails to clients (decision 027): her studio's name, Reply-To
    // her address, the log, her account's limits.
    const sent = await sendClientEmail(await studioSender(ownerId), 'reply', (studio) => ({
      to: row.clientEmail!,
      subject: `${studio} replied to you about ${row.capsuleName}`,
      intro: `${studio} answered you on your capsule page, about:\n${named.join('\n')}`,
      action: threads.length === 1 ? 'Read the reply' : 'Read the replies',
      url: threadUrl(capsuleId, threads.length === 1 ? threads[0]!.target : undefined),
      outro: `You get at most one e-mail like this per capsule every ${windowMinutes()} minutes.`,
      home,
      footer: { text: 'Rather not get these?', label: 'Turn them off', url: offUrl },
      headers: {
        'List-Unsubscribe': `<${offUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }))
    if (!sent.ok) {
      // Nothing is marked: a failed send is retried by the queue; past her account's limits,
      // the e-mail waits for the next window.
      if (sent.status === 502) throw new Error('reply e-mail could not be sent')
      await replyMailDue(ownerId, capsuleId)
      return { replies: 0, mail: null }
    }
  }
  const told = await db
    .update(message)
    .set({ clientMail: mail })
    .where(untold(capsuleId, until))
    .returning({ id: message.id })
  return { replies: told.length, mail }
}

/** The client's e-mails about replies: whether she has an address for them, and whether off. */
export type ClientMailSettings = { hasAddress: boolean; off: boolean }

export async function clientMailSettings(capsuleId: string): Promise<ClientMailSettings> {
  const [row] = await db
    .select({ email: client.email, off: capsuleFeedbackState.clientMailOffAt })
    .from(capsule)
    .innerJoin(client, eq(client.id, capsule.clientId))
    .leftJoin(capsuleFeedbackState, eq(capsuleFeedbackState.capsuleId, capsule.id))
    .where(eq(capsule.id, capsuleId))
  return { hasAddress: Boolean(row?.email), off: Boolean(row?.off) }
}

/** Turns the client's e-mails about replies on this capsule off (or on again). */
export async function setClientMail(capsuleId: string, on: boolean): Promise<ClientMailSettings> {
  const off = on ? null : sql`now()`
  await db
    .insert(capsuleFeedbackState)
    .values({ capsuleId, clientMailOffAt: off })
    .onConflictDoUpdate({ target: capsuleFeedbackState.capsuleId, set: { clientMailOffAt: off } })
  return clientMailSettings(capsuleId)
}

const DAY_MS = 24 * 60 * 60 * 1000
/** How long the link in an e-mail turns the e-mails off. */
export const MAIL_OFF_DAYS = 365

const macOf = (capsuleId: string, day: number) =>
  createHmac('sha256', authSecret)
    .update(`client-mail-off:${capsuleId}:${day}`)
    .digest('base64url')
    .slice(0, 32)

/** The e-mail's turn-off link's token: for this capsule only, until MAIL_OFF_DAYS from now. */
export function mailOffToken(capsuleId: string, now = Date.now()): string {
  const until = Math.floor(now / DAY_MS) + MAIL_OFF_DAYS
  return `${until.toString(36)}.${macOf(capsuleId, until)}`
}

const TOKEN = /^([0-9a-z]{1,6})\.([A-Za-z0-9_-]{32})$/

/** Whether `token` is this capsule's, and still good. */
export function isMailOffToken(capsuleId: string, token: string, now = Date.now()): boolean {
  const match = TOKEN.exec(token)
  if (!match) return false
  const until = Number.parseInt(match[1]!, 36)
  const today = Math.floor(now / DAY_MS)
  if (until < today || until > today + MAIL_OFF_DAYS) return false
  return timingSafeEqual(Buffer.from(match[2]!), Buffer.from(macOf(capsuleId, until)))
}
