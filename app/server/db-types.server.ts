// The types of an open database, apart from the code that opens one (open-database.server.ts):
// what runs right after the migrations (typed-prices.server.ts) takes a database without importing
// its opener back.
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'

/** The app queries tables it imports (Drizzle's query builder), never a schema handed to Drizzle. */
type NoSchema = Record<string, never>

export type Db = PgDatabase<PgQueryResultHKT>
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>
export type DatabaseKind = 'pglite' | 'postgres'
export type Queryable = Pick<Db, 'execute'>
