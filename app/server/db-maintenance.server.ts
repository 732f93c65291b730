// Statistics and clean-up for the embedded database. PostgreSQL's autovacuum keeps the planner's
// statistics current and reclaims dead rows; PGlite has no background processes, so nothing
// does it there: a studio seeded or grown since its last ANALYZE is planned as if its tables
// were nearly empty (nested scans of thousands of rows instead of index lookups), and every
// update leaves a dead row behind. This does autovacuum's job with autovacuum's thresholds,
// table by table, every few minutes (a job, app/jobs.server.ts). On PostgreSQL it never runs.
import { sql } from 'drizzle-orm'

import type { Db } from './db.server'
import { rowsOf } from './open-database.server'

/** PostgreSQL's defaults: autovacuum_{analyze,vacuum}_{threshold,scale_factor}. */
const ANALYZE_THRESHOLD = 50
const ANALYZE_SCALE = 0.1
const VACUUM_THRESHOLD = 50
const VACUUM_SCALE = 0.2
type TableStats = {
  schema: string
  name: string
  /** Rows as of the last ANALYZE (negative: never analyzed). */
  reltuples: number
  live: number
  dead: number
  modifiedSinceAnalyze: number
}

/** One pass: ANALYZE and VACUUM the tables that need it; says which it did. */
export async function maintainDatabase(
  db: Db,
): Promise<{ analyzed: string[]; vacuumed: string[] }> {
  // The one backend keeps its counters to itself until it flushes them, which it otherwise does
  // only now and then: make the statement below publish them first.
  await db.execute(sql`select pg_stat_force_next_flush()`)
  const tables = await rowsOf<TableStats>(
    db,
    sql`
      select s.schemaname as schema, s.relname as name, c.reltuples::float8 as reltuples, s.n_live_tup::float8 as live,
        s.n_dead_tup::float8 as dead, s.n_mod_since_analyze::float8 as "modifiedSinceAnalyze"
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      order by s.schemaname, s.relname`,
  )
  const analyzed: string[] = []
  const vacuumed: string[] = []
  for (const table of tables) {
    const ref = sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`
    const rows = Math.max(table.reltuples, table.live, 0)
    if (table.dead > VACUUM_THRESHOLD + VACUUM_SCALE * rows) {
      await db.execute(sql`vacuum (analyze) ${ref}`)
      vacuumed.push(table.name)
      analyzed.push(table.name)
    } else if (
      (table.reltuples < 0 && table.live > 0) ||
      table.modifiedSinceAnalyze > ANALYZE_THRESHOLD + ANALYZE_SCALE * rows
    ) {
      await db.execute(sql`analyze ${ref}`)
      analyzed.push(table.name)
    }
  }
  return { analyzed, vacuumed }
}
