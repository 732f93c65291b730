// The one way to say "the stylist's own rows": every table of her studio has an `owner_id`, and
// every query of a feature filters by it. A stranger's row then answers exactly like a missing
// one (the product's rule: no other account can read, change or even detect it).
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/** A table of the studio: rows with an id and an owner. */
export type OwnedTable = { id: AnyPgColumn; ownerId: AnyPgColumn }

/**
 * The condition "this row is the owner's" on `table`; with `id`, "this row (or these rows), and
 * the owner's".
 */
export function mine(table: OwnedTable, ownerId: string, id?: string | readonly string[]): SQL {
  const owned = eq(table.ownerId, ownerId)
  if (id === undefined) return owned
  return and(owned, typeof id === 'string' ? eq(table.id, id) : inArray(table.id, [...id]))!
}
