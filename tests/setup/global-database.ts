// Runs once per `vitest run`, before any test file: migrates one database, which every test file
// then starts from (tests/setup/database.ts) instead of running each migration again.
// - DATABASE_URL=postgres://… → a template database on that server, migrated here; each file's
//   database is `create database … template …` of it. Dropped when the run ends.
// - otherwise → an in-memory PGlite migrated here and dumped to a file (PGlite's dumpDataDir);
//   each file's in-memory database loads it (DATABASE_SNAPSHOT) instead of creating a cluster
//   and migrating it, which took ~5 s of processor time per file.
// The migrations are the committed ones, applied by drizzle's migrator as the app applies them;
// the app's start still checks them in each file (app/server/db.server.test.ts proves they are
// all there).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database each file's database is a copy of. */
    databaseTemplate: string
    /** The migrated PGlite data folder each file's in-memory database loads. */
    databaseSnapshot: string
  }
}

const migrationsFolder = path.resolve('drizzle')

export default async function setup(project: TestProject) {
  const rootUrl = process.env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(rootUrl)) {
    const name = `test_template_${randomBytes(6).toString('hex')}`
    const admin = postgres(rootUrl, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database "${name}"`)
    const url = new URL(rootUrl)
    url.pathname = `/${name}`
    const client = postgres(url.toString(), { max: 1, onnotice: () => {} })
    try {
      await migratePostgres(drizzlePostgres(client), { migrationsFolder })
    } finally {
      // A template is copied only while nobody is connected to it.
      await client.end()
    }
    project.provide('databaseTemplate', name)
    return async () => {
      try {
        await admin.unsafe(`drop database if exists "${name}" with (force)`)
      } finally {
        await admin.end()
      }
    }
  }

  const folder = mkdtempSync(path.join(os.tmpdir(), 'capsule-unit-snapshot-'))
  const pg = await PGlite.create()
  try {
    await migratePglite(drizzlePglite(pg), { migrationsFolder })
    const dump = await pg.dumpDataDir('none')
    const file = path.join(folder, 'migrated.tar')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    project.provide('databaseSnapshot', file)
  } finally {
    await pg.close()
  }
  return () => rmSync(folder, { recursive: true, force: true })
}
