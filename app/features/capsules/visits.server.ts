// A capsule's opens by her client (decision 013) and the wrong passwords tried at its gate, each
// counted in its own row beside the capsule.
import { sql } from 'drizzle-orm'

import { db } from '~/server/db.server'
import { clientAddress, rateLimit } from '~/server/rate-limiter.server'

import { capsuleAccess } from './access.server'
import { capsuleVisit, capsuleWrongPassword } from './tables.server'

/** A reload loop cannot inflate the count: a few opens per address and capsule an hour. */
const PER_ADDRESS = rateLimit({ name: 'capsule-visit', max: 10, windowSeconds: 60 * 60 })

export type VisitAnswer = 'recorded' | 'ignored' | 'not-found'

/**
 * Counts one opening of a client capsule page (decision 013): only by a browser the access rule
 * lets in as the client (a published capsule, unlocked here when it has a password), never by
 * its signed-in owner. The count lives in its own row: the capsule row, whose update would
 * re-render the cached page, is never touched.
 */
export async function recordVisit(request: Request, capsuleId: string): Promise<VisitAnswer> {
  const access = await capsuleAccess(request, capsuleId)
  if (access.kind === 'owner') return 'ignored'
  if (access.kind !== 'client') return 'not-found'
  if (!(await PER_ADDRESS.spend(`${capsuleId}:${clientAddress(request)}`)).allowed) return 'ignored'
  await db
    .insert(capsuleVisit)
    .values({ capsuleId, ownerId: access.row.ownerId })
    .onConflictDoUpdate({
      target: capsuleVisit.capsuleId,
      set: { lastAt: sql`now()`, count: sql`${capsuleVisit.count} + 1` },
    })
  return 'recorded'
}

/**
 * Counts an attempt that did not open the capsule (a wrong password, or one refused unchecked)
 * in the capsule's day-long window (a new window after a day), for the stylist's notice.
 */
export async function recordWrongPassword(capsuleId: string, ownerId: string): Promise<void> {
  const dayAgo = sql`now() - interval '1 day'`
  await db
    .insert(capsuleWrongPassword)
    .values({ capsuleId, ownerId })
    .onConflictDoUpdate({
      target: capsuleWrongPassword.capsuleId,
      set: {
        count: sql`case when ${capsuleWrongPassword.windowStart} < ${dayAgo} then 1 else ${capsuleWrongPassword.count} + 1 end`,
        windowStart: sql`case when ${capsuleWrongPassword.windowStart} < ${dayAgo} then now() else ${capsuleWrongPassword.windowStart} end`,
        lastAt: sql`now()`,
      },
    })
}
