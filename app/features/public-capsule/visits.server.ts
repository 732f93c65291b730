import { eq, sql } from 'drizzle-orm'
import { getUser } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { clientAddress, rateLimit } from '~/server/rate-limiter.server'
import { capsule, capsuleVisit } from '~/server/schema.server'
import { isUnlocked } from '~/server/unlock-cookie.server'

/** A reload loop cannot inflate the count: a few opens per address and capsule an hour. */
const PER_ADDRESS = rateLimit({ name: 'capsule-visit', max: 10, windowSeconds: 60 * 60 })

export type VisitAnswer = 'recorded' | 'ignored' | 'not-found'

/**
 * Counts one opening of a client capsule page (decision 013): only of a published capsule, only
 * by a browser that may see it (its unlock cookie when it has a password), never by its
 * signed-in owner. The count lives in its own row: the capsule row, whose update would re-render
 * the cached page, is never touched.
 */
export async function recordVisit(request: Request, capsuleId: string): Promise<VisitAnswer> {
  const [row] = await db
    .select({
      ownerId: capsule.ownerId,
      isPublished: capsule.isPublished,
      passwordHash: capsule.passwordHash,
    })
    .from(capsule)
    .where(eq(capsule.id, capsuleId))
  if (!row?.isPublished) return 'not-found'
  const cookies = request.headers.get('cookie')
  if (row.passwordHash && !(await isUnlocked(cookies, capsuleId, row.passwordHash))) {
    return 'not-found'
  }
  if (cookies && (await getUser(request))?.id === row.ownerId) return 'ignored'
  const address = `${capsuleId}:${clientAddress(request)}`
  if (!(await PER_ADDRESS.spend(address)).allowed) return 'ignored'
  await db
    .insert(capsuleVisit)
    .values({ capsuleId, ownerId: row.ownerId })
    .onConflictDoUpdate({
      target: capsuleVisit.capsuleId,
      set: { lastAt: sql`now()`, count: sql`${capsuleVisit.count} + 1` },
    })
  return 'recorded'
}
