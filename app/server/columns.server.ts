// The columns many tables have the same way: timestamps, the link to the row they belong to, and
// a price or budget.
import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { bigint, check, text, timestamp } from 'drizzle-orm/pg-core'

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/** A required link to the row this one belongs to (its owner, client, capsule…): deleted with it. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  text(name).notNull().references(parent, { onDelete: 'cascade' })

/**
 * A price or budget (docs/decisions/025-money.md): an amount in the currency's minor units
 * (`<name>_amount`) and its ISO 4217 code (`<name>_currency`), both set or both null; or, when
 * what she typed is not an amount ("on request"), that text (`<name>`), shown as typed and left
 * out of totals. `<name>` keeps the column name of the free-text field it was.
 */
export const money = (name: string) => ({
  text: text(name),
  amount: bigint(`${name}_amount`, { mode: 'number' }),
  currency: text(`${name}_currency`),
})

/** Both parts of an amount or neither; never negative. */
export const moneyCheck = (
  table: string,
  name: string,
  columns: { amount: AnyPgColumn; currency: AnyPgColumn },
) =>
  check(
    `${table}_${name}_check`,
    sql`(${columns.amount} is null) = (${columns.currency} is null) and coalesce(${columns.amount} >= 0, true)`,
  )
