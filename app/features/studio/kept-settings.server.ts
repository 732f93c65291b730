// What other features keep on her studio's row, each read and written here: her affiliate
// disclosure (features/commissions), how often her shop links are checked
// (features/stock-checks), and when her old site packages became records (features/billing).
import { eq, inArray } from 'drizzle-orm'

import { type Db, db, type Tx } from '~/server/db.server'

import type { StockChecks } from './studio'
import { studioSettings } from './tables.server'

/** Her disclosure line as she wrote it; null: the default (or no studio yet). */
export async function affiliateDisclosureText(ownerId: string): Promise<string | null> {
  const [row] = await db
    .select({ text: studioSettings.affiliateDisclosure })
    .from(studioSettings)
    .where(eq(studioSettings.ownerId, ownerId))
  return row?.text ?? null
}

/** Saves her disclosure line (null: the default); false before she has a studio. */
export async function saveAffiliateDisclosure(
  ownerId: string,
  text: string | null,
): Promise<boolean> {
  const rows = await db
    .update(studioSettings)
    .set({ affiliateDisclosure: text, updatedAt: new Date() })
    .where(eq(studioSettings.ownerId, ownerId))
    .returning({ ownerId: studioSettings.ownerId })
  return rows.length > 0
}

/** The stylists whose stock checks run on these schedules, as a subquery of owner ids. */
export const ownersCheckingStock = (schedules: StockChecks[], tx: Db | Tx = db) =>
  tx
    .select({ ownerId: studioSettings.ownerId })
    .from(studioSettings)
    .where(inArray(studioSettings.stockChecks, schedules))

/** Her studio's name as her invoices print it, read in the caller's transaction. */
export async function studioNameIn(tx: Db | Tx, ownerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: studioSettings.name })
    .from(studioSettings)
    .where(eq(studioSettings.ownerId, ownerId))
  return row?.name ?? null
}

/**
 * Her studio's currency and when her old site packages became her records (null: not yet);
 * null before her studio exists. `lock` keeps the row for the caller's transaction.
 */
export async function packagesImport(
  ownerId: string,
  { tx = db, lock = false }: { tx?: Db | Tx; lock?: boolean } = {},
): Promise<{ currency: string; importedAt: Date | null } | null> {
  const query = tx
    .select({ currency: studioSettings.currency, importedAt: studioSettings.packagesImportedAt })
    .from(studioSettings)
    .where(eq(studioSettings.ownerId, ownerId))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

/** Her old site packages are her records from now on. */
export async function markPackagesImported(tx: Db | Tx, ownerId: string): Promise<void> {
  await tx
    .update(studioSettings)
    .set({ packagesImportedAt: new Date() })
    .where(eq(studioSettings.ownerId, ownerId))
}
