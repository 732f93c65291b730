import { verifyPassword } from 'better-auth/crypto'
import { asc, desc, eq, inArray } from 'drizzle-orm'
import { getUser } from '~/server/auth.server'
import { getBrandName, getSiteSettings } from '~/features/site/site.server'
import { db } from '~/server/db.server'
import {
  clientAddress,
  hitRateLimit,
  refundRateLimit,
  TOO_MANY_ATTEMPTS,
} from '~/server/rate-limit.server'
import {
  capsule,
  cheatSheet,
  cheatSheetItem,
  item,
  outfit,
  outfitItem,
} from '~/server/schema.server'
import type { PublicCapsule, PublicCheatSheet, PublicItem } from './types'
import { isUnlocked, unlockHeader, unlockRequestCookie } from './unlock-cookie.server'

export const INCORRECT_PASSWORD = 'Incorrect password. Please try again.'

/** Per capsule and address, and per capsule from anywhere (a slow, distributed guess). */
const PER_ADDRESS = { name: 'capsule-password', max: 8, windowSeconds: 15 * 60 }
const PER_CAPSULE = { name: 'capsule-password-all', max: 60, windowSeconds: 15 * 60 }

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
    })
    .from(capsule)
    .where(eq(capsule.id, id))
  return row ?? null
}

async function loadItems(capsuleId: string): Promise<PublicItem[]> {
  const [rows, featured] = await Promise.all([
    db
      .select({
        id: item.id,
        name: item.name,
        brand: item.brand,
        category: item.category,
        color: item.color,
        size: item.size,
        price: item.price,
        description: item.description,
        link: item.link,
        photo: item.photo,
      })
      .from(item)
      .where(eq(item.capsuleId, capsuleId))
      .orderBy(desc(item.createdAt)),
    db
      .select({ itemId: outfitItem.itemId, outfit: outfit.name })
      .from(outfitItem)
      .innerJoin(outfit, eq(outfit.id, outfitItem.outfitId))
      .where(eq(outfit.capsuleId, capsuleId))
      .orderBy(asc(outfit.orderIndex), asc(outfit.createdAt)),
  ])
  const outfitsByItem = new Map<string, string[]>()
  for (const { itemId, outfit: name } of featured) {
    outfitsByItem.set(itemId, [...(outfitsByItem.get(itemId) ?? []), name])
  }
  return rows.map((row) => ({ ...row, featuredIn: outfitsByItem.get(row.id) ?? [] }))
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
  const brand = await getBrandName()
  if (locked && !owner) return { state: 'gate', id: row.id, name: row.name, brand }
  const items = await loadItems(row.id)
  const cheatSheets = await loadCheatSheets(row.id, new Set(items.map((entry) => entry.id)))
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
export async function capsulePageVersion(path: string, cookieHeader: string | undefined) {
  const id = CAPSULE_PAGE.exec(path)?.[1]
  if (!id) return null
  const row = await findCapsule(id)
  if (!row?.isPublished) return null
  if (row.passwordHash && !(await isUnlocked(cookieHeader, row.id, row.passwordHash))) return null
  const site = await getSiteSettings()
  return {
    version: `${row.contentVersion} ${site.version}`,
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
  const subjects = [
    [PER_ADDRESS, `${row.id}:${clientAddress(request)}`],
    [PER_CAPSULE, row.id],
  ] as const
  const allowed = await Promise.all(
    subjects.map(([limit, subject]) => hitRateLimit(limit, subject)),
  )
  if (allowed.includes(false)) return { ok: false, status: 429, error: TOO_MANY_ATTEMPTS }
  const valid = password.length > 0 && (await verifyPassword({ hash: row.passwordHash, password }))
  if (valid) {
    await Promise.all(subjects.map(([limit, subject]) => refundRateLimit(limit, subject)))
    return { ok: true, cookie: await unlockHeader(row.id, row.passwordHash) }
  }
  return { ok: false, status: 401, error: INCORRECT_PASSWORD }
}
