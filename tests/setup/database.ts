// Runs before each test file, before the app's modules are imported (they read the environment
// at import time), so it only sets environment variables and manages a database. Never import
// app code here.
//
// - DATABASE_URL=postgres://… or postgresql://… → a fresh database on that server for this
//   file, dropped afterwards: a copy of the run's migrated template (tests/setup/global-database.ts)
//   when there is one. The role needs the CREATEDB privilege.
// - otherwise → DATABASE_URL=memory:// (a throw-away in-memory PGlite), loaded from the run's
//   migrated snapshot (DATABASE_SNAPSHOT) when there is one.
// - DATA_DIR → a fresh temporary directory for this file, removed afterwards.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import postgres from 'postgres'
import { afterAll, inject } from 'vitest'

// The URL given to the test run. Kept aside, because DATABASE_URL is replaced below and a
// worker process may run more than one file.
process.env.TEST_ROOT_DATABASE_URL ??= process.env.DATABASE_URL ?? ''
const rootUrl = process.env.TEST_ROOT_DATABASE_URL

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'capsule-unit-'))
process.env.DATA_DIR = dataDir

let dropDatabase: (() => Promise<void>) | undefined

if (/^postgres(ql)?:\/\//.test(rootUrl)) {
  const name = `test_${randomBytes(8).toString('hex')}`
  const admin = () => postgres(rootUrl, { max: 1, onnotice: () => {} })
  const sql = admin()
  try {
    const template = inject('databaseTemplate')
    await sql.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`)
  } finally {
    await sql.end()
  }
  const url = new URL(rootUrl)
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
  dropDatabase = async () => {
    const sql = admin()
    try {
      await sql.unsafe(`drop database if exists "${name}" with (force)`)
    } finally {
      await sql.end()
    }
  }
} else {
  process.env.DATABASE_URL = 'memory://'
  const snapshot = inject('databaseSnapshot')
  if (snapshot) process.env.DATABASE_SNAPSHOT = snapshot
}

afterAll(async () => {
  try {
    await dropDatabase?.()
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})
