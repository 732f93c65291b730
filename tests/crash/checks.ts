// Checks on the stopped server's data: every acknowledged write is there, foreign keys and
// indexes hold, every referenced photo has its files and no photo file is orphaned.
import { existsSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import sharp from 'sharp'

import { info, type Ledger } from './ledger.ts'
import { ORIGIN, ORPHANS_WARN_ONLY } from './settings.ts'

export async function checkEndpoint(
  ledger: Ledger,
  pathname: string,
  optional = false,
): Promise<void> {
  const response = await fetch(`${ORIGIN}${pathname}`)
  if (response.status === 200) info(`  GET ${pathname}: 200`)
  else if (optional && response.status === 404) {
    console.warn(
      `  WARN GET ${pathname} answered 404: this build has no such endpoint (not checked)`,
    )
  } else ledger.fail(`GET ${pathname} answered ${response.status} after the last restart`)
}

export async function withDatabase(
  dataDir: string,
  task: (pg: PGlite) => Promise<void>,
): Promise<void> {
  const pg = new PGlite(path.join(dataDir, 'db'))
  try {
    await pg.waitReady
    await task(pg)
  } finally {
    await pg.close()
  }
}

export async function checkAcknowledged(pg: PGlite, ledger: Ledger): Promise<void> {
  const clients = new Set(
    (await pg.query<{ name: string }>('select name from client')).rows.map((row) => row.name),
  )
  const lostClients = ledger.acknowledged.clients.filter((name) => !clients.has(name))
  if (lostClients.length > 0) {
    ledger.fail(`${lostClients.length} acknowledged clients are missing: ${lostClients.join(', ')}`)
  }

  const items = new Map(
    (
      await pg.query<{ name: string; key: string | null }>(
        `select name, photo->>'key' as key from item`,
      )
    ).rows.map((row) => [row.name, row.key]),
  )
  const lostItems = ledger.acknowledged.items.filter((entry) => !items.has(entry.name))
  if (lostItems.length > 0) {
    ledger.fail(
      `${lostItems.length} acknowledged items are missing: ${lostItems.map((e) => e.name).join(', ')}`,
    )
  }
  const wrongPhoto = ledger.acknowledged.items.filter(
    (entry) => items.has(entry.name) && items.get(entry.name) !== entry.photoKey,
  )
  if (wrongPhoto.length > 0) {
    ledger.fail(
      `${wrongPhoto.length} acknowledged items lost their photo: ${wrongPhoto.map((e) => e.name).join(', ')}`,
    )
  }

  // An acknowledged upload is either claimed by an item or still pending.
  const pending = new Set(
    (await pg.query<{ id: string }>('select id from upload')).rows.map((row) => row.id),
  )
  const claimed = new Set([...items.values()].filter((key): key is string => key !== null))
  const lostUploads = ledger.acknowledged.uploads.filter(
    (upload) => !pending.has(upload.id) && !claimed.has(upload.key),
  )
  if (lostUploads.length > 0) {
    ledger.fail(
      `${lostUploads.length} acknowledged uploads are neither pending nor claimed: ${lostUploads.map((u) => u.id).join(', ')}`,
    )
  }
  info(
    `  acknowledged writes present: clients ${ledger.acknowledged.clients.length - lostClients.length}/${ledger.acknowledged.clients.length}, ` +
      `items ${ledger.acknowledged.items.length - lostItems.length}/${ledger.acknowledged.items.length}, ` +
      `uploads ${ledger.acknowledged.uploads.length - lostUploads.length}/${ledger.acknowledged.uploads.length} ` +
      `(database: ${clients.size} clients, ${items.size} items, ${pending.size} pending uploads)`,
  )
}

/** Every foreign key of the schema, checked row by row (the constraints are not trusted). */
export async function checkForeignKeys(pg: PGlite, ledger: Ledger): Promise<void> {
  const { rows: keys } = await pg.query<{
    name: string
    child: string
    parent: string
    child_columns: string[]
    parent_columns: string[]
  }>(
    `select con.conname as name, child.relname as child, parent.relname as parent,
            array(select a.attname from unnest(con.conkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as child_columns,
            array(select a.attname from unnest(con.confkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as parent_columns
     from pg_constraint con
     join pg_class child on child.oid = con.conrelid
     join pg_class parent on parent.oid = con.confrelid
     join pg_namespace ns on ns.oid = child.relnamespace
     where con.contype = 'f' and ns.nspname = 'public'`,
  )
  const q = (name: string) => `"${name.replaceAll('"', '""')}"`
  let broken = 0
  for (const key of keys) {
    const present = key.child_columns.map((column) => `c.${q(column)} is not null`).join(' and ')
    const match = key.child_columns
      .map((column, index) => `p.${q(key.parent_columns[index]!)} = c.${q(column)}`)
      .join(' and ')
    const { rows } = await pg.query<{ count: number }>(
      `select count(*)::int as count from ${q(key.child)} c
       where ${present} and not exists (select 1 from ${q(key.parent)} p where ${match})`,
    )
    const count = rows[0]?.count ?? 0
    if (count > 0) {
      broken++
      ledger.fail(`${count} rows of ${key.child} break foreign key ${key.name} (→ ${key.parent})`)
    }
  }
  // The studio's own rule: an item, capsule, outfit or cheat sheet has its parent's owner.
  const ownership = [
    `select count(*)::int as count from item i join client c on c.id = i.client_id where c.owner_id <> i.owner_id`,
    `select count(*)::int as count from item i join capsule k on k.id = i.capsule_id where k.owner_id <> i.owner_id or k.client_id <> i.client_id`,
    `select count(*)::int as count from capsule k join client c on c.id = k.client_id where c.owner_id <> k.owner_id`,
  ]
  for (const statement of ownership) {
    const count = (await pg.query<{ count: number }>(statement)).rows[0]?.count ?? 0
    if (count > 0)
      ledger.fail(`${count} rows belong to another account than their parent: ${statement}`)
  }
  info(
    `  foreign keys: ${keys.length} checked row by row, ${broken} broken; ownership rules checked`,
  )
}

/** Each table's row count read through its primary key index and through the table itself. */
export async function checkIndexes(pg: PGlite, ledger: Ledger): Promise<void> {
  const { rows: tables } = await pg.query<{ name: string; column: string }>(
    `select t.relname as name, a.attname as column
     from pg_index i
     join pg_class t on t.oid = i.indrelid
     join pg_namespace n on n.oid = t.relnamespace
     join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
     where i.indisprimary and n.nspname = 'public'`,
  )
  let mismatched = 0
  for (const { name, column } of tables) {
    const count = async (settings: string) => {
      await pg.exec(settings)
      const { rows } = await pg.query<{ count: number }>(
        `select count(*)::int as count from "${name}" where "${column}" is not null`,
      )
      return rows[0]?.count ?? 0
    }
    const viaTable = await count(
      'set enable_indexscan = off; set enable_indexonlyscan = off; set enable_bitmapscan = off; set enable_seqscan = on;',
    )
    const viaIndex = await count(
      'set enable_seqscan = off; set enable_indexscan = on; set enable_indexonlyscan = on; set enable_bitmapscan = on;',
    )
    if (viaTable !== viaIndex) {
      mismatched++
      ledger.fail(`table ${name} has ${viaTable} rows but its primary key index lists ${viaIndex}`)
    }
  }
  await pg.exec('reset all')
  info(
    `  indexes: ${tables.length} primary keys agree with their tables (${mismatched} mismatched)`,
  )
}

/** `pending`: an upload no form has claimed; it may be incomplete if the server died writing it. */
type Referenced = { key: string; widths: number[]; where: string; pending: boolean }

export async function checkPhotos(pg: PGlite, mediaDir: string, ledger: Ledger): Promise<void> {
  const referenced = new Map<string, Referenced>()
  const collect = (value: unknown, where: string) => {
    if (!value || typeof value !== 'object') return
    const photo = value as { key?: unknown; widths?: unknown }
    if (typeof photo.key === 'string' && Array.isArray(photo.widths)) {
      referenced.set(photo.key, {
        key: photo.key,
        widths: photo.widths as number[],
        where,
        pending: where.startsWith('upload '),
      })
      return
    }
    for (const entry of Object.values(value)) collect(entry, where)
  }
  for (const [table, column] of [
    ['item', 'photo'],
    ['cheat_sheet', 'image'],
    ['upload', 'photo'],
    ['site_settings', 'content'],
    ['trash', 'photos'],
  ] as const) {
    const { rows } = await pg.query<{ id: string; value: unknown }>(
      `select id, ${column} as value from ${table} where ${column} is not null`,
    )
    for (const row of rows) collect(row.value, `${table} ${row.id}`)
  }

  // Every referenced photo has all its files, each a readable WebP.
  let files = 0
  let missing = 0
  for (const photo of referenced.values()) {
    // Never acknowledged: the stale-upload cleanup deletes what was written of it.
    if (photo.pending) continue
    for (const name of ['large.webp', ...photo.widths.map((width) => `${width}.webp`)]) {
      const file = path.join(mediaDir, photo.key, name)
      try {
        const bytes = await readFile(file)
        const metadata = await sharp(bytes).metadata()
        if (metadata.format !== 'webp') throw new Error(`not a WebP (${metadata.format})`)
        files++
      } catch (error) {
        missing++
        ledger.fail(
          `${photo.where}: photo file ${photo.key}/${name} is unreadable: ${(error as Error).message}`,
        )
      }
    }
  }

  // Nothing on disk that no row refers to.
  const orphans: string[] = []
  const leftovers: string[] = []
  const entries = existsSync(mediaDir) ? await readdir(mediaDir) : []
  for (const entry of entries) {
    const full = path.join(mediaDir, entry)
    if (!(await stat(full)).isDirectory()) {
      orphans.push(entry)
      continue
    }
    const names = await readdir(full)
    const photo = referenced.get(entry)
    for (const name of names) {
      const inFlight = photo?.pending === true
      if (!inFlight && name.startsWith('.') && name.endsWith('.tmp'))
        leftovers.push(`${entry}/${name}`)
    }
    if (!photo) {
      const real = names.filter((name) => !name.startsWith('.'))
      orphans.push(`${entry}/ (${real.length ? real.join(', ') : 'no complete file'})`)
      continue
    }
    const expected = new Set(['large.webp', ...photo.widths.map((width) => `${width}.webp`)])
    for (const name of names) {
      if (!name.startsWith('.') && !expected.has(name)) orphans.push(`${entry}/${name}`)
    }
  }
  const orphanProblem = (message: string) => {
    if (ORPHANS_WARN_ONLY) console.warn(`  WARN ${message} (CRASH_TEST_ORPHANS=warn)`)
    else ledger.fail(message)
  }
  if (orphans.length > 0) {
    orphanProblem(
      `${orphans.length} orphaned photo directories or files under media/ (no item, cheat sheet, ` +
        `pending upload or site setting refers to them):\n      ${orphans.join('\n      ')}`,
    )
  }
  if (leftovers.length > 0) {
    orphanProblem(
      `${leftovers.length} temporary files left by interrupted writes:\n      ${leftovers.join('\n      ')}`,
    )
  }
  info(
    `  photos: ${referenced.size} referenced, ${files} files readable, ${missing} missing; ` +
      `${entries.length} directories on disk, ${orphans.length} orphaned, ${leftovers.length} temporary leftovers`,
  )
}
