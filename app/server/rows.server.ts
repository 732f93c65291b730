import type { SQL } from 'drizzle-orm'

import type { Queryable } from './db-types.server'

/** Runs a statement and returns its rows, whichever driver (PGlite or postgres.js) is behind. */
export async function rowsOf<T>(db: Queryable, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement)
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}
