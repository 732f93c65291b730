// Prices and budgets typed as free text before they were amounts (decision 025): read once the
// migrations are applied, by the app's start and by a restore, with the forms' own parser.
import { sql } from 'drizzle-orm'

import { FALLBACK_CURRENCY } from '~/lib/locale-currency'
import { readMoney } from '~/lib/money'

import type { Db } from './db-types.server'
import { rowsOf } from './rows.server'

/**
 * A price's three columns, by their names in the database: like the SQL migrations, a step run
 * right after them names the tables it reads (items, capsules and clients, whose features own
 * them) rather than importing their owners' code.
 */
type Priced = { table: string; text: string; amount: string; currency: string }

const PRICED: Priced[] = [
  { table: 'item', text: 'price', amount: 'price_amount', currency: 'price_currency' },
  { table: 'capsule', text: 'budget', amount: 'budget_amount', currency: 'budget_currency' },
  { table: 'client', text: 'budget', amount: 'budget_amount', currency: 'budget_currency' },
]

type Row = { priced: Priced; id: string; ownerId: string; text: string }

const name = sql.identifier
/**
 * Moves every text price that reads as an amount into its amount and currency columns. A price
 * that names no currency ("165") is read in its owner's studio currency; before she has one, in
 * the currency her other prices name most often, else USD. What does not read as an amount
 * ("on request", a range, a negative) stays as text. Returns how many were read.
 */
export async function readTypedPrices(db: Db): Promise<number> {
  const rows: Row[] = []
  for (const priced of PRICED) {
    const found = await rowsOf<Omit<Row, 'priced'>>(
      db,
      sql`select id, owner_id as "ownerId", ${name(priced.text)} as text from ${name(priced.table)}
          where ${name(priced.text)} is not null and ${name(priced.amount)} is null`,
    )
    for (const row of found) rows.push({ priced, ...row })
  }
  if (rows.length === 0) return 0
  const defaults = await defaultCurrencies(db, rows)
  let read = 0
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const reading = readMoney(row.text, defaults.get(row.ownerId) ?? FALLBACK_CURRENCY)
      if (!reading?.ok) continue
      const { priced } = row
      await tx.execute(
        sql`update ${name(priced.table)} set ${name(priced.amount)} = ${reading.money.amount},
            ${name(priced.currency)} = ${reading.money.currency}, ${name(priced.text)} = null
            where id = ${row.id} and ${name(priced.amount)} is null`,
      )
      read += 1
    }
  })
  return read
}

/** Each owner's currency for a bare number: her studio's, or the one her prices name most. */
async function defaultCurrencies(db: Db, rows: Row[]): Promise<Map<string, string>> {
  const studios = await rowsOf<{ ownerId: string; currency: string }>(
    db,
    sql`select owner_id as "ownerId", currency from studio_settings`,
  )
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
