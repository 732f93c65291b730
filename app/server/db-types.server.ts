// The types of an open database, apart from the code that opens one (open-database.server.ts):
// what runs right after the migrations (typed-prices.server.ts) takes a database without importing
// its opener back.
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'

import type * as schema from './schema.server'

type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
export type DatabaseKind = 'pglite' | 'postgres'
export type Queryable = Pick<Db, 'execute'>
