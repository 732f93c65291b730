// `npm run restore -- FILE`: brings a backup made by `npm run backup` back into an EMPTY data
// folder (DATA_DIR) and, with DATABASE_URL, an empty PostgreSQL database; photos go to the
// configured storage (DATA_DIR/media or the S3 bucket). Run through scripts/launch.js.
// See docs/decisions/007-backups.md.
import { createReadStream, existsSync } from 'node:fs'
import { open, readdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { readBackupManifest } from '~/server/backup/archive.server'
import {
  decryptedStream,
  isEncryptedBackup,
  NEEDS_PASSPHRASE,
} from '~/server/backup/encryption.server'
import { BackupError } from '~/server/backup/format.server'
import {
  assertRestorable,
  openRestoreTarget,
  restoreBackup,
  type RestoreTarget,
} from '~/server/backup/restore.server'
import {
  DataFolderInUseError,
  type DataFolderLock,
  LOCK_FILE_NAME,
  lockDataFolder,
} from '~/server/data-folder-lock.server'
import { env } from '~/server/env.server'
import { storage } from '~/server/storage.server'

/** Empty, or missing; the lock file of a data folder does not count. */
async function isEmptyDirectory(directory: string): Promise<boolean> {
  if (!existsSync(directory)) return true
  if (!(await stat(directory)).isDirectory()) return false
  return (await readdir(directory)).every((name) => name === LOCK_FILE_NAME)
}

/** Whether the file is an encrypted backup (its first bytes say so). */
async function startsEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0)
    return isEncryptedBackup(buffer.subarray(0, bytesRead))
  } finally {
    await handle.close()
  }
}

/** Takes the data folder for the restore: no server or other script may use it meanwhile. */
function lockForRestore(dataDir: string): DataFolderLock {
  try {
    return lockDataFolder(dataDir)
  } catch (error) {
    if (error instanceof DataFolderInUseError) throw new BackupError(error.message)
    throw error
  }
}

async function run(args: string[]): Promise<void> {
  const [argument] = args
  if (args.length !== 1 || argument === '--help' || argument === '-h') {
    throw new BackupError(
      'Usage: npm run restore -- FILE.tar.gz[.enc] (BACKUP_PASSPHRASE=… for .enc)',
    )
  }
  const file = path.resolve(argument!)
  if (!existsSync(file) || !(await stat(file)).isFile()) {
    throw new BackupError(`No backup file at ${file}.`)
  }
  const url = env.DATABASE_URL
  if (url === 'memory://') throw new BackupError('DATABASE_URL=memory:// cannot be restored into.')

  const dataDir = path.resolve(env.DATA_DIR)
  const notEmpty = () =>
    new BackupError(
      `Refusing to restore: the data folder ${dataDir} is not empty.\n` +
        'A restore never overwrites data. Restore into a new, empty folder, e.g.\n' +
        `  DATA_DIR=${dataDir}-restored npm run restore -- ${argument}\n` +
        'then start the app with that DATA_DIR (or move the old folder away first).',
    )
  if (!(await isEmptyDirectory(dataDir))) throw notEmpty()

  // Check the file before creating anything. An encrypted backup needs its passphrase.
  const encrypted = await startsEncrypted(file)
  const passphrase = env.BACKUP_PASSPHRASE
  if (encrypted && !passphrase) throw new BackupError(NEEDS_PASSPHRASE)
  const input = () =>
    encrypted ? decryptedStream(createReadStream(file), passphrase!) : createReadStream(file)
  const manifest = await readBackupManifest(input())
  await assertRestorable(manifest)

  const createdDataDir = !existsSync(dataDir)
  const lock = lockForRestore(dataDir)
  let target: RestoreTarget | null = null
  let done = false
  let filling = false
  try {
    // Checked again now that no other process can start on the folder.
    if (!(await isEmptyDirectory(dataDir))) throw notEmpty()
    target = openRestoreTarget({ url, directory: path.join(dataDir, 'db') })
    if (!(await target.isEmpty())) {
      throw new BackupError(
        'Refusing to restore: the PostgreSQL database named by DATABASE_URL already has tables. ' +
          'Create an empty database (createdb) and point DATABASE_URL at it.',
      )
    }
    console.info(
      `Restoring the backup of ${manifest.createdAt} (Capsule Studio ${manifest.appVersion}, ` +
        `${manifest.database.kind} database, ${manifest.photos.files} photo files) into ${dataDir}` +
        (url ? ` and PostgreSQL at ${new URL(url).host}` : '') +
        (env.S3_BUCKET ? `, photos into the bucket ${env.S3_BUCKET}` : '') +
        '.',
    )
    filling = true
    const summary = await restoreBackup({ input: input(), target, storage })
    if (summary.authSecret && !env.AUTH_SECRET) {
      await writeFile(path.join(dataDir, 'auth-secret'), summary.authSecret, {
        mode: 0o600,
        flag: 'wx',
      })
    }
    done = true

    const rows = summary.tables.reduce((total, table) => total + table.rows, 0)
    console.info(
      `Restored ${summary.tables.length} tables (${rows} rows) and ${summary.photoFiles} photo files.`,
    )
    if (summary.missingPhotoFiles.length > 0) {
      console.warn(
        `Note: ${summary.missingPhotoFiles.length} photo files were already missing when the backup ` +
          `was made: ${summary.missingPhotoFiles.join(', ')}`,
      )
    }
    if (summary.authSecret && env.AUTH_SECRET) {
      console.info('AUTH_SECRET is set, so the backed-up generated secret was not used.')
    }
    console.info(`Start the app with DATA_DIR=${dataDir} to use it.`)
  } finally {
    await target?.close().catch(() => {})
    if (!done) {
      // Leave the folder as empty as it was found: a failed restore can simply be run again.
      for (const entry of await readdir(dataDir)) {
        if (entry === LOCK_FILE_NAME) continue
        await rm(path.join(dataDir, entry), { recursive: true, force: true })
      }
    }
    lock.release()
    if (!done) {
      if (createdDataDir) await rm(dataDir, { recursive: true, force: true })
      if (url && filling) {
        console.error(
          'The PostgreSQL database may now hold empty tables: drop and recreate it before trying again.',
        )
      }
    }
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
