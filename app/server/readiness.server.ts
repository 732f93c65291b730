import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { sql } from 'drizzle-orm'

import { type Db, migrationsFolder } from './db.server'
import { rowsOf } from './open-database.server'

export type Readiness = { ready: true } | { ready: false; reason: string }

type Journal = { entries: { tag: string; when: number }[] }

/** The newest committed migration: drizzle records its `when` as `created_at` once applied. */
async function latestMigration(folder: string): Promise<{ tag: string; when: number } | null> {
  const journal = JSON.parse(
    await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal
  return journal.entries.reduce<{ tag: string; when: number } | null>(
    (latest, entry) => (!latest || entry.when > latest.when ? entry : latest),
    null,
  )
}

async function check(db: Db, folder: string): Promise<Readiness> {
  await db.execute(sql`select 1`)
  const latest = await latestMigration(folder)
  if (!latest) return { ready: true }
  const applied = await rowsOf(
    db,
    sql`select 1 as applied from drizzle.__drizzle_migrations where created_at = ${latest.when} limit 1`,
  )
  return applied.length > 0
    ? { ready: true }
    : { ready: false, reason: `migration ${latest.tag} is not applied` }
}

/**
 * Whether this instance can serve: the database answers `select 1` and the newest migration in
 * `drizzle/meta/_journal.json` is recorded in `drizzle.__drizzle_migrations`. A database that
 * does not answer within `timeoutMs` counts as unreachable.
 */
export async function checkReadiness({
  db,
  folder = migrationsFolder,
  timeoutMs = 3000,
}: {
  db: Db
  folder?: string
  timeoutMs?: number
}): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(
      () => resolve({ ready: false, reason: 'the database did not answer in time' }),
      timeoutMs,
    )
  })
  try {
    return await Promise.race([
      check(db, folder).catch((error: unknown): Readiness => ({
        ready: false,
        reason: error instanceof Error ? error.message : String(error),
      })),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}
