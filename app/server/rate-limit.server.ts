import { eq, sql } from 'drizzle-orm'
import { db } from './db.server'
import { rateLimit } from './schema.server'

export type Limit = { name: string; max: number; windowSeconds: number }

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

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.'

/** Counts an attempt for each subject; true when any of them is over the limit. */
export async function isRateLimited(limit: Limit, subjects: string[]): Promise<boolean> {
  const results = await Promise.all(subjects.map((subject) => hitRateLimit(limit, subject)))
  return results.includes(false)
}

/** The client address as set by the Express server (see app.server.ts). */
export function clientAddress(request: Request): string {
  return request.headers.get('x-real-ip') ?? 'unknown'
}
