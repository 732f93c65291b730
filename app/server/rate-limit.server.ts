import { eq, sql } from 'drizzle-orm'
import { db } from './db.server'
import type { Limit } from './rate-limiter.server'
import { rateLimit } from './schema.server'

// The capsule gate's and the client answers' fixed windows, until they move onto the shared
// limiter (rate-limiter.server.ts) with the capsule's access rule. Every other limit is there.
export { clientAddress, TOO_MANY_ATTEMPTS } from './rate-limiter.server'

/**
 * Counts one attempt against `limit` for `subject` (an address, an e-mail, a capsule…) in a
 * fixed window kept in the database, so every app instance shares the same counters.
 * Returns whether the attempt is still within the limit.
 */
export async function hitRateLimit(limit: Limit, subject: string): Promise<boolean> {
  return (await countAttempt(limit, subject)) <= limit.max
}

/** Counts one attempt like hitRateLimit and returns how many this window holds, this one included. */
export async function countAttempt(limit: Limit, subject: string): Promise<number> {
  const key = `${limit.name}:${subject}`
  const windowStart = sql`now() - make_interval(secs => ${limit.windowSeconds})`
  const [row] = await db
    .insert(rateLimit)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.windowStart} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        windowStart: sql`case when ${rateLimit.windowStart} < ${windowStart} then now() else ${rateLimit.windowStart} end`,
      },
    })
    .returning({ count: rateLimit.count })
  return row?.count ?? 1
}

/** Takes back one counted attempt (e.g. a right password, which must not count against her). */
export async function refundRateLimit(limit: Limit, subject: string): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
    .where(eq(rateLimit.key, `${limit.name}:${subject}`))
}

/** Counts an attempt for each subject; true when any of them is over the limit. */
export async function isRateLimited(limit: Limit, subjects: string[]): Promise<boolean> {
  const results = await Promise.all(subjects.map((subject) => hitRateLimit(limit, subject)))
  return results.includes(false)
}
