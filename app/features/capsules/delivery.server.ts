import { and, eq, inArray, sql } from 'drizzle-orm'

import { sendClientEmail } from '~/domain/client-email.server'
import { mine } from '~/domain/mine.server'
import { clientView as client, homeLinkOf } from '~/features/clients/index.server'
import { studioSender } from '~/features/site/index.server'
import { CAPSULE_GONE } from '~/lib/messages'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'
import { gateKey } from '~/server/unlock-cookie.server'

import { mailableToClient } from './access.server'
import { shareUrl } from './capsules.server'
import { capsule, capsuleSend, capsuleVisit, capsuleWrongPassword } from './tables.server'

/** A handful an hour per capsule (and per account, as every client e-mail: client-email.server.ts). */
const PER_CAPSULE = rateLimit({ name: 'capsule-send-capsule', max: 5, windowSeconds: 60 * 60 })

const DAY_MS = 24 * 60 * 60 * 1000

export const NO_EMAIL = 'She has no e-mail address yet: add it to her profile first.'
export const NOT_PUBLISHED =
  'This capsule is a draft: publish it first, or its link shows "Capsule not found".'

/** From this many wrong passwords in a day, the stylist is told (someone may be guessing). */
export const UNUSUAL_WRONG_PASSWORDS = 10

/** A capsule's sends and opens, as its card and page show them. */
export type Delivery = {
  clientEmail: string | null
  lastSentAt: Date | null
  sendCount: number
  firstOpenedAt: Date | null
  lastOpenedAt: Date | null
  openCount: number
  /** Unusually many wrong passwords in the last day (null when there were few or none). */
  wrongPasswords: { count: number; lastAt: Date } | null
}

/** The sends and opens of the owner's capsules (all of them, or those listed), by capsule id. */
export async function listDelivery(
  ownerId: string,
  capsuleIds?: string[],
): Promise<Record<string, Delivery>> {
  if (capsuleIds?.length === 0) return {}
  const sends = db
    .select({
      capsuleId: capsuleSend.capsuleId,
      lastSentAt: sql<Date>`max(${capsuleSend.sentAt})`.as('last_sent_at'),
      sendCount: sql<number>`count(*)::int`.as('send_count'),
    })
    .from(capsuleSend)
    .where(
      and(
        eq(capsuleSend.ownerId, ownerId),
        capsuleIds ? inArray(capsuleSend.capsuleId, capsuleIds) : undefined,
      ),
    )
    .groupBy(capsuleSend.capsuleId)
    .as('sends')
  const rows = await db
    .select({
      id: capsule.id,
      clientEmail: client.email,
      lastSentAt: sends.lastSentAt,
      sendCount: sends.sendCount,
      firstOpenedAt: capsuleVisit.firstAt,
      lastOpenedAt: capsuleVisit.lastAt,
      openCount: capsuleVisit.count,
      wrongCount: capsuleWrongPassword.count,
      wrongWindowStart: capsuleWrongPassword.windowStart,
      wrongLastAt: capsuleWrongPassword.lastAt,
    })
    .from(capsule)
    .innerJoin(client, eq(client.id, capsule.clientId))
    .leftJoin(sends, eq(sends.capsuleId, capsule.id))
    .leftJoin(capsuleVisit, eq(capsuleVisit.capsuleId, capsule.id))
    .leftJoin(capsuleWrongPassword, eq(capsuleWrongPassword.capsuleId, capsule.id))
    .where(mine(capsule, ownerId, capsuleIds))
  return Object.fromEntries(
    rows.map(({ id, ...row }) => [
      id,
      {
        clientEmail: row.clientEmail,
        lastSentAt: row.lastSentAt ? new Date(row.lastSentAt) : null,
        sendCount: row.sendCount ?? 0,
        firstOpenedAt: row.firstOpenedAt,
        lastOpenedAt: row.lastOpenedAt,
        openCount: row.openCount ?? 0,
        wrongPasswords:
          row.wrongCount !== null &&
          row.wrongCount >= UNUSUAL_WRONG_PASSWORDS &&
          row.wrongWindowStart !== null &&
          row.wrongLastAt !== null &&
          Date.now() - new Date(row.wrongWindowStart).getTime() < DAY_MS
            ? { count: row.wrongCount, lastAt: new Date(row.wrongLastAt) }
            : null,
      },
    ]),
  )
}

export type SendResult = { ok: true } | { ok: false; status: number; formError: string }

/**
 * E-mails the capsule's link to its client (her profile e-mail) with the stylist's message, under
 * her studio's name with Reply-To her (client-email.server.ts), and records the send. The password
 * is never added: only what the stylist typed goes in.
 */
export async function sendCapsule(
  request: Request,
  ownerId: string,
  capsuleId: string,
  message: string,
): Promise<SendResult> {
  const [row] = await db
    .select({
      name: capsule.name,
      clientId: client.id,
      clientName: client.name,
      email: client.email,
    })
    .from(capsule)
    .innerJoin(client, eq(client.id, capsule.clientId))
    .where(mine(capsule, ownerId, capsuleId))
  if (!row) return { ok: false, status: 404, formError: CAPSULE_GONE }
  if (!row.email) return { ok: false, status: 400, formError: NO_EMAIL }
  if (!(await mailableToClient(ownerId, capsuleId)))
    return { ok: false, status: 400, formError: NOT_PUBLISHED }
  if (!(await PER_CAPSULE.spend(capsuleId)).allowed) {
    return { ok: false, status: 429, formError: TOO_MANY_ATTEMPTS }
  }
  const to = row.email
  const home = (await homeLinkOf(ownerId, row.clientId))?.url
  const sent = await sendClientEmail(await studioSender(ownerId), 'capsule', (studioName) => ({
    to,
    subject: `Your style capsule: ${row.name}`,
    intro: message,
    action: 'Open your capsule',
    url: `${shareUrl(request, capsuleId)}?k=${gateKey(capsuleId)}`,
    outro: `This link is just for you. If the page asks for a password, use the one ${studioName} gave you.`,
    home,
  }))
  if (!sent.ok) return sent
  await db.insert(capsuleSend).values({ id: createId(), ownerId, capsuleId, toEmail: to, message })
  return { ok: true }
}
