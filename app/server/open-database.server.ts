// The one way this app opens a database: the running app (db.server.ts), backups and restores.
// Nothing is opened on import, so scripts and tests can open the database they name.
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'

import { holdsDataFolder, lockDataFolder } from './data-folder-lock.server'
import type { DatabaseKind, Db } from './db-types.server'
import { PGliteThread } from './pglite-thread.server'
import { readTypedPrices } from './typed-prices.server'

export type { DatabaseKind, Db, Queryable, Tx } from './db-types.server'
export { rowsOf } from './rows.server'

/**
 * A value bound as node-postgres binds it: Drizzle made this client pass dates and JSON through
 * untouched (it serializes them itself), so a date becomes its ISO text and an object its JSON.
 * Arrays stay arrays (postgres.js writes them as the parameter's array type).
 */
function asParameter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !Buffer.isBuffer(value)
  ) {
    return JSON.stringify(value)
  }
  return value
}

/** The committed SQL migrations and their journal (`meta/_journal.json`). */
export const migrationsFolder = path.resolve('drizzle')
/** Any constant works; it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_ID = 7_316_204_118

/** PGlite's buffer pool for the running app (see connectDatabase). */
const SHARED_BUFFERS = '32MB'

export type Database = {
  db: Db
  kind: DatabaseKind
  /**
   * Applies the migrations of `folder` (every committed one by default; after all of them, the
   * prices still typed as text are read: typed-prices.server.ts).
   */
  migrate: (folder?: string) => Promise<void>
  /**
   * Raw SQL for a library that brings its own statements (the job queue): one statement with
   * `$n` parameters, or, without parameters, a script of several.
   */
  runSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>
  close: () => Promise<void>
}

/**
 * Connects without applying any migration.
 * - `url` `postgres://…` → PostgreSQL (`maxConnections` in its pool).
 * - otherwise PGlite: persisted in `directory` (created when missing), or in memory when null
 *   (empty, or a copy of the data folder dumped in `snapshot`).
 *   The data folder around `directory` is locked for this process first (data-folder-lock): a
 *   folder another process holds throws `DataFolderInUseError` before any of its files is opened.
 */
export function connectDatabase(options: {
  url?: string
  directory: string | null
  maxConnections?: number
  /** PGlite: called if its thread stops on its own (the database is gone for this process). */
  onStop?: (error: Error) => void
  /** PGlite in memory: a dump of a data folder to start from (PGlite's dumpDataDir). */
  snapshot?: string
}): Database {
  const { url, directory } = options
  if (url && /^postgres(ql)?:/.test(url)) {
    const client = postgres(url, { max: options.maxConnections ?? 10, onnotice: () => {} })
    const db = drizzlePostgres(client)
    return {
      db,
      kind: 'postgres',
      migrate: async (folder = migrationsFolder) => {
        await migratePostgres(db as PostgresJsDatabase, { migrationsFolder: folder })
        if (folder === migrationsFolder) await readTypedPrices(db)
      },
      runSql: async (text, values = []) => {
        if (values.length > 0) {
          return { rows: [...(await client.unsafe(text, values.map(asParameter) as never[]))] }
        }
        const connection = await client.reserve()
        try {
          const results = (await connection.unsafe(text)) as unknown as unknown[]
          return {
            rows: results.flatMap((result) => (Array.isArray(result) ? [...result] : [result])),
          }
        } catch (error) {
          await connection.unsafe('rollback').catch(() => {})
          throw error
        } finally {
          connection.release()
        }
      },
      close: () => client.end(),
    }
  }
  let release = () => {}
  if (directory) {
    const dataFolder = path.dirname(directory)
    const alreadyHeld = holdsDataFolder(dataFolder)
    const lock = lockDataFolder(dataFolder)
    if (!alreadyHeld) release = lock.release
    mkdirSync(directory, { recursive: true })
  }
  // PGlite runs in a thread of its own (decision 019).
  const client = new PGliteThread(
    {
      dataDir: directory,
      snapshot: directory ? undefined : options.snapshot,
      // PGlite's default shared buffers (128 MB) sit in the process's memory on top of the OS's
      // own file cache, which already holds the data files: a smaller pool keeps the server lean.
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
    },
    options.onStop,
  )
  // Drizzle calls only the part of PGlite's interface that the thread offers.
  const db = drizzlePglite(client as unknown as PGlite)
  return {
    db,
    kind: 'pglite',
    migrate: async (folder = migrationsFolder) => {
      await migratePglite(db as PgliteDatabase, { migrationsFolder: folder })
      if (folder === migrationsFolder) await readTypedPrices(db)
    },
    runSql: async (text, values = []) =>
      values.length > 0
        ? client.query(text, values)
        : { rows: (await client.script(text)).flatMap((result) => result.rows) },
    close: async () => {
      await client.close()
      release()
    },
  }
}

/**
 * Opens the app's database and applies the committed migrations.
 * - `DATABASE_URL=postgres://…` → PostgreSQL. Migrations run under an advisory lock, so several
 *   instances starting at once apply them exactly once.
 * - `DATABASE_URL=memory://` → a throw-away in-memory PGlite (tests), from `snapshot` when given
 *   (a dump of a migrated one: the migrations then find nothing left to apply).
 * - unset → PGlite persisted under `DATA_DIR/db`.
 */
export async function openDatabase(options: {
  url?: string
  dataDir: string
  onStop?: (error: Error) => void
  snapshot?: string
}): Promise<Database> {
  const { url, dataDir, onStop } = options
  if (url && /^postgres(ql)?:/.test(url)) {
    const migrator = connectDatabase({ url, directory: null, maxConnections: 1 })
    try {
      await migrator.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`)
      await migrator.migrate()
      await migrator.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`)
    } finally {
      await migrator.close()
    }
    return connectDatabase({ url, directory: null })
  }
  const database = connectDatabase({
    url,
    directory: url === 'memory://' ? null : path.resolve(dataDir, 'db'),
    onStop,
    snapshot: url === 'memory://' ? options.snapshot : undefined,
  })
  await database.migrate()
  return database
}
