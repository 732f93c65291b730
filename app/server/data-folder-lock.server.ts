// One process at a time per data folder: an OS lock on `DATA_DIR/.lock` (an open-file-description
// lock on Linux, flock on macOS, LockFileEx on Windows, through fs-native-extensions), taken before
// anything else in the folder is opened. The kernel drops it the moment its process ends, even on
// SIGKILL: nothing is ever stale and a restart never waits. See docs/decisions/022.
//
// Exclusive: a server on the embedded database (PGlite is single-process: a second process that
// opens its files corrupts them), and every script that opens the folder (offline backup,
// restore, demo seed). Shared: servers on PostgreSQL, which only keep photos in the folder and
// may share it, but never with a restore or an embedded-database server.
import {
  closeSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'

import nativeFs from 'fs-native-extensions'

/** The lock file inside the data folder (left in place: its lock, not its presence, counts). */
export const LOCK_FILE_NAME = '.lock'

/** Another process holds the data folder. The message says which and what to do. */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError'
}

export type DataFolderLock = {
  directory: string
  shared: boolean
  /** Gives the folder back (a script that is done with it). Closing the process does too. */
  release: () => void
}

type Held = DataFolderLock & { fd: number }

// One table per process, even when the dev server evaluates this module again after an edit.
const STATE = Symbol.for('capsule-studio.data-folder-locks')
const globals = globalThis as { [STATE]?: Map<string, Held> }
const held = (globals[STATE] ??= new Map<string, Held>())

/** Who holds the lock, as its holder wrote it into the lock file (best effort). */
function describeHolder(file: string): string {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as { pid?: number; command?: string }
    if (typeof holder.pid !== 'number') return ''
    return ` (process ${holder.pid}${holder.command ? `: ${holder.command}` : ''})`
  } catch {
    return ''
  }
}

function tryLock(fd: number, shared: boolean): boolean {
  return nativeFs.tryLock(fd, { shared })
}

/**
 * Takes the data folder for this process, creating the folder when missing. Throws
 * `DataFolderInUseError` at once, having opened nothing but the lock file, when another process
 * holds it (exclusively, or at all when `shared` is false). Taking a folder this process
 * already holds returns the same lock (upgraded to exclusive when asked).
 */
export function lockDataFolder(
  dataDir: string,
  options: { shared?: boolean } = {},
): DataFolderLock {
  const shared = options.shared ?? false
  mkdirSync(dataDir, { recursive: true })
  const directory = realpathSync(dataDir)
  const file = path.join(directory, LOCK_FILE_NAME)
  const refuse = () =>
    new DataFolderInUseError(
      `Another Capsule Studio process is using the data folder ${directory}${describeHolder(file)}. ` +
        'The embedded database allows one process per data folder (a server, a restore, the demo ' +
        'seed): stop the other one first. To back up while the server runs, use npm run backup.',
    )

  const mine = held.get(directory)
  if (mine) {
    if (mine.shared && !shared) {
      if (!tryLock(mine.fd, false)) throw refuse()
      mine.shared = false
    }
    return mine
  }

  // Opened for writing (a write lock needs it) without truncating: a refused process changes
  // nothing, not even the holder's note.
  const fd = openSync(file, 'a+', 0o600)
  let locked = false
  try {
    locked = tryLock(fd, shared)
  } finally {
    if (!locked) closeSync(fd)
  }
  if (!locked) throw refuse()

  if (!shared) {
    const command = process.argv
      .slice(1)
      .map((part) => path.basename(part))
      .join(' ')
    ftruncateSync(fd, 0)
    writeSync(fd, JSON.stringify({ pid: process.pid, command, since: new Date().toISOString() }))
  }
  const lock: Held = {
    directory,
    shared,
    fd,
    release: () => {
      if (held.get(directory) !== lock) return
      held.delete(directory)
      closeSync(fd)
    },
  }
  held.set(directory, lock)
  return lock
}

/** Whether this process holds `dataDir` (exclusively unless `shared` is accepted). */
export function holdsDataFolder(dataDir: string, options: { shared?: boolean } = {}): boolean {
  let directory: string
  try {
    directory = realpathSync(dataDir)
  } catch {
    return false
  }
  const lock = held.get(directory)
  return !!lock && (!lock.shared || !!options.shared)
}
