// A stylist's packages (decision 030): listed, made, changed, moved and deleted by their owner;
// the site owner's are her public site's cards. Invoices and vouchers are made from them.
import { and, asc, count, eq, isNotNull, max, ne } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { type Db, db, type Tx } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { keep, taken } from '~/server/trash.server'

import { billingLinksOfPackage } from './deletes.server'
import {
  type Deposit,
  MAX_PACKAGES,
  type PackageInput,
  type PackageView,
  type PublicPackage,
  publicPackage,
} from './packages'
import {
  importSitePackages,
  legacySitePackages,
  packagesImported,
} from './site-packages-import.server'
import { isStarterKey, starterIn } from './starter-packages'
import { servicePackage } from './tables.server'

type Row = typeof servicePackage.$inferSelect

function view(row: Row): PackageView {
  const deposit: Deposit | null =
    row.depositKind === 'percent' && row.depositValue !== null
      ? { kind: 'percent', percent: row.depositValue }
      : row.depositKind === 'amount' && row.depositValue !== null
        ? { kind: 'amount', amount: row.depositValue }
        : null
  return {
    id: row.id,
    name: row.name,
    price: row.priceAmount === null ? null : { amount: row.priceAmount, currency: row.currency },
    currency: row.currency,
    priceText: row.priceText,
    priceNote: row.priceNote,
    summary: row.summary,
    included: row.included,
    addOn: row.addOn,
    deposit,
    showOnSite: row.showOnSite,
  }
}

/** Her packages in her order. */
export async function listPackages(ownerId: string, tx: Db | Tx = db): Promise<PackageView[]> {
  const rows = await tx
    .select()
    .from(servicePackage)
    .where(mine(servicePackage, ownerId))
    .orderBy(asc(servicePackage.position), asc(servicePackage.createdAt))
  return rows.map(view)
}

/** Her package `id`, or null when there is none of hers. */
export async function getPackage(ownerId: string, id: string): Promise<PackageView | null> {
  const [row] = await db
    .select()
    .from(servicePackage)
    .where(mine(servicePackage, ownerId, id))
  return row ? view(row) : null
}

function columnsOf(input: PackageInput) {
  return {
    name: input.name,
    priceAmount: input.price,
    currency: input.currency,
    priceText: null,
    priceNote: input.priceNote,
    summary: input.summary,
    included: input.included,
    addOn: input.addOn,
    depositKind: input.deposit?.kind ?? null,
    depositValue:
      input.deposit === null
        ? null
        : input.deposit.kind === 'percent'
          ? input.deposit.percent
          : input.deposit.amount,
    showOnSite: input.showOnSite,
    // Edited, a starter package is hers: it no longer follows her studio's currency.
    starter: null,
  }
}

/** A new package, last in her order; null when she already has as many as allowed. */
export async function createPackage(ownerId: string, input: PackageInput): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ count: count(), last: max(servicePackage.position) })
      .from(servicePackage)
      .where(mine(servicePackage, ownerId))
    if ((existing?.count ?? 0) >= MAX_PACKAGES) return null
    const id = createId()
    await tx.insert(servicePackage).values({
      id,
      ownerId,
      ...columnsOf(input),
      position: (existing?.last ?? -1) + 1,
    })
    changed()
    return id
  })
}

export async function updatePackage(
  ownerId: string,
  id: string,
  input: PackageInput,
): Promise<boolean> {
  const rows = await db
    .update(servicePackage)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(mine(servicePackage, ownerId, id))
    .returning({ id: servicePackage.id })
  changed()
  return rows.length > 0
}

/**
 * Her starter packages she has not edited, priced again in her studio's new `currency` (the
 * same whole amounts: 75 dollars become 75 pounds, never a conversion).
 */
export async function followStudioCurrency(ownerId: string, currency: string): Promise<void> {
  const starters = await db
    .select({ id: servicePackage.id, starter: servicePackage.starter })
    .from(servicePackage)
    .where(
      and(
        mine(servicePackage, ownerId),
        isNotNull(servicePackage.starter),
        ne(servicePackage.currency, currency),
      ),
    )
  for (const row of starters) {
    if (!isStarterKey(row.starter)) continue
    const priced = starterIn(row.starter, currency)
    await db
      .update(servicePackage)
      .set({
        priceAmount: priced.price.amount,
        currency,
        addOn: priced.addOn,
        updatedAt: new Date(),
      })
      .where(eq(servicePackage.id, row.id))
  }
  if (starters.length > 0) changed()
}

/** Moves her package one place up (-1) or down (1) in her order. */
export async function movePackage(ownerId: string, id: string, by: -1 | 1): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await tx
      .select({ id: servicePackage.id })
      .from(servicePackage)
      .where(mine(servicePackage, ownerId))
      .orderBy(asc(servicePackage.position), asc(servicePackage.createdAt))
      .for('update')
    const from = order.findIndex((row) => row.id === id)
    if (from < 0) return false
    const to = Math.min(Math.max(from + by, 0), order.length - 1)
    const [moved] = order.splice(from, 1)
    order.splice(to, 0, moved!)
    const now = new Date()
    for (const [position, row] of order.entries()) {
      await tx
        .update(servicePackage)
        .set({ position, updatedAt: now })
        .where(eq(servicePackage.id, row.id))
    }
    changed()
    return true
  })
}

/**
 * Deletes her package, kept in the trash for the undo window. Invoices and vouchers made from
 * it keep their own lines and names. Answers the trash entry's id (null: none of hers).
 */
export async function trashPackage(ownerId: string, id: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(servicePackage)
      .where(mine(servicePackage, ownerId, id))
    if (!row) return null
    const trashId = await keep(tx, ownerId, {
      ...taken(servicePackage, [row]),
      links: { billing: await billingLinksOfPackage(tx, ownerId, id) },
    })
    await tx.delete(servicePackage).where(eq(servicePackage.id, id))
    changed()
    return trashId
  })
}

// The public site: the site owner's packages shown on it, read at most every few seconds (the
// landing page is rendered once per version, decision 017; this instance sees its own changes
// at once).
const CACHE_MS = 3000
let site: { ownerId: string | null; at: number; result: Promise<SitePackages> } | null = null

export type SitePackages = { packages: PublicPackage[]; version: string }

/** Forgets the cached public list: a package changed (an undo of a delete too). */
export function changed(): void {
  site = null
}

/**
 * The packages of the public site: the site owner's shown on it, in her order; before her old
 * Site settings' packages became records (or before there is an owner), those packages.
 * `version` changes whenever the list does.
 */
export function listSitePackages(ownerId: string | null): Promise<SitePackages> {
  if (site && site.ownerId === ownerId && Date.now() - site.at < CACHE_MS) return site.result
  const result = readSitePackages(ownerId)
  site = { ownerId, at: Date.now(), result }
  result.catch(() => (site = null))
  return result
}

async function readSitePackages(ownerId: string | null): Promise<SitePackages> {
  if (!ownerId || !(await packagesImported(ownerId))) {
    // The Site settings' own version covers these (app.server.ts adds it).
    return { packages: await legacySitePackages(ownerId), version: 'site' }
  }
  const rows = (await listPackages(ownerId)).filter((pkg) => pkg.showOnSite)
  const [stamp] = await db
    .select({ at: max(servicePackage.updatedAt), count: count() })
    .from(servicePackage)
    .where(eq(servicePackage.ownerId, ownerId))
  return {
    packages: rows.map(publicPackage),
    version: `${ownerId}-${stamp?.count ?? 0}-${stamp?.at?.getTime() ?? 0}`,
  }
}

/**
 * The site owner's first visit of the studio after the upgrade: the old Site settings' packages
 * become her records (once), her starter packages priced in her `currency`. True when they
 * became records just now.
 */
export async function adoptSitePackages(ownerId: string, currency: string): Promise<boolean> {
  if (adopted.has(ownerId)) return false
  const done = await importSitePackages(ownerId)
  if (done) changed()
  // Starter packages brought over before they followed her currency (migration 0023) catch up.
  await followStudioCurrency(ownerId, currency)
  adopted.add(ownerId)
  return done
}

/** The owners whose old packages are known to be records already (asked once per process). */
const adopted = new Set<string>()
