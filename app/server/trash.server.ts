// The trash: what a delete took, kept for the undo window, put back on Undo, purged after it.
// It knows no feature's tables: each owner hands over its rows as `Taken` (by the database's own
// table and column names) and names the links a foreign key cleared, which its owner ties again.
import { and, eq, getTableColumns, getTableName, lt, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

import type { StoredPhoto } from '~/lib/photo-urls'

import { db, type Tx } from './db.server'
import { createId } from './ids.server'
import { deletePhotoFiles } from './images.server'
import { trash } from './tables.server'

/** How long a delete can be undone; its rows and photo files are purged after that. */
export const UNDO_WINDOW_MS = 60_000

/** Whole rows of one table, by the database's column names, as Undo writes them back. */
export type Taken = { table: string; rows: Record<string, unknown>[] }

/**
 * What a delete takes along: rows in the order they are put back (a row after what it points
 * at), and the photos whose files stay until the purge.
 */
export type Part = { taken: Taken[]; photos: (StoredPhoto | null)[] }

/**
 * Links a foreign key clears (`on delete set null`) rather than deletes, by the feature that ties
 * them again on Undo (an item stays in the wardrobe when its capsule goes).
 */
export type Links = Record<string, unknown>

export type Deleted = Part & { links?: Links }

/** The rows of `table` as a part of a delete; `photos` are the files they hold. */
export function taken(
  table: PgTable,
  rows: Record<string, unknown>[],
  photos: (StoredPhoto | null)[] = [],
): Part {
  const columns = Object.entries(getTableColumns(table))
  const named = rows.map((row) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, row[key] ?? null])),
  )
  return { taken: named.length ? [{ table: getTableName(table), rows: named }] : [], photos }
}

/** The parts of one delete, in order. */
export const together = (...parts: Part[]): Part => ({
  taken: parts.flatMap((part) => part.taken),
  photos: parts.flatMap((part) => part.photos),
})

type Entry = { taken: Taken[]; links?: Links }

/** Keeps `deleted` in the trash for the undo window; returns the trash entry's id. */
export async function keep(tx: Tx, ownerId: string, deleted: Deleted): Promise<string> {
  const id = createId()
  const photos = deleted.photos.filter((photo): photo is StoredPhoto => photo !== null)
  const rows: Entry = { taken: deleted.taken, links: deleted.links }
  await tx.insert(trash).values({ id, ownerId, rows, photos })
  return id
}

/** Postgres' foreign key violation: a row put back points at one deleted since. */
const isForeignKeyViolation = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as { code?: unknown }).code === '23503' || isForeignKeyViolation(error.cause))

/**
 * Puts the owner's trash entry back exactly as it was (same ids, so links keep working), then
 * lets `tie` set back the links it names. False when the entry is not hers or was already purged
 * or restored, or when what it belonged to was deleted since (an item whose client has gone).
 */
export async function takeBack<L extends Links>(
  ownerId: string,
  trashId: string,
  tie: (tx: Tx, links: L) => Promise<void>,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [entry] = await tx
        .delete(trash)
        .where(and(eq(trash.ownerId, ownerId), eq(trash.id, trashId)))
        .returning({ rows: trash.rows })
      if (!entry) return false
      const { taken: parts, links } = entry.rows as Entry
      for (const { table, rows } of parts) {
        // The table's own row type reads each JSON value back into its column's type.
        const name = sql.identifier(table)
        await tx.execute(
          sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${JSON.stringify(rows)}::json)`,
        )
      }
      await tie(tx, (links ?? {}) as L)
      return true
    })
  } catch (error) {
    if (isForeignKeyViolation(error)) return false
    throw error
  }
}

/** Deletes the trash entries older than the undo window, then their photo files. */
export async function purgeTrash(now = new Date()): Promise<number> {
  const purged = await db
    .delete(trash)
    .where(lt(trash.deletedAt, new Date(now.getTime() - UNDO_WINDOW_MS)))
    .returning({ photos: trash.photos })
  await deletePhotoFiles(purged.flatMap((entry) => entry.photos))
  return purged.length
}

/**
 * A delete into the trash, as a feature's intent is handed it by its route: the trash entry's id,
 * or null when the row (of `capsuleId`, when given) is not the owner's.
 */
export type Trasher = (ownerId: string, id: string, capsuleId?: string) => Promise<string | null>
