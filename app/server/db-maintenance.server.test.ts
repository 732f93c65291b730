import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'

import { db } from './db.server'
import { maintainDatabase } from './db-maintenance.server'
import { rowsOf } from './open-database.server'

const addClients = (count: number, prefix: string) =>
  db
    .execute(
      sql`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    values (${prefix}, 'Stylist', ${`${prefix}@example.com`}, true, now(), now())
    on conflict do nothing;`,
    )
    .then(() =>
      db.execute(sql`
      insert into client (id, owner_id, name)
      select ${prefix} || '-' || n, ${prefix}, 'Client ' || n from generate_series(1, ${count}) as n`),
    )

test('tables that grew are analyzed, tables full of dead rows are vacuumed, the rest left alone', async () => {
  // Fresh tables with rows that were never analyzed.
  await addClients(300, 'a')
  const first = await maintainDatabase(db)
  expect(first.analyzed).toContain('client')

  // Nothing changed since: nothing to do.
  expect(await maintainDatabase(db)).toEqual({ analyzed: [], vacuumed: [] })

  // A few changes stay under the threshold (50 + 10 % of the rows).
  await db.execute(sql`update client set name = name || '.' where id in ('a-1', 'a-2', 'a-3')`)
  expect((await maintainDatabase(db)).analyzed).not.toContain('client')

  // Most rows deleted: dead rows to reclaim, and statistics to renew.
  await db.execute(sql`delete from client where owner_id = 'a' and id <> 'a-1'`)
  const after = await maintainDatabase(db)
  expect(after.vacuumed).toContain('client')
  expect(after.analyzed).toContain('client')
  const [stats] = await rowsOf<{ dead: number }>(
    db,
    sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'client'`,
  )
  expect(stats?.dead).toBe(0)
})
