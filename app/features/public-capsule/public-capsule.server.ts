import { verifyPassword } from 'better-auth/crypto'
import { sql } from 'drizzle-orm'
import { setTimeout as sleep } from 'node:timers/promises'
import { type AccessDecisions, capsuleAccess } from '~/domain/capsule-access.server'
import { studioCurrency } from '~/domain/studio.server'
import { db } from '~/server/db.server'
import {
  clientAddress,
  countAttempt,
  hitRateLimit,
  refundRateLimit,
  TOO_MANY_ATTEMPTS,
} from '~/server/rate-limit.server'
import { capsuleWrongPassword } from '~/server/schema.server'
import { unlockHeader, unlockRequestCookie } from '~/server/unlock-cookie.server'
import { loadCheatSheets, loadItems, loadOutfits } from './page-content.server'
import type { PublicCapsule } from './types'

export const INCORRECT_PASSWORD = 'Incorrect password. Please try again.'

/**
 * Per capsule and address: a refusal once over. Per capsule from anywhere (a distributed guess):
 * never a refusal, which would let strangers lock the client out, but a delay that grows with
 * every attempt past the limit (docs/decisions/009).
 */
const PER_ADDRESS = { name: 'capsule-password', max: 8, windowSeconds: 15 * 60 }
const PER_CAPSULE = { name: 'capsule-password-all', max: 60, windowSeconds: 15 * 60 }
const DELAY_STEP_MS = 200
const MAX_DELAY_MS = 5_000

/** How long an attempt waits when the capsule has seen `count` attempts in this window. */
export function guessDelay(count: number): number {
  return Math.min(Math.max(count - PER_CAPSULE.max, 0) * DELAY_STEP_MS, MAX_DELAY_MS)
}

/**
 * What `/capsule/{id}` shows this request, as the access rule decides
 * (app/domain/capsule-access.server.ts):
 * - null (answered as "Capsule not found") when it opens nothing: a missing capsule, a draft
 *   for anyone but its owner;
 * - the gate (name and brand only) for a published capsule with a password not given here;
 * - otherwise the capsule with its items, outfits and cheat sheets, marked as the owner's
 *   `preview` when she is the one looking (she previews without the password, which she cannot
 *   read back: it is stored hashed).
 */
export async function loadPublicCapsule(
  request: Request,
  id: string,
  /** The studio's brand name (Site settings), shown on the page. */
  brand: string,
  /** Decisions already made for this request (the rendered-once page check). */
  decisions?: AccessDecisions | null,
): Promise<PublicCapsule | null> {
  const access = await capsuleAccess(request, id, decisions)
  if (access.kind === 'none') return null
  const row = access.capsule
  if (access.kind === 'gate') return { state: 'gate', id: row.id, name: row.name, brand }
  const items = await loadItems(row.id)
  const itemIds = new Set(items.map((entry) => entry.id))
  const [cheatSheets, outfits, currency] = await Promise.all([
    loadCheatSheets(row.id, itemIds),
    loadOutfits(row.id, itemIds),
    studioCurrency(row.ownerId),
  ])
  return {
    state: 'open',
    id: row.id,
    name: row.name,
    brand,
    description: row.description,
    draft: !row.isPublished,
    preview:
      access.kind === 'owner'
        ? { published: row.isPublished, hasPassword: row.passwordHash !== null }
        : null,
    items,
    cheatSheets,
    outfits,
    budget: row.budget,
    currency,
  }
}

const CAPSULE_PAGE = /^\/capsule\/([A-Za-z0-9_-]{1,64})$/

/**
 * Whether this request for `/capsule/{id}` may be answered with the page rendered once for
 * everyone (see cachedPages): the access rule lets a client in (a published capsule, opened in
 * this browser when it has a password). Its version follows the capsule's content and the Site
 * settings (the brand name). The page is rendered with the capsule's own unlock cookie. Anything
 * else (a missing capsule, a draft, the gate, the owner's preview) is rendered per request.
 * `decisions` keeps the rule's decision for the page's loader (the same request).
 */
export async function capsulePageVersion(
  path: string,
  cookieHeader: string | undefined,
  /** The Site settings' version (asked only for a capsule page). */
  siteVersion: () => Promise<string>,
  decisions?: AccessDecisions,
) {
  const id = CAPSULE_PAGE.exec(path)?.[1]
  if (!id) return null
  const request = new Request(new URL(path, 'http://capsule.page'), {
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  })
  const access = await capsuleAccess(request, id, decisions)
  if (access.kind !== 'client') return null
  const row = access.capsule
  return {
    version: `${row.contentVersion} ${await siteVersion()}`,
    headers: row.passwordHash
      ? { cookie: await unlockRequestCookie(row.id, row.passwordHash) }
      : undefined,
  }
}

export type UnlockResult =
  { ok: true; cookie: string } | { ok: false; status: number; error: string }

/** Checks a capsule password on the server, rate limited per capsule and per address. */
export async function unlockCapsule(
  request: Request,
  id: string,
  password: string,
): Promise<UnlockResult | null> {
  // The gate's form: for a published capsule this request may reach (a draft has no gate).
  const access = await capsuleAccess(request, id)
  if (access.kind === 'none' || !access.capsule.isPublished) return null
  const row = access.capsule
  if (!row.passwordHash) return { ok: true, cookie: '' }
  // Every attempt is counted before the (slow) check, atomically, so a burst of parallel guesses
  // cannot slip past the limit; a right password is then refunded, so a client who knows hers
  // is never locked out by her own visits.
  const address = `${row.id}:${clientAddress(request)}`
  const [allowed, capsuleAttempts] = await Promise.all([
    hitRateLimit(PER_ADDRESS, address),
    countAttempt(PER_CAPSULE, row.id),
  ])
  if (!allowed) return { ok: false, status: 429, error: TOO_MANY_ATTEMPTS }
  const delay = guessDelay(capsuleAttempts)
  if (delay > 0) await sleep(delay)
  const valid = password.length > 0 && (await verifyPassword({ hash: row.passwordHash, password }))
  if (valid) {
    await Promise.all([refundRateLimit(PER_ADDRESS, address), refundRateLimit(PER_CAPSULE, row.id)])
    return { ok: true, cookie: await unlockHeader(row.id, row.passwordHash) }
  }
  await recordWrongPassword(row.id, row.ownerId)
  return { ok: false, status: 401, error: INCORRECT_PASSWORD }
}

/** Counts a wrong password in the capsule's day-long window (a new window after a day). */
async function recordWrongPassword(capsuleId: string, ownerId: string): Promise<void> {
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
