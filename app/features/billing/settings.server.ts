// Her billing settings: one row, made on first use, saved with her studio's currency (the one
// currency setting of the studio, features/studio).
import { and, eq, gte, max, sql } from 'drizzle-orm'

import { getStudio, saveStudio, studioNameIn } from '~/features/studio/index.server'
import { FALLBACK_CURRENCY } from '~/lib/locale-currency'
import { user } from '~/server/auth-tables.server'
import { type Db, db, type Tx } from '~/server/db.server'

import { followStudioCurrency } from './packages.server'
import type { BillingSettingsInput } from './schema'
import type { StoredSeller } from './tables.server'
import { billingSettings, invoice } from './tables.server'

export type BillingSettings = Omit<typeof billingSettings.$inferSelect, 'ownerId' | 'updatedAt'> & {
  currency: string
  studioName: string
  /** The highest number issued so far (0: none). */
  lastSequence: number
}

/** Her settings row, made with the defaults when she has none yet. */
export async function ensureBillingSettings(ownerId: string, tx: Db | Tx = db) {
  const [row] = await tx.select().from(billingSettings).where(eq(billingSettings.ownerId, ownerId))
  if (row) return row
  await tx.insert(billingSettings).values({ ownerId }).onConflictDoNothing()
  const [created] = await tx
    .select()
    .from(billingSettings)
    .where(eq(billingSettings.ownerId, ownerId))
  return created!
}

export async function getBillingSettings(ownerId: string): Promise<BillingSettings> {
  const [row, studio, [last]] = await Promise.all([
    ensureBillingSettings(ownerId),
    getStudio(ownerId),
    db
      .select({ sequence: max(invoice.sequence) })
      .from(invoice)
      .where(eq(invoice.ownerId, ownerId)),
  ])
  const { ownerId: _owner, updatedAt: _updated, ...settings } = row
  return {
    ...settings,
    currency: studio?.currency ?? FALLBACK_CURRENCY,
    studioName: studio?.name ?? 'Capsule Studio',
    lastSequence: last?.sequence ?? 0,
  }
}

export type SaveResult = { ok: true } | { ok: false; field: 'nextNumber'; message: string }

/**
 * Saves her settings and her studio's currency. The next number never goes back to one already
 * issued (checked in the same statement that sets it).
 */
export async function saveBillingSettings(
  ownerId: string,
  input: BillingSettingsInput,
): Promise<SaveResult> {
  await ensureBillingSettings(ownerId)
  const { currency, ...settings } = input
  const issued = sql`(select coalesce(max(${invoice.sequence}), 0) from ${invoice} where ${invoice.ownerId} = ${ownerId})`
  const rows = await db
    .update(billingSettings)
    .set({ ...settings, updatedAt: new Date() })
    .where(and(eq(billingSettings.ownerId, ownerId), gte(sql`${input.nextNumber} - 1`, issued)))
    .returning({ ownerId: billingSettings.ownerId })
  if (rows.length === 0) {
    const [last] = await db
      .select({ sequence: max(invoice.sequence) })
      .from(invoice)
      .where(eq(invoice.ownerId, ownerId))
    const taken = last?.sequence ?? 0
    return {
      ok: false,
      field: 'nextNumber',
      message: `Numbers up to ${taken} are already on invoices: the next can be ${taken + 1} or more.`,
    }
  }
  await saveStudio(ownerId, { currency })
  await followStudioCurrency(ownerId, currency)
  return { ok: true }
}

/** Who issues her invoices, as they will read on an invoice issued now. */
export async function sellerOf(ownerId: string, tx: Db | Tx = db): Promise<StoredSeller> {
  const settings = await ensureBillingSettings(ownerId, tx)
  // In the caller's transaction: the embedded database has one connection.
  const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, ownerId))
  return {
    studioName: (await studioNameIn(tx, ownerId)) ?? 'Capsule Studio',
    legalName: settings.legalName,
    address: settings.address,
    taxId: settings.taxId,
    email: account?.email ?? '',
    paymentInstructions: settings.paymentInstructions,
    paymentLink: settings.paymentLink,
    footer: settings.footer,
  }
}

/** Whether she has given the details her invoices need: who she is, or how to pay her. */
export async function billingDetailsGiven(ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({
      given: sql<boolean>`coalesce(${billingSettings.legalName}, ${billingSettings.address}, ${billingSettings.paymentInstructions}, ${billingSettings.paymentLink}) is not null`,
    })
    .from(billingSettings)
    .where(eq(billingSettings.ownerId, ownerId))
  return row?.given ?? false
}
