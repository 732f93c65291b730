import { createHash, randomBytes } from 'node:crypto'

import { and, asc, eq, isNotNull } from 'drizzle-orm'

import { sendClientEmail } from '~/domain/client-email.server'
import { studioSender } from '~/features/site/index.server'
import { baseUrl } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { clientAddress, rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'

import { subscriber } from './tables.server'

const SIGNUP_LIMIT = rateLimit({ name: 'newsletter', max: 5, windowSeconds: 60 * 60 })
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

export type SignupResult = { ok: true } | { ok: false; status: number; formError: string }

/**
 * Double opt-in: records the address as pending and e-mails a confirmation link. An address
 * already confirmed gets the same answer (whether someone subscribed is not revealed).
 */
export async function subscribe(
  request: Request,
  email: string,
  honeypot: string,
  /** The site owner (null before there is one), passed in by the route. */
  owner: { id: string } | null,
): Promise<SignupResult> {
  if (!(await SIGNUP_LIMIT.spend(clientAddress(request))).allowed) {
    return { ok: false, status: 429, formError: TOO_MANY_ATTEMPTS }
  }
  if (honeypot) return { ok: true }
  if (!owner) return { ok: false, status: 503, formError: 'The newsletter is not open yet.' }
  const { id: ownerId } = owner

  const address = email.toLowerCase()
  const [existing] = await db
    .select({ confirmedAt: subscriber.confirmedAt })
    .from(subscriber)
    .where(and(eq(subscriber.ownerId, ownerId), eq(subscriber.email, address)))
  if (existing?.confirmedAt) return { ok: true }

  const token = randomBytes(24).toString('base64url')
  await db
    .insert(subscriber)
    .values({ id: createId(), ownerId, email: address, tokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: [subscriber.ownerId, subscriber.email],
      set: { tokenHash: hashToken(token) },
    })
  // Under her brand, with Reply-To her: a visitor asked for it, so her own limits are not spent.
  const sent = await sendClientEmail(
    await studioSender(ownerId),
    'newsletter-confirmation',
    (brandName) => ({
      to: address,
      subject: `Confirm your subscription to ${brandName}`,
      intro: `Thanks for signing up to Stay In Style, the ${brandName} newsletter. Confirm your address and you are in.`,
      action: 'Confirm my subscription',
      url: `${baseUrl}/newsletter/confirm?token=${token}`,
      outro: 'If you did not sign up, ignore this e-mail: you will not be subscribed.',
    }),
    { causedBy: 'visitor' },
  )
  return sent
}

/** Confirms the subscription the token was mailed for; false for an unknown or used token. */
export async function confirmSubscription(token: string): Promise<boolean> {
  if (!token) return false
  const rows = await db
    .update(subscriber)
    .set({ confirmedAt: new Date(), tokenHash: null })
    .where(eq(subscriber.tokenHash, hashToken(token)))
    .returning({ id: subscriber.id })
  return rows.length > 0
}

export type Subscriber = { email: string; confirmedAt: Date }

export async function listSubscribers(ownerId: string): Promise<Subscriber[]> {
  const rows = await db
    .select({ email: subscriber.email, confirmedAt: subscriber.confirmedAt })
    .from(subscriber)
    .where(and(eq(subscriber.ownerId, ownerId), isNotNull(subscriber.confirmedAt)))
    .orderBy(asc(subscriber.confirmedAt))
  return rows.flatMap((row) =>
    row.confirmedAt ? [{ email: row.email, confirmedAt: row.confirmedAt }] : [],
  )
}

/** RFC 4180 CSV of the confirmed subscribers, safe to open in a spreadsheet. */
export function subscribersCsv(subscribers: Subscriber[]): string {
  // A leading = + - @ would be read as a formula by spreadsheet software.
  const quote = (value: string) => `"${value.replace(/^[=+\-@]/, "'$&").replace(/"/g, '""')}"`
  const lines = subscribers.map((row) =>
    [row.email, row.confirmedAt.toISOString()].map(quote).join(','),
  )
  return ['email,confirmed_at', ...lines].join('\r\n') + '\r\n'
}
