import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, test } from 'vitest'

import {
  DataFolderInUseError,
  type DataFolderLock,
  LOCK_FILE_NAME,
  lockDataFolder,
} from './data-folder-lock.server'
import { connectDatabase } from './open-database.server'

const MODULE = path.resolve(import.meta.dirname, 'data-folder-lock.server.ts')

/** Another process (Node itself, running this module) that takes `dataDir` and keeps it. */
async function holdInAnotherProcess(dataDir: string, shared = false): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { lockDataFolder } = await import(${JSON.stringify(MODULE)})
       lockDataFolder(${JSON.stringify(dataDir)}, { shared: ${shared} })
       console.log('held')
       setInterval(() => {}, 1000)`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let errors = ''
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve())
    child.once('exit', () => reject(new Error(`The other process could not hold it: ${errors}`)))
  })
  return child
}

async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGKILL')
  await exited
}

describe('one process per data folder', () => {
  const cleanups: (() => Promise<void> | void)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  const tempFolder = () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'capsule-lock-'))
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
    return folder
  }
  const keep = (lock: DataFolderLock) => {
    cleanups.push(() => lock.release())
    return lock
  }

  test('a second process is refused, naming the holder, before it opens the database', async () => {
    const dataDir = tempFolder()
    const holder = await holdInAnotherProcess(dataDir)
    cleanups.push(() => kill(holder))
    const note = readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')

    expect(() => lockDataFolder(dataDir)).toThrow(DataFolderInUseError)
    expect(() => lockDataFolder(dataDir)).toThrow(
      new RegExp(`Another Capsule Studio process is using the data folder .*process ${holder.pid}`),
    )
    // The embedded database is never opened: not even its folder is created.
    expect(() => connectDatabase({ directory: path.join(dataDir, 'db') })).toThrow(
      DataFolderInUseError,
    )
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false)
    // The holder's note is left as it was.
    expect(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).toBe(note)
  })

  test('the folder is free the moment its holder dies, even killed without warning', async () => {
    const dataDir = tempFolder()
    const holder = await holdInAnotherProcess(dataDir)
    expect(() => lockDataFolder(dataDir)).toThrow(DataFolderInUseError)
    await kill(holder)
    const lock = keep(lockDataFolder(dataDir))
    expect(lock.shared).toBe(false)
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({
      pid: process.pid,
    })
  })

  test('servers on PostgreSQL share the folder; an exclusive holder is refused beside them', async () => {
    const dataDir = tempFolder()
    const sharer = await holdInAnotherProcess(dataDir, true)
    cleanups.push(() => kill(sharer))
    const mine = keep(lockDataFolder(dataDir, { shared: true }))
    expect(mine.shared).toBe(true)
    // Upgrading to exclusive (a restore, an embedded database) is refused while another shares it.
    expect(() => lockDataFolder(dataDir)).toThrow(DataFolderInUseError)
  })

  test('the holding process may take its own folder again, and gives it back once', async () => {
    const dataDir = tempFolder()
    const first = lockDataFolder(dataDir)
    expect(lockDataFolder(dataDir)).toBe(first)
    await expect(holdInAnotherProcess(dataDir)).rejects.toThrow(/Another Capsule Studio process/)
    first.release()
    first.release()
    const holder = await holdInAnotherProcess(dataDir)
    await kill(holder)
  })
})
