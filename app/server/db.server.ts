import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { env } from './env.server'
import * as schema from './schema.server'

type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

/** The committed SQL migrations and their journal (`meta/_journal.json`). */
export const migrationsFolder = path.resolve('drizzle')
/** Any constant works; it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_ID = 7_316_204_118

/** PGlite's buffer pool (see openDatabase). */
const SHARED_BUFFERS = '32MB'

export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> }

/**
 * Opens the database named by the configuration and applies the committed migrations.
 * - `DATABASE_URL=postgres://…` → PostgreSQL. Migrations run under an advisory lock, so several
 *   instances starting at once apply them exactly once.
 * - `DATABASE_URL=memory://` → a throw-away in-memory PGlite (tests).
 * - unset → PGlite persisted under `DATA_DIR/db`.
 */
export async function openDatabase(
  options: { url?: string; dataDir: string } = {
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
  },
): Promise<Database> {
  const { url, dataDir } = options
  if (url && /^postgres(ql)?:/.test(url)) {
    const migrationClient = postgres(url, { max: 1, onnotice: () => {} })
    try {
      await migrationClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`
      await migratePostgres(drizzlePostgres(migrationClient), { migrationsFolder })
      await migrationClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`
    } finally {
      await migrationClient.end()
    }
    const client = postgres(url, { max: 10, onnotice: () => {} })
    return {
      db: drizzlePostgres(client, { schema }),
      kind: 'postgres',
      close: () => client.end(),
    }
  }

  let location: string | undefined
  if (url !== 'memory://') {
    location = path.resolve(dataDir, 'db')
    mkdirSync(location, { recursive: true })
  }
  const client = new PGlite(location, {
    // PGlite's default shared buffers (128 MB) sit in the process's memory on top of the OS's
    // own file cache, which already holds the data files: a smaller pool keeps the server lean.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  })
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return { db, kind: 'pglite', close: () => client.close() }
}

export const database = await openDatabase()
export const db: Db = database.db
