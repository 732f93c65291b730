import { lt } from 'drizzle-orm'

import { verification } from './auth-tables.server'
import { db } from './db.server'
import { purgeExpiredCounters } from './rate-limiter.server'
import { outgoingEmail } from './tables.server'

/** How long the site owner can look back at what the accounts sent to clients. */
const SENT_EMAILS_KEPT_DAYS = 90

/**
 * Deletes what expired and can never be used again: rate-limit counters whose window closed,
 * better-auth's verification rows (two-factor challenges and their attempt counters, reset
 * tokens, trusted devices), and the log of client e-mails past 90 days. Answers how many rows
 * went, per kind. (Sign-ups and invitations are the auth feature's: `purgeExpiredSignUps`.)
 */
export async function purgeExpiredRows(now = new Date()) {
  const counters = await purgeExpiredCounters(now)
  const verifications = await db
    .delete(verification)
    .where(lt(verification.expiresAt, now))
    .returning({ id: verification.id })
  const sentEmails = await db
    .delete(outgoingEmail)
    .where(lt(outgoingEmail.sentAt, new Date(now.getTime() - SENT_EMAILS_KEPT_DAYS * 86_400_000)))
    .returning({ id: outgoingEmail.id })
  return {
    counters,
    verifications: verifications.length,
    sentEmails: sentEmails.length,
  }
}
