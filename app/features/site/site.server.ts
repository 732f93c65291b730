import { eq, sql } from 'drizzle-orm'

import { nameStudio } from '~/features/studio/index.server'
import { user } from '~/server/auth-tables.server'
import { type Db, db, type Tx } from '~/server/db.server'
import { deletePhotoFiles } from '~/server/images.server'
import { claimUpload } from '~/server/uploads.server'

import { withDefaults } from './defaults'
import type { SiteSettings } from './schema'
import { getSiteOwnerId } from './site-owner.server'
import { siteSettings } from './tables.server'

const ROW_ID = 'site'
/** Other app instances see a change within this time; this instance sees it at once. */
const CACHE_MS = 3000

let cached: { settings: SiteSettings; version: string; at: number } | null = null

/** The landing page's content (defaults from the seed until the owner edits them). */
export async function getSiteSettings(): Promise<{ settings: SiteSettings; version: string }> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached
  const [row] = await db
    .select({ content: siteSettings.content, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.id, ROW_ID))
  cached = {
    settings: withDefaults(row?.content),
    version: row ? String(row.updatedAt.getTime()) : 'default',
    at: Date.now(),
  }
  return cached
}

/** The site owner as the features acting for her need her (routes pass it in); null before there is one. */
export type SiteOwner = { id: string; email: string; brandName: string }

export async function getSiteOwner(): Promise<SiteOwner | null> {
  const id = await getSiteOwnerId()
  const email = id ? await getSiteOwnerEmail() : null
  if (!id || !email) return null
  return { id, email, brandName: await getBrandName() }
}

export async function getSiteOwnerEmail(): Promise<string | null> {
  const ownerId = await getSiteOwnerId()
  if (!ownerId) return null
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, ownerId))
  return row?.email ?? null
}

export type PortraitChange = { upload?: string | null; remove?: boolean }

/** Saves the settings; a new portrait upload is claimed and the replaced one deleted. */
export async function saveSiteSettings(
  ownerId: string,
  input: Omit<SiteSettings, 'portrait'>,
  portrait: PortraitChange,
): Promise<{ ok: true } | { ok: false; reason: 'upload' }> {
  const current = (await getSiteSettings()).settings
  const outcome = await db.transaction(async (tx) => {
    const uploaded = portrait.upload ? await claimUpload(ownerId, portrait.upload, tx) : null
    if (portrait.upload && !uploaded) return null
    const next: SiteSettings = {
      ...input,
      portrait: uploaded ?? (portrait.remove ? null : current.portrait),
    }
    await tx
      .insert(siteSettings)
      .values({ id: ROW_ID, content: next })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { content: next, updatedAt: new Date() },
      })
    return next
  })
  if (!outcome) return { ok: false, reason: 'upload' }
  cached = null
  // Her site's brand name is her studio's name, on every client page and e-mail.
  await nameStudio(ownerId, outcome.brandName)
  if (current.portrait && current.portrait.key !== outcome.portrait?.key) {
    await deletePhotoFiles([current.portrait])
  }
  return { ok: true }
}

/**
 * Her site's brand name, given at her first run (her studio's name), the rest of the site as
 * she left it.
 */
export async function nameSite(ownerId: string, brandName: string): Promise<void> {
  const named = sql`jsonb_build_object('brandName', ${brandName}::text)`
  await db
    .insert(siteSettings)
    .values({ id: ROW_ID, content: { brandName } })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { content: sql`${siteSettings.content} || ${named}`, updatedAt: new Date() },
    })
  cached = null
  await nameStudio(ownerId, brandName)
}

/** The studio's brand name, shown on client pages and collages. */
export async function getBrandName(): Promise<string> {
  return (await getSiteSettings()).settings.brandName
}

/**
 * The packages the old Site settings stored, as stored (unchecked: billing reads them once, when
 * they become the owner's records); undefined when none were saved.
 */
export async function storedSitePackages(tx: Db | Tx = db): Promise<unknown> {
  const [row] = await tx
    .select({ content: siteSettings.content })
    .from(siteSettings)
    .where(eq(siteSettings.id, ROW_ID))
  return (row?.content as { packages?: unknown } | undefined)?.packages
}
