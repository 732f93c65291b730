// The database part of a backup: a consistent snapshot of every table as JSON lines, and its
// insertion into an empty database at the same schema level. Never opens the app's own
// database handle: callers pass the database (a script can back up a database a running server
// owns; a test can restore into a fresh one).
import { sql } from 'drizzle-orm'

import { type DatabaseKind, type Db, type Queryable, rowsOf } from '../open-database.server'
import { BackupError } from './format.server'

export type { DatabaseKind }

/** One table: its columns and its rows, each row one JSON object (`row_to_json`) as text. */
export type TableDump = { name: string; columns: string[]; rows: string[] }

/**
 * A consistent snapshot of every table of the `public` schema, parents before children (the
 * order rows can be inserted back in), and the schema's migration level: the `created_at` of
 * the last migration Drizzle applied (a journal entry's `when`).
 */
export type DatabaseDump = {
  kind: DatabaseKind
  migration: { count: number; last: number }
  tables: TableDump[]
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`
const tableRef = (name: string) => sql.raw(`"public".${quote(name)}`)

async function readMigrationLevel(db: Queryable): Promise<{ count: number; last: number }> {
  const [exists] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )
  if (!exists?.present) return { count: 0, last: 0 }
  const [level] = await rowsOf<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  )
  return { count: level?.count ?? 0, last: Number(level?.last ?? 0) }
}

/** The `public` tables with their columns, parents before children (foreign keys). */
async function readTables(db: Queryable): Promise<{ name: string; columns: string[] }[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  )
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint con
        join pg_class child on child.oid = con.conrelid
        join pg_class parent on parent.oid = con.confrelid
        join pg_namespace ns on ns.oid = child.relnamespace
        where con.contype = 'f' and ns.nspname = 'public'`,
  )
  const byTable = new Map<string, string[]>()
  for (const { table_name, column_name } of columns) {
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name])
  }
  const order = dependencyOrder(
    [...byTable.keys()],
    references.map(({ child, parent }) => [child, parent] as const),
  )
  return order.map((name) => ({ name, columns: byTable.get(name) ?? [] }))
}

/**
 * Tables sorted so that every table comes after the tables it references (alphabetical among
 * equals, so dumps are stable). Self-references are ignored; a cycle cannot be restored row by
 * row in one pass, so it is an error.
 */
export function dependencyOrder(
  tables: string[],
  references: (readonly [child: string, parent: string])[],
): string[] {
  const parents = new Map(tables.map((table) => [table, new Set<string>()]))
  for (const [child, parent] of references) {
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent)
  }
  const order: string[] = []
  const remaining = new Set([...tables].sort())
  while (remaining.size > 0) {
    const next = [...remaining].find((table) =>
      [...(parents.get(table) ?? [])].every((parent) => !remaining.has(parent)),
    )
    if (!next) throw new Error(`Foreign keys form a cycle among: ${[...remaining].join(', ')}`)
    order.push(next)
    remaining.delete(next)
  }
  return order
}

/**
 * Tables whose rows a backup leaves out: live sign-ins (a leaked backup must not sign anyone in)
 * and one-time tokens (address confirmations and the sign-ups waiting for them, password resets,
 * two-factor challenges), which expire within hours anyway. The tables themselves are kept,
 * empty: after a restore everyone signs in again.
 */
export const NOT_BACKED_UP = new Set(['session', 'verification', 'pending_sign_up'])

/**
 * A consistent snapshot of the whole database, taken in one REPEATABLE READ, read-only
 * transaction: concurrent writes are neither blocked (PostgreSQL) nor half-seen. On PGlite the
 * transaction holds the single connection, so the app's queries wait the few moments it takes.
 * Timestamps are written in UTC. Sessions and one-time tokens are left out (NOT_BACKED_UP).
 */
export async function exportDatabase(db: Db, kind: DatabaseKind): Promise<DatabaseDump> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local timezone = 'UTC'`)
      const migration = await readMigrationLevel(tx)
      const tables: TableDump[] = []
      for (const { name, columns } of await readTables(tx)) {
        if (NOT_BACKED_UP.has(name)) {
          tables.push({ name, columns, rows: [] })
          continue
        }
        const rows = await rowsOf<{ line: string }>(
          tx,
          sql`select row_to_json(t)::text as line from ${tableRef(name)} t`,
        )
        tables.push({ name, columns, rows: rows.map((row) => row.line) })
      }
      return { kind, migration, tables }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** Rows per INSERT statement are capped by size: one JSON array parameter of at most this. */
const INSERT_BATCH_BYTES = 1_000_000

/**
 * Inserts a dump into a database whose schema is at the dump's migration level and which holds
 * no rows yet, in one transaction: all of it or nothing. Each batch is a single
 * `INSERT … SELECT … FROM json_populate_recordset(…)`, so PostgreSQL itself converts every value
 * (timestamps keep their microseconds, jsonb stays jsonb). Sequences, if any, are moved past the
 * restored values.
 */
export async function importDatabase(db: Db, dump: DatabaseDump): Promise<void> {
  const present = new Map((await readTables(db)).map((table) => [table.name, table.columns]))
  for (const table of dump.tables) {
    const columns = present.get(table.name)
    if (!columns) throw new BackupError(`The database has no table "${table.name}".`)
    const unknown = table.columns.filter((column) => !columns.includes(column))
    if (unknown.length > 0) {
      throw new BackupError(`Table "${table.name}" has no column ${unknown.join(', ')}.`)
    }
  }

  await db.transaction(async (tx) => {
    // The rows come back exactly as they were: the schema's own triggers (which keep derived
    // values such as capsule.content_version) stay quiet meanwhile. Foreign keys are still checked.
    for (const table of dump.tables) {
      await tx.execute(sql`alter table ${tableRef(table.name)} disable trigger user`)
    }
    for (const table of dump.tables) {
      if (table.rows.length === 0) continue
      const columnList = sql.raw(table.columns.map(quote).join(', '))
      let batch: string[] = []
      let size = 0
      const flush = async () => {
        if (batch.length === 0) return
        const json = `[${batch.join(',')}]`
        await tx.execute(
          sql`insert into ${tableRef(table.name)} (${columnList})
              select ${columnList} from json_populate_recordset(null::${tableRef(table.name)}, ${json}::json)`,
        )
        batch = []
        size = 0
      }
      for (const row of table.rows) {
        if (size + row.length > INSERT_BATCH_BYTES) await flush()
        batch.push(row)
        size += row.length + 1
      }
      await flush()
    }

    for (const table of dump.tables) {
      await tx.execute(sql`alter table ${tableRef(table.name)} enable trigger user`)
    }

    const sequences = await rowsOf<{ seq: string; tbl: string; col: string }>(
      tx,
      sql`select s.relname as seq, t.relname as tbl, a.attname as col
          from pg_class s
          join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
          join pg_class t on t.oid = d.refobjid
          join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
          join pg_namespace n on n.oid = t.relnamespace
          where s.relkind = 'S' and n.nspname = 'public'`,
    )
    for (const { seq, tbl, col } of sequences) {
      await tx.execute(
        sql`select setval(${`"public".${quote(seq)}`}::regclass,
              coalesce((select max(${sql.raw(quote(col))}) from ${tableRef(tbl)}), 0) + 1, false)`,
      )
    }
  })
}
