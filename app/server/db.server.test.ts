import { readFileSync } from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import { expect, inject, test } from 'vitest'

import { database, migrationsFolder } from './db.server'
import { rowsOf } from './open-database.server'

// Each test file's database starts as a copy of one migrated once per run (a PGlite snapshot or
// a PostgreSQL template: tests/setup/global-database.ts). A copy that missed a migration would
// let tests pass against a schema the app never runs on.
test("a test file's database has every committed migration, each once", async () => {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] }
  const applied = await rowsOf<{ created_at: string }>(
    database.db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  )
  expect(applied.map((row) => Number(row.created_at))).toEqual(
    journal.entries.map((entry) => entry.when).sort((a, b) => a - b),
  )
})

test('the copy is of the database the run migrated once', () => {
  if (database.kind === 'pglite') {
    expect(process.env.DATABASE_SNAPSHOT).toBe(inject('databaseSnapshot'))
    expect(process.env.DATABASE_SNAPSHOT).toMatch(/migrated\.tar$/)
  } else {
    expect(inject('databaseTemplate')).toMatch(/^test_template_[0-9a-f]+$/)
  }
})
