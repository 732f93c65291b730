import { verifyPassword } from 'better-auth/crypto'
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { studioCurrency } from '~/domain/studio.server'
import { getUser } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { itemSummaryColumns } from '~/server/item-summary.server'
import { priceColumn } from '~/server/price-sql.server'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  clientAddress,
  countAttempt,
  hitRateLimit,
  refundRateLimit,
  TOO_MANY_ATTEMPTS,
} from '~/server/rate-limit.server'
import {
  capsule,
  capsuleWrongPassword,
  cheatSheet,
  cheatSheetItem,
  item,
  outfit,
  outfitItem,
} from '~/server/schema.server'
import { isToBuy } from '~/lib/answers'
import type { PublicCapsule, PublicCheatSheet, PublicItem, PublicOutfit } from './types'
import { isUnlocked, unlockHeader, unlockRequestCookie } from '~/server/unlock-cookie.server'

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

async function findCapsule(id: string) {
  const [row] = await db
    .select({
      id: capsule.id,
      ownerId: capsule.ownerId,
      name: capsule.name,
      description: capsule.description,
      passwordHash: capsule.passwordHash,
      isPublished: capsule.isPublished,
      contentVersion: capsule.contentVersion,
      budget: priceColumn({
        amount: capsule.budgetAmount,
        currency: capsule.budgetCurrency,
        text: capsule.budgetText,
      }),
    })
    .from(capsule)
    .where(eq(capsule.id, id))
  return row ?? null
}

async function loadItems(capsuleId: string): Promise<PublicItem[]> {
  const rows = await db
    .select({
      ...itemSummaryColumns,
      description: item.description,
      link: item.link,
      ownership: item.ownership,
    })
    .from(item)
    .where(eq(item.capsuleId, capsuleId))
    .orderBy(desc(item.createdAt))
  return rows.map(({ ownership, ...row }) => ({ ...row, toBuy: isToBuy(ownership, row.link) }))
}

/** The capsule's outfits in the stylist's order, each with its pieces (of this capsule) in order. */
async function loadOutfits(capsuleId: string, itemIds: Set<string>): Promise<PublicOutfit[]> {
  const outfits = await db
    .select({ id: outfit.id, name: outfit.name, description: outfit.description })
    .from(outfit)
    .where(eq(outfit.capsuleId, capsuleId))
    .orderBy(asc(outfit.orderIndex), asc(outfit.createdAt))
  if (outfits.length === 0) return []
  const pieces = await db
    .select({ outfitId: outfitItem.outfitId, itemId: outfitItem.itemId })
    .from(outfitItem)
    .where(
      inArray(
        outfitItem.outfitId,
        outfits.map((entry) => entry.id),
      ),
    )
    .orderBy(asc(outfitItem.orderIndex))
  return outfits.map((entry) => ({
    ...entry,
    itemIds: pieces
      .filter((piece) => piece.outfitId === entry.id && itemIds.has(piece.itemId))
      .map((piece) => piece.itemId),
  }))
}

async function loadCheatSheets(
  capsuleId: string,
  itemIds: Set<string>,
): Promise<PublicCheatSheet[]> {
  const sheets = await db
    .select({
      id: cheatSheet.id,
      name: cheatSheet.name,
      description: cheatSheet.description,
      image: cheatSheet.image,
    })
    .from(cheatSheet)
    .where(eq(cheatSheet.capsuleId, capsuleId))
    .orderBy(desc(cheatSheet.createdAt))
  if (sheets.length === 0) return []
  const links = await db
    .select({ sheetId: cheatSheetItem.cheatSheetId, itemId: cheatSheetItem.itemId })
    .from(cheatSheetItem)
    .where(
      inArray(
        cheatSheetItem.cheatSheetId,
        sheets.map((sheet) => sheet.id),
      ),
    )
    .orderBy(asc(cheatSheetItem.orderIndex))
  return sheets.map((sheet) => ({
    ...sheet,
    // Only pieces still in this capsule: an item moved elsewhere is not shown here.
    itemIds: links
      .filter((link) => link.sheetId === sheet.id && itemIds.has(link.itemId))
      .map((link) => link.itemId),
  }))
}

/**
 * What `/capsule/{id}` may show to this request:
 * - null (answered as "Capsule not found") for a missing capsule, and for a draft unless the
 *   viewer is its signed-in owner;
 * - the gate (name and brand only) for a published capsule with a password not yet given here,
 *   unless the viewer is its signed-in owner (she previews it without the password, which she
 *   cannot read back: it is stored hashed);
 * - otherwise the capsule with its items and cheat sheets, marked as the owner's `preview` when
 *   she opens a draft, a locked capsule, or any capsule through `?preview` (the dashboard's
 *   Preview button).
 */
export async function loadPublicCapsule(
  request: Request,
  id: string,
  /** The studio's brand name (Site settings), shown on the page. */
  brand: string,
): Promise<PublicCapsule | null> {
  const row = await findCapsule(id)
  if (!row) return null
  const locked =
    row.isPublished &&
    row.passwordHash !== null &&
    !(await isUnlocked(request.headers.get('cookie'), row.id, row.passwordHash))
  const asked = new URL(request.url).searchParams.has('preview')
  const viewer = !row.isPublished || locked || asked ? await getUser(request) : null
  const owner = viewer !== null && viewer.id === row.ownerId
  if (!row.isPublished && !owner) return null
  if (locked && !owner) return { state: 'gate', id: row.id, name: row.name, brand }
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
    preview: owner ? { published: row.isPublished, hasPassword: row.passwordHash !== null } : null,
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
 * everyone (see cachedPages): a published capsule, opened in this browser when it has a
 * password. Its version follows the capsule's content and the Site settings (the brand name).
 * The page is rendered with the capsule's own unlock cookie. Anything else (a missing capsule,
 * a draft, the password gate) is rendered per request.
 */
export async function capsulePageVersion(
  path: string,
  cookieHeader: string | undefined,
  /** The Site settings' version (asked only for a capsule page). */
  siteVersion: () => Promise<string>,
) {
  const id = CAPSULE_PAGE.exec(path)?.[1]
  if (!id) return null
  const row = await findCapsule(id)
  if (!row?.isPublished) return null
  if (row.passwordHash && !(await isUnlocked(cookieHeader, row.id, row.passwordHash))) return null
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
  const row = await findCapsule(id)
  if (!row || !row.isPublished) return null
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
