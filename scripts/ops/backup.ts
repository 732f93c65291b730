// `npm run backup [-- FILE|DIRECTORY]`: writes one archive (database + photos) of the data that
// the configuration names (DATA_DIR, DATABASE_URL, S3_*), while the app keeps running.
// Run through scripts/launch.js. See docs/decisions/007-backups.md.
import { createWriteStream, existsSync, readFileSync, statSync } from 'node:fs'
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { writeBackupArchive } from '~/server/backup/archive.server'
import { type DatabaseDump, exportDatabase } from '~/server/backup/dump.server'
import { encryptingStream } from '~/server/backup/encryption.server'
import { BackupError } from '~/server/backup/format.server'
import { requestDatabaseDump } from '~/server/backup/live.server'
import {
  DataFolderInUseError,
  type DataFolderLock,
  lockDataFolder,
} from '~/server/data-folder-lock.server'
import { env } from '~/server/env.server'
import { connectDatabase } from '~/server/open-database.server'
import { storage } from '~/server/storage.server'

function defaultFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')
  return `capsule-studio-backup-${stamp}.tar.gz${env.BACKUP_PASSPHRASE ? '.enc' : ''}`
}

/** Where to write: the given file, a default name in the given directory, or in the cwd. */
function outputFile(argument: string | undefined, now: Date): string {
  if (!argument) return path.resolve(defaultFileName(now))
  const resolved = path.resolve(argument)
  const isDirectory = existsSync(resolved)
    ? statSync(resolved).isDirectory()
    : /[/\\]$/.test(argument)
  if (isDirectory) {
    return path.join(resolved, defaultFileName(now))
  }
  return resolved
}

/** A snapshot of the PGlite database under DATA_DIR: from the running server, or offline. */
async function dumpEmbedded(): Promise<{ dump: DatabaseDump; source: string }> {
  const fromServer = await requestDatabaseDump(env.DATA_DIR)
  if (fromServer) return { dump: fromServer, source: 'the running server (admin socket)' }

  const directory = path.resolve(env.DATA_DIR, 'db')
  if (!existsSync(path.join(directory, 'PG_VERSION'))) {
    throw new BackupError(`There is no database to back up in ${directory}.`)
  }
  // No server answered: take the folder, so that none starts while the database is read.
  let lock: DataFolderLock
  try {
    lock = lockDataFolder(env.DATA_DIR)
  } catch (error) {
    if (error instanceof DataFolderInUseError) throw new BackupError(error.message)
    throw error
  }
  const database = connectDatabase({ directory })
  try {
    return {
      dump: await exportDatabase(database.db, 'pglite'),
      source: `${directory} (no server running)`,
    }
  } finally {
    await database.close()
    lock.release()
  }
}

async function dumpPostgres(url: string): Promise<{ dump: DatabaseDump; source: string }> {
  const database = connectDatabase({ url, directory: null, maxConnections: 1 })
  try {
    const dump = await exportDatabase(database.db, 'postgres')
    return { dump, source: `PostgreSQL at ${new URL(url).host}` }
  } finally {
    await database.close()
  }
}

/** The secret generated into DATA_DIR when AUTH_SECRET is unset: restoring it keeps sessions. */
async function generatedAuthSecret(): Promise<string | null> {
  if (env.AUTH_SECRET) return null
  return readFile(path.resolve(env.DATA_DIR, 'auth-secret'), 'utf8').then(
    (text) => text.trim() || null,
    () => null,
  )
}

const appVersion = (): string =>
  (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version

const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function run(args: string[]): Promise<void> {
  if (args.length > 1 || args[0] === '--help' || args[0] === '-h') {
    throw new BackupError(
      'Usage: npm run backup [-- FILE.tar.gz | DIRECTORY] (BACKUP_PASSPHRASE=… to encrypt)',
    )
  }
  const url = env.DATABASE_URL
  if (url === 'memory://') throw new BackupError('DATABASE_URL=memory:// has nothing to back up.')

  const now = new Date()
  const file = outputFile(args[0], now)
  await mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.partial`

  const { dump, source } = url ? await dumpPostgres(url) : await dumpEmbedded()
  console.info(`Database snapshot from ${source}.`)

  // The archive holds password hashes and the secret that signs capsule cookies: readable by
  // this user only, encrypted with BACKUP_PASSPHRASE when set. It is written under a temporary
  // name, so an interrupted backup never looks like a complete one.
  const file$ = createWriteStream(partial, { mode: 0o600 })
  const encrypting = env.BACKUP_PASSPHRASE ? await encryptingStream(env.BACKUP_PASSPHRASE) : null
  const written = encrypting ? pipeline(encrypting, file$) : null
  written?.catch(() => {}) // awaited below
  try {
    const summary = await writeBackupArchive({
      dump,
      storage,
      output: encrypting ?? file$,
      appVersion: appVersion(),
      authSecret: await generatedAuthSecret(),
      createdAt: now,
    })
    await written
    await rename(partial, file)
    const rows = summary.tables.reduce((total, table) => total + table.rows, 0)
    console.info(
      `Backup written: ${file} (${formatBytes((await stat(file)).size)})\n` +
        `  ${summary.tables.length} tables, ${rows} rows, ${summary.photoFiles} photo files` +
        `\n  ${summary.tables
          .filter((table) => table.rows > 0)
          .map((table) => `${table.name}: ${table.rows}`)
          .join(', ')}`,
    )
    if (summary.missingPhotoFiles.length > 0) {
      console.warn(
        `Warning: ${summary.missingPhotoFiles.length} photo files referenced by the database were not ` +
          `found in storage (deleted while the backup ran?): ${summary.missingPhotoFiles.join(', ')}`,
      )
    }
    console.info(
      env.BACKUP_PASSPHRASE
        ? 'Encrypted with BACKUP_PASSPHRASE: keep the passphrase apart from the file.'
        : 'Not encrypted: it holds password hashes and the secret of capsule cookies. Keep it ' +
            'as safe as the server, or set BACKUP_PASSPHRASE to encrypt it.',
    )
    console.info(`Restore it into an empty data folder with: npm run restore -- ${file}`)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

/** Entry point (scripts/launch.js): an expected failure prints its message alone and exits 1. */
export async function main(args: string[]): Promise<number> {
  try {
    await run(args)
    return 0
  } catch (error) {
    if (!(error instanceof BackupError)) throw error
    console.error(error.message)
    return 1
  }
}
