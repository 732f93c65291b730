// Her commission ledger on the Commissions page: the entries her clients' purchases wrote
// (app/domain/commission-ledger.server.ts), totals by month and by shop, and her corrections.
import { desc } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { studioCurrency } from '~/features/studio/index.server'
import { readAmount } from '~/lib/amount-input'
import { type Money, totalsByCurrency } from '~/lib/money'
import { db } from '~/server/db.server'

import { commissionEntry } from './tables.server'

/** The most entries the page lists (the totals count them all). */
const SHOWN = 200

export type LedgerEntry = {
  id: string
  pieceName: string
  clientName: string
  retailer: string
  boughtAt: string
  price: Money | null
  basisPoints: number | null
  estimated: Money | null
  corrected: Money | null
}

export type LedgerTotal = { label: string; count: number; earned: Money[] }

export type Ledger = {
  entries: LedgerEntry[]
  byMonth: LedgerTotal[]
  byRetailer: LedgerTotal[]
  /** The currency a correction of an entry without a price is typed in. */
  currency: string
}

type Row = typeof commissionEntry.$inferSelect

const money = (amount: number | null, currency: string | null): Money | null =>
  amount === null || currency === null ? null : { amount, currency }

/** What an entry counts for: her correction, else the estimate. */
const earned = (row: Row) => money(row.correctedAmount ?? row.estimatedAmount, row.currency)

function totalsBy(rows: Row[], key: (row: Row) => string): LedgerTotal[] {
  const groups = new Map<string, Row[]>()
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row])
  return [...groups].map(([label, group]) => ({
    label,
    count: group.length,
    earned: totalsByCurrency(group.flatMap((row) => earned(row) ?? [])),
  }))
}

export async function loadLedger(ownerId: string): Promise<Ledger> {
  const [rows, currency] = await Promise.all([
    db
      .select()
      .from(commissionEntry)
      .where(mine(commissionEntry, ownerId))
      .orderBy(desc(commissionEntry.boughtAt)),
    studioCurrency(ownerId),
  ])
  return {
    entries: rows.slice(0, SHOWN).map((row) => ({
      id: row.id,
      pieceName: row.pieceName,
      clientName: row.clientName,
      retailer: row.retailer,
      boughtAt: row.boughtAt.toISOString(),
      price: money(row.priceAmount, row.currency),
      basisPoints: row.basisPoints,
      estimated: money(row.estimatedAmount, row.currency),
      corrected: money(row.correctedAmount, row.currency),
    })),
    // Newest month first (the rows come newest first); shops by name.
    byMonth: totalsBy(rows, (row) => row.boughtAt.toISOString().slice(0, 7)),
    byRetailer: totalsBy(rows, (row) => row.retailer).sort((a, b) =>
      a.label.localeCompare(b.label),
    ),
    currency,
  }
}

export type CorrectionResult =
  { ok: true } | { ok: false; reason: 'missing' } | { ok: false; reason: 'amount'; message: string }

/**
 * Her correction of an entry, as the network's statement says (an amount in the entry's
 * currency, or her studio's when it had no price); empty: back to the estimate.
 */
export async function correctEntry(
  ownerId: string,
  id: string,
  text: string | null,
): Promise<CorrectionResult> {
  const [row] = await db
    .select({ currency: commissionEntry.currency })
    .from(commissionEntry)
    .where(mine(commissionEntry, ownerId, id))
  if (!row) return { ok: false, reason: 'missing' }
  const currency = row.currency ?? (await studioCurrency(ownerId))
  let correctedAmount: number | null = null
  if (text !== null) {
    const reading = readAmount(text, currency, { allowZero: true })
    if (!reading.ok) return { ok: false, reason: 'amount', message: reading.message }
    correctedAmount = reading.amount
  }
  await db
    .update(commissionEntry)
    .set({ correctedAmount, currency, updatedAt: new Date() })
    .where(mine(commissionEntry, ownerId, id))
  return { ok: true }
}
