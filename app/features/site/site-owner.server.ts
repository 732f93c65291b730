import { asc, eq } from 'drizzle-orm'

import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import type { Tx } from '~/server/db-types.server'
import { env } from '~/server/env.server'

/** Other app instances see a new owner within this time; this instance sees it at once. */
const CACHE_MS = 3000

let knownOwner: { id: string; at: number } | null = null

/**
 * The site owner: the account whose e-mail is `OWNER_EMAIL` when configured, otherwise the
 * first account that confirmed its e-mail. Null before anyone has. Within a transaction (`tx`)
 * it is read there, never from the cache: a confirmation decides on what it reads.
 */
export async function getSiteOwnerId(tx?: Tx): Promise<string | null> {
  // Every dashboard page asks; once there is an owner she stays (cached like the settings).
  if (!tx && knownOwner && Date.now() - knownOwner.at < CACHE_MS) return knownOwner.id
  const where = env.OWNER_EMAIL
    ? eq(user.email, env.OWNER_EMAIL.toLowerCase())
    : eq(user.emailVerified, true)
  const [row] = await (tx ?? db)
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(where)
    .orderBy(asc(user.createdAt))
    .limit(1)
  const id = row?.emailVerified ? row.id : null
  knownOwner = id ? { id, at: Date.now() } : null
  return id
}

export async function isSiteOwner(userId: string): Promise<boolean> {
  return (await getSiteOwnerId()) === userId
}
