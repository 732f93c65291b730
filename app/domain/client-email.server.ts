import { desc, eq } from 'drizzle-orm'

import type { EmailPreview } from '~/lib/email-preview'
import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import { actionEmail, type Email, type EmailLine, sendEmail } from '~/server/email.server'
import { createId } from '~/server/ids.server'
import { logger } from '~/server/logger.server'
import { rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'
import { outgoingEmail } from '~/server/tables.server'

/**
 * The one way an e-mail goes from a stylist's account to a client or a prospect (capsule sends,
 * newsletter confirmations, and replies and invoices later): it goes out under HER studio's name,
 * never another account's, with Reply-To her own address so a plain reply reaches her; what a
 * stylist sends is bounded (per hour, and per day for an account confirmed less than a day ago);
 * and every e-mail sent is logged for the site owner (who, to whom, what, when).
 */

/** What the e-mail is, for the owner's log. */
export type ClientEmailKind =
  | 'capsule'
  | 'newsletter-confirmation'
  | 'invitation'
  | 'reply'
  | 'invoice'
  | 'invoice-reminder'
  | 'receipt'
  | 'stock'
  | 'questionnaire'
  | 'questionnaire-reminder'
  | 'booking'
  | 'booking-change'
  | 'booking-reminder'
  | 'home-link'

export type ClientEmailContent = {
  to: string
  subject: string
  intro: string
  action: string
  url: string
  outro: string
  /**
   * Her home link (`/c/{token}`), when she has one: every e-mail to her client names it (issue
   * 44, decision 053). The sending feature finds it (features/clients: `homeLinkOf`).
   */
  home?: string | null
  /** A last line with a link of its own (turning these e-mails off). */
  footer?: EmailLine
  /** More headers (List-Unsubscribe), each on one line. */
  headers?: Record<string, string>
  /** Files sent with it (an invoice's PDF). */
  attachments?: Email['attachments']
}

export type ClientEmailResult = { ok: true } | { ok: false; status: 429 | 502; formError: string }

/**
 * Who an e-mail to a client is from: the stylist's account, and how her studio signs what her
 * clients see (its name, and whether the "made with" line follows it). Her studio knows these
 * (features/site: `studioSender`); this rule sends under them and no other name.
 */
export type Sender = { ownerId: string; studio: { name: string; madeWith: boolean } }

/** Every account: a handful of client e-mails an hour. */
const PER_ACCOUNT = rateLimit({ name: 'client-email', max: 20, windowSeconds: 60 * 60 })
/** An account confirmed less than a day ago: a few a day, so a throw-away account sends little. */
export const NEW_ACCOUNT_DAILY = 5
const NEW_ACCOUNT = rateLimit({
  name: 'client-email-new-account',
  max: NEW_ACCOUNT_DAILY,
  windowSeconds: 24 * 60 * 60,
})
const DAY_MS = 24 * 60 * 60 * 1000

export const NEW_ACCOUNT_LIMITED = `A new account sends at most ${NEW_ACCOUNT_DAILY} e-mails to clients a day until its address has been confirmed for a day. Please try again tomorrow.`
export const SEND_FAILED = 'The e-mail could not be sent. Please try again in a moment.'

async function senderOf(ownerId: string) {
  const [row] = await db
    .select({ email: user.email, confirmedAt: user.emailConfirmedAt })
    .from(user)
    .where(eq(user.id, ownerId))
  if (!row) throw new Error('client e-mail from an account that does not exist')
  return row
}

/**
 * Sends `compose(her studio name)` from the account `ownerId`. `causedBy: 'visitor'` (a
 * newsletter confirmation a visitor asked for) skips the stylist's own limits: the visitor's
 * request has its own. `causedBy: 'schedule'` (an overdue invoice's one reminder, sent by a job)
 * skips them too: it follows an invoice she sent within them, once.
 */
export async function sendClientEmail(
  from: Sender,
  kind: ClientEmailKind,
  compose: (studioName: string) => ClientEmailContent,
  { causedBy = 'stylist' }: { causedBy?: 'stylist' | 'visitor' | 'schedule' } = {},
): Promise<ClientEmailResult> {
  const { ownerId } = from
  const sender = await senderOf(ownerId)
  if (causedBy === 'stylist') {
    if (!(await PER_ACCOUNT.spend(ownerId)).allowed) {
      return { ok: false, status: 429, formError: TOO_MANY_ATTEMPTS }
    }
    const settled = sender.confirmedAt && Date.now() - sender.confirmedAt.getTime() >= DAY_MS
    if (!settled && !(await NEW_ACCOUNT.spend(ownerId)).allowed) {
      return { ok: false, status: 429, formError: NEW_ACCOUNT_LIMITED }
    }
  }
  const { studio, email, headers, attachments } = composed(from, compose)
  try {
    await sendEmail({
      ...email,
      attachments,
      fromName: studio.name,
      replyTo: sender.email,
      ...(headers ? { headers } : {}),
    })
  } catch (error) {
    logger.error({ err: error, ownerId, kind }, 'client e-mail failed')
    return { ok: false, status: 502, formError: SEND_FAILED }
  }
  await db
    .insert(outgoingEmail)
    .values({ id: createId(), ownerId, kind, toEmail: email.to, subject: email.subject })
  return { ok: true }
}

/** The e-mail `compose` makes for her account, under her studio's name, as it will go out. */
function composed({ studio }: Sender, compose: (studioName: string) => ClientEmailContent) {
  const { headers, attachments, home, ...content } = compose(studio.name)
  const email = actionEmail({
    ...content,
    ...(home
      ? {
          home: {
            text: `Everything from ${studio.name} in one place:`,
            label: 'Your page',
            url: home,
          },
        }
      : {}),
    brand: studio.name,
    madeWith: studio.madeWith,
  })
  return { studio, email, headers, attachments }
}

/**
 * What `sendClientEmail` would send, for her to read before she sends it: the same text, word
 * for word; `attachments` names the files that go with it.
 */
export function previewClientEmail(
  from: Sender,
  compose: (studioName: string) => ClientEmailContent,
  attachments: string[] = [],
): EmailPreview {
  const { studio, email } = composed(from, compose)
  return { from: studio.name, to: email.to, subject: email.subject, text: email.text, attachments }
}

/** An e-mail in the owner's log. */
export type SentClientEmail = {
  id: string
  sentAt: Date
  from: string
  to: string
  subject: string
  kind: string
}

/** The newest client e-mails sent by every account of the site (for the site owner's eyes only). */
export async function listClientEmails(limit = 100): Promise<SentClientEmail[]> {
  return db
    .select({
      id: outgoingEmail.id,
      sentAt: outgoingEmail.sentAt,
      from: user.email,
      to: outgoingEmail.toEmail,
      subject: outgoingEmail.subject,
      kind: outgoingEmail.kind,
    })
    .from(outgoingEmail)
    .innerJoin(user, eq(user.id, outgoingEmail.ownerId))
    .orderBy(desc(outgoingEmail.sentAt))
    .limit(limit)
}
