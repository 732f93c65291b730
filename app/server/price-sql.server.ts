import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

import type { Price } from '~/lib/money'

/**
 * A price or budget selected as pages show it (`Price`, app/lib/money.ts): `{ amount, currency }`
 * when it is an amount, `{ text }` when what was typed is not one, null when there is none.
 */
export function priceColumn(columns: {
  amount: AnyColumn
  currency: AnyColumn
  text: AnyColumn
}): SQL<Price | null> {
  return sql<Price | null>`case
      when ${columns.amount} is not null
        then jsonb_build_object('amount', ${columns.amount}, 'currency', ${columns.currency})
      when ${columns.text} is not null then jsonb_build_object('text', ${columns.text})
    end`.mapWith((value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as Price) : (value as Price | null),
  )
}
