// Restoring an archive into an empty database (PGlite or PostgreSQL) and a storage: the schema
// is created at the backup's level, filled, then migrated to this code's level.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { sql } from 'drizzle-orm'

import {
  connectDatabase,
  type DatabaseKind,
  type Db,
  migrationsFolder,
  type Queryable,
  rowsOf,
} from '../open-database.server'
import { contentTypeOf, type Storage } from '../storage.server'
import { type BackupManifest, readBackupArchive } from './archive.server'
import { importDatabase } from './dump.server'
import { BackupError, type JournalEntry, readJournal } from './format.server'

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
      path.join(migrationsFolder, `${entry.tag}.sql`),
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

/**
 * A database to restore into, opened without applying any migration: an embedded PGlite in
 * `directory` (created when missing; in memory when null) or PostgreSQL (`postgres://…`).
 */
export function openRestoreTarget(options: {
  url?: string
  directory: string | null
}): RestoreTarget {
  const { db, kind, migrate, close } = connectDatabase({ ...options, maxConnections: 1 })
  return {
    db,
    kind,
    isEmpty: () => hasNoTables(db),
    async migrateTo(last) {
      const { folder, cleanup } = await migrationsUpTo(last)
      try {
        await migrate(folder)
      } finally {
        await cleanup()
      }
    },
    migrateAll: () => migrate(),
    close,
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
