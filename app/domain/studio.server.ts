// Each stylist's studio settings (one row per account): read, created on her first visit, saved.
import { eq } from 'drizzle-orm'

import { currencyForLocale, FALLBACK_CURRENCY } from '~/lib/locale-currency'
import { db } from '~/server/db.server'
import { studioSettings } from '~/server/schema.server'

import type { Studio, StudioSettingsInput } from './studio'

const columns = {
  name: studioSettings.name,
  currency: studioSettings.currency,
  stockChecks: studioSettings.stockChecks,
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
      stockChecks: 'daily',
    }
  )
}

/** Saves her settings (the name only when given); null when she has no studio yet. */
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
