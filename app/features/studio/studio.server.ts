// Each stylist's studio settings (one row per account): read, created on her first visit, saved.
import { eq, sql } from 'drizzle-orm'

import { currencyForLocale, FALLBACK_CURRENCY } from '~/lib/locale-currency'
import { FALLBACK_TIME_ZONE } from '~/lib/time-zones'
import { type Db, db, type Tx } from '~/server/db.server'

import type { FirstRunInput, Studio, StudioSettingsInput } from './studio'
import { studioSettings } from './tables.server'

const columns = {
  name: studioSettings.name,
  currency: studioSettings.currency,
  timeZone: studioSettings.timeZone,
  stockChecks: studioSettings.stockChecks,
  madeWith: studioSettings.madeWith,
  setUpAt: studioSettings.setUpAt,
  checklistHiddenAt: studioSettings.checklistHiddenAt,
}

/** Her studio, or null before her first visit of the dashboard. */
export async function getStudio(ownerId: string): Promise<Studio | null> {
  const [row] = await db
    .select(columns)
    .from(studioSettings)
    .where(eq(studioSettings.ownerId, ownerId))
  return row ?? null
}

/** The currency of the amounts she types without one (USD before her first visit). */
export async function studioCurrency(ownerId: string): Promise<string> {
  return (await getStudio(ownerId))?.currency ?? FALLBACK_CURRENCY
}

/**
 * Her time zone (an IANA name), in which her hours and her day are read; UTC until she says.
 * `tx`: the caller's transaction (the embedded database has one connection).
 */
export async function studioTimeZone(ownerId: string, tx: Db | Tx = db): Promise<string> {
  const [row] = await tx
    .select({ timeZone: studioSettings.timeZone })
    .from(studioSettings)
    .where(eq(studioSettings.ownerId, ownerId))
  return row?.timeZone ?? FALLBACK_TIME_ZONE
}

/**
 * Her studio, created on her first visit with `name` and the currency of the region her browser
 * names (`Accept-Language`). `siteName`: she owns the public site, whose brand name is her
 * studio's name (edited in Site settings only): kept equal to it.
 */
export async function ensureStudio(
  ownerId: string,
  defaults: { name: string; acceptLanguage: string | null; siteName?: string | null },
): Promise<Studio> {
  const existing = await getStudio(ownerId)
  if (existing) {
    if (!defaults.siteName || existing.name === defaults.siteName) return existing
    await nameStudio(ownerId, defaults.siteName)
    return { ...existing, name: defaults.siteName }
  }
  const [created] = await db
    .insert(studioSettings)
    .values({
      ownerId,
      name: defaults.siteName ?? defaults.name,
      currency: currencyForLocale(defaults.acceptLanguage),
    })
    .onConflictDoNothing()
    .returning(columns)
  return (
    created ??
    (await getStudio(ownerId)) ?? {
      name: defaults.name,
      currency: FALLBACK_CURRENCY,
      timeZone: FALLBACK_TIME_ZONE,
      stockChecks: 'daily',
      madeWith: true,
      setUpAt: null,
      checklistHiddenAt: null,
    }
  )
}

/**
 * Saves her settings (each of the others only when given); null when she has no studio yet. Her
 * starter packages follow a new currency: the caller asks billing (`followStudioCurrency`).
 */
export async function saveStudio(
  ownerId: string,
  input: StudioSettingsInput,
): Promise<Studio | null> {
  const [row] = await db
    .update(studioSettings)
    .set({
      currency: input.currency,
      ...(input.stockChecks === undefined ? {} : { stockChecks: input.stockChecks }),
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
      // Her name, currency and time zone given (Account › Studio): her first run is answered too.
      ...(input.name === undefined || input.timeZone === undefined
        ? {}
        : { setUpAt: sql`coalesce(${studioSettings.setUpAt}, now())` }),
      ...(input.madeWith === undefined ? {} : { madeWith: input.madeWith }),
      updatedAt: new Date(),
    })
    .where(eq(studioSettings.ownerId, ownerId))
    .returning(columns)
  return row ?? null
}

/** Renames her studio (the site owner's follows her site's brand name); nothing before it exists. */
export async function nameStudio(ownerId: string, name: string): Promise<void> {
  await db
    .update(studioSettings)
    .set({ name, updatedAt: new Date() })
    .where(eq(studioSettings.ownerId, ownerId))
}

/**
 * Her first run answered: her studio's name, currency and time zone saved, and the first-run
 * checklist shown from now on (until she puts it away). Null when she has no studio yet.
 */
export async function setUpStudio(ownerId: string, input: FirstRunInput): Promise<Studio | null> {
  const [row] = await db
    .update(studioSettings)
    .set({ ...input, setUpAt: new Date(), updatedAt: new Date() })
    .where(eq(studioSettings.ownerId, ownerId))
    .returning(columns)
  return row ?? null
}

/** Puts her first-run checklist away (`hidden`), or brings it back. */
export async function hideChecklist(ownerId: string, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(studioSettings)
    .set({ checklistHiddenAt: hidden ? new Date() : null, updatedAt: new Date() })
    .where(eq(studioSettings.ownerId, ownerId))
    .returning({ ownerId: studioSettings.ownerId })
  return rows.length > 0
}
