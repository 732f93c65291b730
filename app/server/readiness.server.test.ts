import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, test } from 'vitest'

import { type Db, db, migrationsFolder } from './db.server'
import { checkReadiness } from './readiness.server'

const scratch = mkdtempSync(path.join(os.tmpdir(), 'capsule-readiness-'))

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

/** A copy of the migrations folder whose journal lists one more, never applied, migration. */
function folderWithPendingMigration(): string {
  const folder = path.join(scratch, 'drizzle')
  cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; when: number; tag: string }[]
  }
  const last = journal.entries.at(-1)
  journal.entries.push({
    ...last,
    idx: (last?.idx ?? 0) + 1,
    when: (last?.when ?? 0) + 1000,
    tag: '9999_not_yet',
  })
  writeFileSync(journalPath, JSON.stringify(journal))
  return folder
}

describe('checkReadiness', () => {
  test('is ready when the database answers and the latest migration is applied', async () => {
    expect(await checkReadiness({ db })).toEqual({ ready: true })
  })

  test('is not ready while a committed migration is missing from the database', async () => {
    const result = await checkReadiness({ db, folder: folderWithPendingMigration() })
    expect(result).toEqual({ ready: false, reason: 'migration 9999_not_yet is not applied' })
  })

  test('is not ready when the database is unreachable', async () => {
    const unreachable = {
      execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
    } as unknown as Db
    const result = await checkReadiness({ db: unreachable })
    expect(result).toEqual({ ready: false, reason: 'connect ECONNREFUSED 127.0.0.1:5432' })
  })

  test('is not ready when the database does not answer in time', async () => {
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Db
    const result = await checkReadiness({ db: hanging, timeoutMs: 50 })
    expect(result).toEqual({ ready: false, reason: 'the database did not answer in time' })
  })
})
