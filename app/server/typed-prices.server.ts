// Prices and budgets typed as free text before they were amounts (decision 025): read once the
// migrations are applied, by the app's start and by a restore, with the forms' own parser.
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'

import { FALLBACK_CURRENCY } from '~/lib/locale-currency'
import { readMoney } from '~/lib/money'

import type { Db } from './db-types.server'
import { capsule, client, item, studioSettings } from './schema.server'

type Priced = {
  table: PgTable
  id: PgColumn
  ownerId: PgColumn
  text: PgColumn
  amount: PgColumn
  currency: PgColumn
  /** The table's property names of the three price columns (what `update().set()` takes). */
  keys: { text: string; amount: string; currency: string }
}

const PRICED: Priced[] = [
  {
    table: item,
    id: item.id,
    ownerId: item.ownerId,
    text: item.priceText,
    amount: item.priceAmount,
    currency: item.priceCurrency,
    keys: { text: 'priceText', amount: 'priceAmount', currency: 'priceCurrency' },
  },
  {
    table: capsule,
    id: capsule.id,
    ownerId: capsule.ownerId,
    text: capsule.budgetText,
    amount: capsule.budgetAmount,
    currency: capsule.budgetCurrency,
    keys: { text: 'budgetText', amount: 'budgetAmount', currency: 'budgetCurrency' },
  },
  {
    table: client,
    id: client.id,
    ownerId: client.ownerId,
    text: client.budgetText,
    amount: client.budgetAmount,
    currency: client.budgetCurrency,
    keys: { text: 'budgetText', amount: 'budgetAmount', currency: 'budgetCurrency' },
  },
]

type Row = { priced: Priced; id: string; ownerId: string; text: string }

/**
 * Moves every text price that reads as an amount into its amount and currency columns. A price
 * that names no currency ("165") is read in its owner's studio currency; before she has one, in
 * the currency her other prices name most often, else USD. What does not read as an amount
 * ("on request", a range, a negative) stays as text. Returns how many were read.
 */
export async function readTypedPrices(db: Db): Promise<number> {
  const rows: Row[] = []
  for (const priced of PRICED) {
    const found = await db
      .select({ id: priced.id, ownerId: priced.ownerId, text: priced.text })
      .from(priced.table)
      .where(and(isNotNull(priced.text), isNull(priced.amount)))
    for (const row of found) rows.push({ priced, ...(row as Omit<Row, 'priced'>) })
  }
  if (rows.length === 0) return 0
  const defaults = await defaultCurrencies(db, rows)
  let read = 0
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const reading = readMoney(row.text, defaults.get(row.ownerId) ?? FALLBACK_CURRENCY)
      if (!reading?.ok) continue
      const { priced } = row
      await tx
        .update(priced.table)
        .set({
          [priced.keys.amount]: reading.money.amount,
          [priced.keys.currency]: reading.money.currency,
          [priced.keys.text]: null,
        })
        .where(and(eq(priced.id, row.id), isNull(priced.amount)))
      read += 1
    }
  })
  return read
}

/** Each owner's currency for a bare number: her studio's, or the one her prices name most. */
async function defaultCurrencies(db: Db, rows: Row[]): Promise<Map<string, string>> {
  const studios = await db
    .select({ ownerId: studioSettings.ownerId, currency: studioSettings.currency })
    .from(studioSettings)
  const defaults = new Map(studios.map((studio) => [studio.ownerId, studio.currency]))
  const named = new Map<string, Map<string, number>>()
  for (const row of rows) {
    if (defaults.has(row.ownerId)) continue
    const reading = readMoney(row.text, null)
    if (!reading?.ok) continue
    const counts = named.get(row.ownerId) ?? new Map<string, number>()
    counts.set(reading.money.currency, (counts.get(reading.money.currency) ?? 0) + 1)
    named.set(row.ownerId, counts)
  }
  for (const [ownerId, counts] of named) {
    const [most] = [...counts].sort((a, b) => b[1] - a[1])
    if (most) defaults.set(ownerId, most[0])
  }
  return defaults
}
