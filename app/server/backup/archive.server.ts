// The archive: one `.tar.gz` holding the manifest, the database (JSON lines, table by table),
// every photo file the database refers to and the generated auth secret.
import type { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

import tar from 'tar-stream'

import { isValidObjectKey, type Storage } from '../storage.server'
import type { DatabaseDump, DatabaseKind, TableDump } from './dump.server'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  readAll,
  readJournal,
} from './format.server'
import { referencedPhotoFiles } from './photos.server'

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

/**
 * What a restore accepts of one entry and of the whole archive, checked as the bytes arrive (an
 * entry is never held whole before it is measured): a photo file is a stored WebP (a few MB at
 * most), a table file a table's JSON lines, the rest a few KB.
 */
export const RESTORE_LIMITS = {
  photoFileBytes: 25 * 1024 * 1024,
  tableFileBytes: 256 * 1024 * 1024,
  otherFileBytes: 1024 * 1024,
  /** Database text in all (held in memory to be inserted in one transaction). */
  databaseBytes: 1024 * 1024 * 1024,
  /** Everything unpacked. */
  totalBytes: 64 * 1024 * 1024 * 1024,
}

/** An entry's bytes, refused as soon as they pass `limit`. */
async function readCapped(entry: AsyncIterable<unknown>, name: string, limit: number) {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of entry) {
    const bytes = chunk as Buffer
    size += bytes.length
    if (size > limit) {
      throw new BackupError(
        `This backup holds a file larger than a restore accepts (${name}, over ${Math.round(limit / 1024 / 1024)} MB): refusing it.`,
      )
    }
    chunks.push(bytes)
  }
  return Buffer.concat(chunks)
}

const limitOf = (name: string) =>
  name.startsWith('media/')
    ? RESTORE_LIMITS.photoFileBytes
    : name.startsWith('database/')
      ? RESTORE_LIMITS.tableFileBytes
      : RESTORE_LIMITS.otherFileBytes

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
  let total = 0
  let databaseText = 0

  try {
    for await (const entry of extract) {
      const name = entry.header.name
      if (entry.header.type !== 'file') {
        entry.resume()
        continue
      }
      const body = await readCapped(entry, name, limitOf(name))
      total += body.length
      if (name.startsWith('database/')) databaseText += body.length
      if (total > RESTORE_LIMITS.totalBytes || databaseText > RESTORE_LIMITS.databaseBytes) {
        throw new BackupError('This backup is larger than a restore accepts: refusing it.')
      }
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
      if (entry.header.name !== MANIFEST) break
      const body = await readCapped(entry, MANIFEST, RESTORE_LIMITS.otherFileBytes)
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
