// Backups: one `.tar.gz` holding the database (as JSON lines, table by table) and every photo
// file the database refers to. Used by `npm run backup` / `npm run restore` (scripts/) and by
// the running server's admin socket (admin-socket.server.ts). See docs/decisions/007-backups.md.
//
// This module never opens the app's own database handle (db.server.ts opens one on import):
// callers pass the database and the storage to use, so a script can back up a database that a
// running server owns, and a test can restore into a fresh one.
import { existsSync } from 'node:fs'
import {
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  readlink,
  rm,
  writeFile,
} from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { type SQL, sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import tar from 'tar-stream'
import type { Db } from './db.server'
import { photoObjectKeys } from './images.server'
import * as schema from './schema.server'
import type { StoredPhoto } from './schema.server'
import { contentTypeOf, isValidObjectKey, type Storage } from './storage.server'

export const BACKUP_FORMAT = 'capsule-studio-backup'
export const BACKUP_FORMAT_VERSION = 1

const MIGRATIONS_FOLDER = path.resolve('drizzle')

/** A failure the operator can act on: the scripts print its message without a stack trace. */
export class BackupError extends Error {
  override name = 'BackupError'
}

// ---------------------------------------------------------------------------
// The database part
// ---------------------------------------------------------------------------

export type DatabaseKind = 'pglite' | 'postgres'

/** One table: its columns and its rows, each row one JSON object (`row_to_json`) as text. */
export type TableDump = { name: string; columns: string[]; rows: string[] }

/**
 * A consistent snapshot of every table of the `public` schema, parents before children (the
 * order rows can be inserted back in), and the schema's migration level: the `created_at` of
 * the last migration Drizzle applied (a journal entry's `when`).
 */
export type DatabaseDump = {
  kind: DatabaseKind
  migration: { count: number; last: number }
  tables: TableDump[]
}

type Queryable = Pick<Db, 'execute'>

/** Runs a statement and returns its rows, whichever driver (PGlite or postgres.js) is behind. */
async function rowsOf<T>(db: Queryable, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement)
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`
const tableRef = (name: string) => sql.raw(`"public".${quote(name)}`)

async function readMigrationLevel(db: Queryable): Promise<{ count: number; last: number }> {
  const [exists] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )
  if (!exists?.present) return { count: 0, last: 0 }
  const [level] = await rowsOf<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  )
  return { count: level?.count ?? 0, last: Number(level?.last ?? 0) }
}

/** The `public` tables with their columns, parents before children (foreign keys). */
async function readTables(db: Queryable): Promise<{ name: string; columns: string[] }[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  )
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint con
        join pg_class child on child.oid = con.conrelid
        join pg_class parent on parent.oid = con.confrelid
        join pg_namespace ns on ns.oid = child.relnamespace
        where con.contype = 'f' and ns.nspname = 'public'`,
  )
  const byTable = new Map<string, string[]>()
  for (const { table_name, column_name } of columns) {
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name])
  }
  const order = dependencyOrder(
    [...byTable.keys()],
    references.map(({ child, parent }) => [child, parent] as const),
  )
  return order.map((name) => ({ name, columns: byTable.get(name) ?? [] }))
}

/**
 * Tables sorted so that every table comes after the tables it references (alphabetical among
 * equals, so dumps are stable). Self-references are ignored; a cycle cannot be restored row by
 * row in one pass, so it is an error.
 */
export function dependencyOrder(
  tables: string[],
  references: (readonly [child: string, parent: string])[],
): string[] {
  const parents = new Map(tables.map((table) => [table, new Set<string>()]))
  for (const [child, parent] of references) {
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent)
  }
  const order: string[] = []
  const remaining = new Set([...tables].sort())
  while (remaining.size > 0) {
    const next = [...remaining].find((table) =>
      [...(parents.get(table) ?? [])].every((parent) => !remaining.has(parent)),
    )
    if (!next) throw new Error(`Foreign keys form a cycle among: ${[...remaining].join(', ')}`)
    order.push(next)
    remaining.delete(next)
  }
  return order
}

/**
 * A consistent snapshot of the whole database, taken in one REPEATABLE READ, read-only
 * transaction: concurrent writes are neither blocked (PostgreSQL) nor half-seen. On PGlite the
 * transaction holds the single connection, so the app's queries wait the few moments it takes.
 * Timestamps are written in UTC.
 */
export async function exportDatabase(db: Db, kind: DatabaseKind): Promise<DatabaseDump> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local timezone = 'UTC'`)
      const migration = await readMigrationLevel(tx)
      const tables: TableDump[] = []
      for (const { name, columns } of await readTables(tx)) {
        const rows = await rowsOf<{ line: string }>(
          tx,
          sql`select row_to_json(t)::text as line from ${tableRef(name)} t`,
        )
        tables.push({ name, columns, rows: rows.map((row) => row.line) })
      }
      return { kind, migration, tables }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** Rows per INSERT statement are capped by size: one JSON array parameter of at most this. */
const INSERT_BATCH_BYTES = 1_000_000

/**
 * Inserts a dump into a database whose schema is at the dump's migration level and which holds
 * no rows yet, in one transaction: all of it or nothing. Each batch is a single
 * `INSERT … SELECT … FROM json_populate_recordset(…)`, so PostgreSQL itself converts every value
 * (timestamps keep their microseconds, jsonb stays jsonb). Sequences, if any, are moved past the
 * restored values.
 */
export async function importDatabase(db: Db, dump: DatabaseDump): Promise<void> {
  const present = new Map((await readTables(db)).map((table) => [table.name, table.columns]))
  for (const table of dump.tables) {
    const columns = present.get(table.name)
    if (!columns) throw new BackupError(`The database has no table "${table.name}".`)
    const unknown = table.columns.filter((column) => !columns.includes(column))
    if (unknown.length > 0) {
      throw new BackupError(`Table "${table.name}" has no column ${unknown.join(', ')}.`)
    }
  }

  await db.transaction(async (tx) => {
    // The rows come back exactly as they were: the schema's own triggers (which keep derived
    // values such as capsule.content_version) stay quiet meanwhile. Foreign keys are still checked.
    for (const table of dump.tables) {
      await tx.execute(sql`alter table ${tableRef(table.name)} disable trigger user`)
    }
    for (const table of dump.tables) {
      if (table.rows.length === 0) continue
      const columnList = sql.raw(table.columns.map(quote).join(', '))
      let batch: string[] = []
      let size = 0
      const flush = async () => {
        if (batch.length === 0) return
        const json = `[${batch.join(',')}]`
        await tx.execute(
          sql`insert into ${tableRef(table.name)} (${columnList})
              select ${columnList} from json_populate_recordset(null::${tableRef(table.name)}, ${json}::json)`,
        )
        batch = []
        size = 0
      }
      for (const row of table.rows) {
        if (size + row.length > INSERT_BATCH_BYTES) await flush()
        batch.push(row)
        size += row.length + 1
      }
      await flush()
    }

    for (const table of dump.tables) {
      await tx.execute(sql`alter table ${tableRef(table.name)} enable trigger user`)
    }

    const sequences = await rowsOf<{ seq: string; tbl: string; col: string }>(
      tx,
      sql`select s.relname as seq, t.relname as tbl, a.attname as col
          from pg_class s
          join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
          join pg_class t on t.oid = d.refobjid
          join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
          join pg_namespace n on n.oid = t.relnamespace
          where s.relkind = 'S' and n.nspname = 'public'`,
    )
    for (const { seq, tbl, col } of sequences) {
      await tx.execute(
        sql`select setval(${`"public".${quote(seq)}`}::regclass,
              coalesce((select max(${sql.raw(quote(col))}) from ${tableRef(tbl)}), 0) + 1, false)`,
      )
    }
  })
}

// ---------------------------------------------------------------------------
// Photos
// ---------------------------------------------------------------------------

const PHOTO_KEY = /^[A-Za-z0-9_-]{1,128}$/

function isStoredPhoto(value: unknown): value is StoredPhoto {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const photo = value as Partial<StoredPhoto>
  return (
    typeof photo.key === 'string' &&
    PHOTO_KEY.test(photo.key) &&
    Array.isArray(photo.widths) &&
    photo.widths.every((width) => Number.isInteger(width) && width > 0)
  )
}

/** Every stored photo anywhere in a value (item photos, cheat sheet images, site portrait…). */
function collectPhotos(value: unknown, found: Map<string, StoredPhoto>): void {
  if (isStoredPhoto(value)) {
    found.set(value.key, value)
    return
  }
  if (Array.isArray(value)) for (const entry of value) collectPhotos(entry, found)
  else if (value && typeof value === 'object') {
    for (const entry of Object.values(value)) collectPhotos(entry, found)
  }
}

/**
 * The storage keys of every photo file the dump's rows refer to, found by shape (an object with
 * a photo `key` and integer `widths`) in every column, so a new photo column needs no change
 * here.
 */
export function referencedPhotoFiles(dump: DatabaseDump): string[] {
  const photos = new Map<string, StoredPhoto>()
  for (const table of dump.tables) {
    for (const row of table.rows) collectPhotos(JSON.parse(row), photos)
  }
  return [...photos.values()].flatMap(photoObjectKeys).filter(isValidObjectKey).sort()
}

// ---------------------------------------------------------------------------
// The archive
// ---------------------------------------------------------------------------

export type BackupManifest = {
  format: typeof BACKUP_FORMAT
  formatVersion: number
  appVersion: string
  createdAt: string
  database: {
    kind: DatabaseKind
    migration: { count: number; last: number; tag: string | null }
    tables: { name: string; columns: string[]; rows: number; file: string }[]
  }
  photos: { files: number }
  authSecret: boolean
}

export type BackupSummary = {
  tables: { name: string; rows: number }[]
  photoFiles: number
  missingPhotoFiles: string[]
}

const MANIFEST = 'manifest.json'
const MISSING_PHOTOS = 'photos-missing.json'
const AUTH_SECRET = 'secrets/auth-secret'
const tableFile = (name: string) => `database/${name}.jsonl`
const mediaFile = (key: string) => `media/${key}`

/** The journal tag (e.g. `0002_public_site`) of a migration level, when this code knows it. */
async function migrationTag(last: number): Promise<string | null> {
  const journal = await readJournal()
  return journal.find((entry) => entry.when === last)?.tag ?? null
}

type JournalEntry = { idx: number; when: number; tag: string; breakpoints: boolean }

async function readJournal(): Promise<JournalEntry[]> {
  const text = await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array | string))
  }
  return Buffer.concat(chunks)
}

/**
 * Writes the archive to `output` (gzip-compressed tar): `manifest.json` first, then one
 * `database/<table>.jsonl` per table, every referenced photo file as `media/<key>/<file>` (read
 * through `storage`, so a bucket works like the disk), the generated auth secret when given, and
 * `photos-missing.json` when a referenced file could not be found (deleted after the snapshot).
 */
export async function writeBackupArchive(options: {
  dump: DatabaseDump
  storage: Storage
  output: Writable
  appVersion: string
  authSecret?: string | null
  createdAt?: Date
}): Promise<BackupSummary> {
  const { dump, storage, output } = options
  const createdAt = options.createdAt ?? new Date()
  const photoFiles = referencedPhotoFiles(dump)
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion: options.appVersion,
    createdAt: createdAt.toISOString(),
    database: {
      kind: dump.kind,
      migration: { ...dump.migration, tag: await migrationTag(dump.migration.last) },
      tables: dump.tables.map((table) => ({
        name: table.name,
        columns: table.columns,
        rows: table.rows.length,
        file: tableFile(table.name),
      })),
    },
    photos: { files: photoFiles.length },
    authSecret: Boolean(options.authSecret),
  }

  const pack = tar.pack()
  const writing = pipeline(pack, createGzip(), output)
  writing.catch(() => {}) // awaited below; this only keeps an early failure from going unhandled
  const add = (name: string, body: Buffer, mode = 0o600) =>
    new Promise<void>((resolve, reject) => {
      pack.entry({ name, size: body.length, mode, mtime: createdAt }, body, (error) =>
        error ? reject(error) : resolve(),
      )
    })

  const missing: string[] = []
  try {
    await add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)))
    for (const table of dump.tables) {
      const text = table.rows.length > 0 ? `${table.rows.join('\n')}\n` : ''
      await add(tableFile(table.name), Buffer.from(text))
    }
    for (const key of photoFiles) {
      const object = await storage.get(key)
      if (!object) {
        missing.push(key)
        continue
      }
      await add(mediaFile(key), await readAll(object.body))
    }
    if (options.authSecret) await add(AUTH_SECRET, Buffer.from(options.authSecret))
    if (missing.length > 0) await add(MISSING_PHOTOS, Buffer.from(JSON.stringify(missing)))
    pack.finalize()
  } catch (error) {
    pack.destroy(error as Error)
    await writing.catch(() => {})
    throw error
  }
  await writing
  return {
    tables: dump.tables.map((table) => ({ name: table.name, rows: table.rows.length })),
    photoFiles: photoFiles.length - missing.length,
    missingPhotoFiles: missing,
  }
}

/** What an archive holds, once read. Photos are handed to `onPhoto` as they stream past. */
export type ArchiveContents = {
  manifest: BackupManifest
  dump: DatabaseDump
  photoFiles: number
  missingPhotoFiles: string[]
  authSecret: string | null
}

function parseManifest(text: string): BackupManifest {
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(text) as BackupManifest
  } catch {
    throw new BackupError('This backup is damaged: its manifest.json is not valid JSON.')
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError('This file is not a Capsule Studio backup.')
  }
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `This backup uses format version ${manifest.formatVersion}; this version of Capsule Studio reads version ${BACKUP_FORMAT_VERSION}.`,
    )
  }
  return manifest
}

/**
 * Reads an archive written by `writeBackupArchive`. `onManifest` runs as soon as the manifest is
 * read (first entry), before anything else is done: throw there to refuse the backup. Checks
 * that every table file is there with the announced number of rows. Entries with other names
 * are ignored; photo files whose key is not a valid storage key are refused.
 */
export async function readBackupArchive(
  input: Readable,
  handlers: {
    onManifest?: (manifest: BackupManifest) => void | Promise<void>
    onPhoto?: (key: string, body: Buffer) => Promise<void>
  } = {},
): Promise<ArchiveContents> {
  const extract = tar.extract()
  const reading = pipeline(input, createGunzip(), extract)
  reading.catch(() => {}) // awaited below; this only keeps an early failure from going unhandled
  let manifest: BackupManifest | null = null
  const tableText = new Map<string, string>()
  let photoFiles = 0
  let missingPhotoFiles: string[] = []
  let authSecret: string | null = null

  try {
    for await (const entry of extract) {
      const name = entry.header.name
      const body = await readAll(entry)
      if (entry.header.type !== 'file') continue
      if (!manifest) {
        if (name !== MANIFEST) throw new BackupError('This file is not a Capsule Studio backup.')
        manifest = parseManifest(body.toString('utf8'))
        await handlers.onManifest?.(manifest)
      } else if (name.startsWith('database/')) {
        tableText.set(name, body.toString('utf8'))
      } else if (name.startsWith('media/')) {
        const key = name.slice('media/'.length)
        if (!isValidObjectKey(key)) throw new BackupError(`Refusing a photo file named ${name}.`)
        await handlers.onPhoto?.(key, body)
        photoFiles++
      } else if (name === AUTH_SECRET) {
        authSecret = body.toString('utf8').trim()
      } else if (name === MISSING_PHOTOS) {
        missingPhotoFiles = JSON.parse(body.toString('utf8')) as string[]
      }
    }
    await reading
  } catch (error) {
    extract.destroy()
    await reading.catch(() => {})
    if (error instanceof BackupError) throw error
    throw new BackupError(
      `This backup could not be read (${error instanceof Error ? error.message : String(error)}): the file is damaged or incomplete.`,
    )
  }
  if (!manifest) throw new BackupError('This backup is empty.')

  const tables: TableDump[] = manifest.database.tables.map((table) => {
    const text = tableText.get(table.file)
    if (text === undefined)
      throw new BackupError(`This backup is incomplete: ${table.file} is missing.`)
    const rows = text.split('\n').filter((line) => line.length > 0)
    if (rows.length !== table.rows) {
      throw new BackupError(
        `This backup is damaged: ${table.file} holds ${rows.length} rows instead of ${table.rows}.`,
      )
    }
    return { name: table.name, columns: table.columns, rows }
  })
  const { count, last } = manifest.database.migration
  return {
    manifest,
    dump: { kind: manifest.database.kind, migration: { count, last }, tables },
    photoFiles,
    missingPhotoFiles,
    authSecret,
  }
}

/** Only the manifest of an archive (the first entry): to check a backup before restoring it. */
export async function readBackupManifest(input: Readable): Promise<BackupManifest> {
  const extract = tar.extract()
  const reading = pipeline(input, createGunzip(), extract).catch(() => {})
  try {
    for await (const entry of extract) {
      const body = await readAll(entry)
      if (entry.header.name !== MANIFEST) break
      return parseManifest(body.toString('utf8'))
    }
  } catch (error) {
    if (error instanceof BackupError) throw error
  } finally {
    extract.destroy()
    input.destroy()
    await reading
  }
  throw new BackupError('This file is not a Capsule Studio backup.')
}

// ---------------------------------------------------------------------------
// Restore targets
// ---------------------------------------------------------------------------

/** A database to restore into: opened without applying any migration. */
export type RestoreTarget = {
  db: Db
  kind: DatabaseKind
  /** True when the database has no table at all (neither the app's nor Drizzle's). */
  isEmpty(): Promise<boolean>
  /** Applies this code's migrations up to and including the one created at `last`. */
  migrateTo(last: number): Promise<void>
  /** Applies every migration of this code. */
  migrateAll(): Promise<void>
  close(): Promise<void>
}

/** This code's journal entries up to a migration level; refuses a level it does not know. */
async function journalUpTo(last: number): Promise<JournalEntry[]> {
  const journal = await readJournal()
  const index = journal.findIndex((entry) => entry.when === last)
  if (index === -1) {
    const newest = journal.at(-1)?.when ?? 0
    throw new BackupError(
      last > newest
        ? 'This backup was made by a newer version of Capsule Studio: update the app, then restore it.'
        : 'This backup’s database schema is not one this version of Capsule Studio knows.',
    )
  }
  return journal.slice(0, index + 1)
}

/** Refuses a backup whose database this code cannot recreate (see `journalUpTo`). */
export async function assertRestorable(manifest: BackupManifest): Promise<void> {
  await journalUpTo(manifest.database.migration.last)
}

/**
 * The migrations of this code up to a level, as a migrations folder of their own (Drizzle's
 * migrator applies a whole folder). Refuses a level this code does not know.
 */
async function migrationsUpTo(
  last: number,
): Promise<{ folder: string; cleanup: () => Promise<void> }> {
  const entries = await journalUpTo(last)
  const folder = await mkdtemp(path.join(os.tmpdir(), 'capsule-migrations-'))
  await mkdir(path.join(folder, 'meta'))
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  )
  for (const entry of entries) {
    await copyFile(
      path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    )
  }
  return { folder, cleanup: () => rm(folder, { recursive: true, force: true }) }
}

async function hasNoTables(db: Queryable): Promise<boolean> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  )
  return (row?.count ?? 0) === 0
}

/** An embedded PGlite database in `directory` (created when missing), or in memory. */
export async function openPgliteTarget(directory: string | null): Promise<RestoreTarget> {
  if (directory) await mkdir(directory, { recursive: true })
  const client = new PGlite(directory ?? undefined)
  const db = drizzlePglite(client, { schema })
  return {
    db,
    kind: 'pglite',
    isEmpty: () => hasNoTables(db),
    async migrateTo(last) {
      const { folder, cleanup } = await migrationsUpTo(last)
      try {
        await migratePglite(db, { migrationsFolder: folder })
      } finally {
        await cleanup()
      }
    },
    migrateAll: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  }
}

/** A PostgreSQL database (`postgres://…`). */
export async function openPostgresTarget(url: string): Promise<RestoreTarget> {
  const client = postgres(url, { max: 1, onnotice: () => {} })
  const db = drizzlePostgres(client, { schema })
  return {
    db,
    kind: 'postgres',
    isEmpty: () => hasNoTables(db),
    async migrateTo(last) {
      const { folder, cleanup } = await migrationsUpTo(last)
      try {
        await migratePostgres(db, { migrationsFolder: folder })
      } finally {
        await cleanup()
      }
    },
    migrateAll: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.end(),
  }
}

export type RestoreSummary = {
  manifest: BackupManifest
  tables: { name: string; rows: number }[]
  photoFiles: number
  missingPhotoFiles: string[]
  authSecret: string | null
}

/**
 * Restores an archive into an empty database and a storage: photos are stored as they stream
 * past, then the database is created at the backup's migration level, filled in one
 * transaction, and migrated to this code's level. When anything fails, the photos already
 * stored are deleted again (the database is left for the caller to discard).
 */
export async function restoreBackup(options: {
  input: Readable
  target: RestoreTarget
  storage: Storage
  onManifest?: (manifest: BackupManifest) => void | Promise<void>
}): Promise<RestoreSummary> {
  const { input, target, storage } = options
  if (!(await target.isEmpty())) {
    throw new BackupError('The target database is not empty: restore into an empty database.')
  }
  const stored: string[] = []
  try {
    const contents = await readBackupArchive(input, {
      onManifest: async (manifest) => {
        await assertRestorable(manifest)
        await options.onManifest?.(manifest)
      },
      onPhoto: async (key, body) => {
        await storage.put(key, body, contentTypeOf(key))
        stored.push(key)
      },
    })
    await target.migrateTo(contents.dump.migration.last)
    await importDatabase(target.db, contents.dump)
    await target.migrateAll()
    return {
      manifest: contents.manifest,
      tables: contents.dump.tables.map((table) => ({ name: table.name, rows: table.rows.length })),
      photoFiles: contents.photoFiles,
      missingPhotoFiles: contents.missingPhotoFiles,
      authSecret: contents.authSecret,
    }
  } catch (error) {
    if (stored.length > 0) await storage.delete(stored).catch(() => {})
    throw error
  }
}

// ---------------------------------------------------------------------------
// The running server's admin socket (client side; the server side is admin-socket.server.ts)
// ---------------------------------------------------------------------------

/**
 * The Unix socket through which a running server (PGlite only) hands out database snapshots:
 * `DATA_DIR/admin.sock`, mode 0600, so only the OS user running the server can connect.
 * Socket paths are limited to ~107 bytes: a deeper DATA_DIR uses the path relative to the
 * working directory, which the server and the scripts share (both run from the project root).
 */
export function adminSocketPath(dataDir: string): string {
  const absolute = path.resolve(dataDir, 'admin.sock')
  if (Buffer.byteLength(absolute) < 100) return absolute
  return path.relative(process.cwd(), absolute)
}

/**
 * Asks the server running on `dataDir` for a database snapshot. Null when no server listens
 * there (no socket, or a stale one left by a crash).
 */
export async function requestDatabaseDump(dataDir: string): Promise<DatabaseDump | null> {
  const socketPath = adminSocketPath(dataDir)
  if (!existsSync(socketPath)) return null
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath, path: '/database-dump', method: 'POST' },
      (response) => {
        readAll(response).then((body) => {
          if (response.statusCode !== 200) {
            reject(
              new BackupError(
                `The running server refused the backup (${response.statusCode}): ${body.toString('utf8')}`,
              ),
            )
          } else {
            resolve(JSON.parse(body.toString('utf8')) as DatabaseDump)
          }
        }, reject)
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null)
      else reject(error)
    })
    request.end()
  })
}

/**
 * The processes (other than this one) that have a file open under `directory`, from /proc
 * (Linux). Used to refuse opening a PGlite folder that a server still owns: PGlite is
 * single-process and two processes writing one folder corrupt it. Null where /proc is missing.
 */
export async function processesUsing(directory: string): Promise<number[] | null> {
  let pids: string[]
  try {
    pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name))
  } catch {
    return null
  }
  const prefix = `${path.resolve(directory)}${path.sep}`
  const users: number[] = []
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue
    let fds: string[]
    try {
      fds = await readdir(`/proc/${pid}/fd`)
    } catch {
      continue // another user's process, or gone
    }
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')
      if (target.startsWith(prefix)) {
        users.push(Number(pid))
        break
      }
    }
  }
  return users
}
