import { lt, sql } from 'drizzle-orm'
import { db } from './db.server'
import { purgeExpiredCounters } from './rate-limiter.server'
import { rateLimit, verification } from './schema.server'

/** The longest fixed window of the capsule gate and answers (rate-limit.server.ts) is 15 minutes. */
const FIXED_WINDOWS_KEPT = sql`now() - interval '1 hour'`

/**
 * Deletes what expired and can never be used again: rate-limit counters whose window closed,
 * and better-auth's verification rows (two-factor challenges and their attempt counters, reset
 * tokens, trusted devices) past their expiry. Answers how many rows went, per kind.
 */
export async function purgeExpiredRows(now = new Date()) {
  const counters = await purgeExpiredCounters(now)
  const windows = await db
    .delete(rateLimit)
    .where(lt(rateLimit.windowStart, FIXED_WINDOWS_KEPT))
    .returning({ key: rateLimit.key })
  const verifications = await db
    .delete(verification)
    .where(lt(verification.expiresAt, now))
    .returning({ id: verification.id })
  return { counters: counters + windows.length, verifications: verifications.length }
}
