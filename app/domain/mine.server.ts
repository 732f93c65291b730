// The one way to say "the stylist's own rows": every table of her studio has an `owner_id`, and
// every query of a feature filters by it. A stranger's row then answers exactly like a missing
// one (the product's rule: no other account can read, change or even detect it).
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import { capsule } from '~/features/capsules/tables.server'
import { type Db, db, type Tx } from '~/server/db.server'

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

/**
 * The owner's capsule `capsuleId`, or null when there is none of hers (missing or another
 * account's): the check before a write that hangs something off a capsule. In a transaction,
 * `lock` keeps the capsule from being deleted until it commits.
 */
export async function myCapsule(
  ownerId: string,
  capsuleId: string,
  { tx = db, lock = false }: { tx?: Db | Tx; lock?: boolean } = {},
): Promise<{ id: string; clientId: string } | null> {
  const query = tx
    .select({ id: capsule.id, clientId: capsule.clientId })
    .from(capsule)
    .where(mine(capsule, ownerId, capsuleId))
  const [row] = lock ? await query.for('share') : await query
  return row ?? null
}
