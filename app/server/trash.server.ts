import { and, eq, getTableColumns, inArray, lt } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { StoredPhoto } from '~/lib/photo-urls'
import { capsuleContents } from './capsule-contents.server'
import { db, type Tx } from './db.server'
import { createId } from './ids.server'
import { deletePhotoFiles } from './images.server'
import { logger } from './logger.server'
import {
  capsule,
  capsuleAnswer,
  capsuleFeedbackState,
  capsuleSend,
  capsuleVisit,
  capsuleWrongPassword,
  cheatSheet,
  cheatSheetItem,
  client,
  inquiry,
  item,
  outfit,
  outfitItem,
  trash,
} from './schema.server'

/** How long a delete can be undone; its rows and photo files are purged after that. */
export const UNDO_WINDOW_MS = 60_000

/** The tables a deleted client or capsule takes along, in the order they are put back. */
const TABLES = {
  client,
  capsule,
  item,
  outfit,
  outfit_item: outfitItem,
  cheat_sheet: cheatSheet,
  cheat_sheet_item: cheatSheetItem,
  // What hangs off a capsule alone (the client's answers, sends, opens, wrong passwords).
  capsule_answer: capsuleAnswer,
  capsule_feedback_state: capsuleFeedbackState,
  capsule_send: capsuleSend,
  capsule_visit: capsuleVisit,
  capsule_wrong_password: capsuleWrongPassword,
} satisfies Record<string, PgTable>

/** The tables above whose rows belong to one capsule (`capsule_id`), snapshotted alike. */
const PER_CAPSULE = {
  capsule_answer: capsuleAnswer,
  capsule_feedback_state: capsuleFeedbackState,
  capsule_send: capsuleSend,
  capsule_visit: capsuleVisit,
  capsule_wrong_password: capsuleWrongPassword,
} as const

type TableName = keyof typeof TABLES

/**
 * Links the foreign keys clear (`on delete set null`) rather than delete: an item stays in the
 * wardrobe when its capsule goes, an inquiry when its client goes. Undo sets them back.
 */
type Relinks = { itemCapsule?: string[]; inquiryClient?: string[] }

type Snapshot = Partial<Record<TableName, Record<string, unknown>[]>> & { relinks?: Relinks }

/** The deleted rows, as they will be written back by an undo. */
type Deleted = { rows: Snapshot; photos: (StoredPhoto | null)[] }

async function snapshotCapsules(tx: Tx, ownerId: string, capsuleIds: string[]): Promise<Deleted> {
  if (capsuleIds.length === 0) return { rows: {}, photos: [] }
  const capsules = await tx
    .select()
    .from(capsule)
    .where(and(eq(capsule.ownerId, ownerId), inArray(capsule.id, capsuleIds)))
  const { outfits, outfitItems, sheets, sheetItems } = await capsuleContents(
    tx,
    ownerId,
    capsuleIds,
  )
  const perCapsule = Object.fromEntries(
    await Promise.all(
      Object.entries(PER_CAPSULE).map(async ([name, table]) => [
        name,
        await tx.select().from(table).where(inArray(table.capsuleId, capsuleIds)),
      ]),
    ),
  ) as Partial<Record<keyof typeof PER_CAPSULE, Record<string, unknown>[]>>
  return {
    rows: {
      capsule: capsules,
      outfit: outfits,
      outfit_item: outfitItems,
      cheat_sheet: sheets,
      cheat_sheet_item: sheetItems,
      ...perCapsule,
    },
    photos: sheets.map((sheet) => sheet.image),
  }
}

async function keep(tx: Tx, ownerId: string, deleted: Deleted): Promise<string> {
  const id = createId()
  const photos = deleted.photos.filter((photo): photo is StoredPhoto => photo !== null)
  await tx.insert(trash).values({ id, ownerId, rows: deleted.rows, photos })
  return id
}

/**
 * Deletes the owner's client with everything of hers (capsules, items, outfits, cheat sheets),
 * keeping a copy in the trash for the undo window. Her photo files stay until the purge.
 * Returns the trash entry's id, or null when there is no such client for this owner.
 */
export async function trashClient(ownerId: string, clientId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(client)
      .where(and(eq(client.ownerId, ownerId), eq(client.id, clientId)))
    if (!row) return null
    const capsuleIds = (
      await tx.select({ id: capsule.id }).from(capsule).where(eq(capsule.clientId, clientId))
    ).map((entry) => entry.id)
    const items = await tx
      .select()
      .from(item)
      .where(and(eq(item.ownerId, ownerId), eq(item.clientId, clientId)))
    const inquiries = await tx
      .select({ id: inquiry.id })
      .from(inquiry)
      .where(and(eq(inquiry.ownerId, ownerId), eq(inquiry.clientId, clientId)))
    const ofCapsules = await snapshotCapsules(tx, ownerId, capsuleIds)
    const id = await keep(tx, ownerId, {
      rows: {
        client: [row],
        ...ofCapsules.rows,
        item: items,
        relinks: { inquiryClient: inquiries.map((entry) => entry.id) },
      },
      photos: [...items.map((entry) => entry.photo), ...ofCapsules.photos],
    })
    await tx.delete(client).where(eq(client.id, clientId))
    return id
  })
}

/** Deletes the owner's capsule (its outfits and cheat sheets; its items stay in the wardrobe), kept for the undo window. */
export async function trashCapsule(ownerId: string, capsuleId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const deleted = await snapshotCapsules(tx, ownerId, [capsuleId])
    if (!deleted.rows.capsule?.length) return null
    const items = await tx
      .select({ id: item.id })
      .from(item)
      .where(and(eq(item.ownerId, ownerId), eq(item.capsuleId, capsuleId)))
    deleted.rows.relinks = { itemCapsule: items.map((entry) => entry.id) }
    const id = await keep(tx, ownerId, deleted)
    await tx.delete(capsule).where(eq(capsule.id, capsuleId))
    return id
  })
}

/** One row of a table that has an owner and belongs to a capsule. */
type OwnedColumns = { ownerId: AnyPgColumn; id: AnyPgColumn; capsuleId: AnyPgColumn }

/** The owner's row `id` (of the capsule `capsuleId`, when given). */
const ownRow = (table: OwnedColumns, ownerId: string, id: string, capsuleId?: string) =>
  and(
    eq(table.ownerId, ownerId),
    eq(table.id, id),
    capsuleId ? eq(table.capsuleId, capsuleId) : undefined,
  )

/**
 * Keeps what `snapshot` read (nothing: null) in the trash and then runs its `remove`, in one
 * transaction; answers the trash entry's id.
 */
function trashOne(
  ownerId: string,
  snapshot: (tx: Tx) => Promise<(Deleted & { remove: () => Promise<unknown> }) | null>,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const deleted = await snapshot(tx)
    if (!deleted) return null
    const id = await keep(tx, ownerId, deleted)
    await deleted.remove()
    return id
  })
}

/**
 * Deletes the owner's item (it leaves its outfits and cheat sheets; the client's answer on it
 * goes too), kept for the undo window. Its photo files stay until the purge.
 */
export function trashItem(ownerId: string, itemId: string): Promise<string | null> {
  return trashOne(ownerId, async (tx) => {
    const rows = await tx
      .select()
      .from(item)
      .where(ownRow(item, ownerId, itemId))
    if (!rows[0]) return null
    return {
      rows: {
        item: rows,
        outfit_item: await tx.select().from(outfitItem).where(eq(outfitItem.itemId, itemId)),
        cheat_sheet_item: await tx
          .select()
          .from(cheatSheetItem)
          .where(eq(cheatSheetItem.itemId, itemId)),
        capsule_answer: await tx
          .select()
          .from(capsuleAnswer)
          .where(eq(capsuleAnswer.itemId, itemId)),
      },
      photos: [rows[0].photo],
      remove: () => tx.delete(item).where(eq(item.id, itemId)),
    }
  })
}

/**
 * Deletes the owner's outfit (its pieces stay in the capsule; the client's answer on it goes
 * too), kept for the undo window. With `capsuleId`, only an outfit of that capsule.
 */
export function trashOutfit(
  ownerId: string,
  outfitId: string,
  capsuleId?: string,
): Promise<string | null> {
  return trashOne(ownerId, async (tx) => {
    const rows = await tx
      .select()
      .from(outfit)
      .where(ownRow(outfit, ownerId, outfitId, capsuleId))
    if (!rows[0]) return null
    return {
      rows: {
        outfit: rows,
        outfit_item: await tx.select().from(outfitItem).where(eq(outfitItem.outfitId, outfitId)),
        capsule_answer: await tx
          .select()
          .from(capsuleAnswer)
          .where(eq(capsuleAnswer.outfitId, outfitId)),
      },
      photos: [],
      remove: () => tx.delete(outfit).where(eq(outfit.id, outfitId)),
    }
  })
}

/**
 * Deletes the owner's cheat sheet (its pieces stay in the capsule), kept for the undo window.
 * Its image's files stay until the purge. With `capsuleId`, only a sheet of that capsule.
 */
export function trashCheatSheet(
  ownerId: string,
  sheetId: string,
  capsuleId?: string,
): Promise<string | null> {
  return trashOne(ownerId, async (tx) => {
    const rows = await tx
      .select()
      .from(cheatSheet)
      .where(ownRow(cheatSheet, ownerId, sheetId, capsuleId))
    if (!rows[0]) return null
    return {
      rows: {
        cheat_sheet: rows,
        cheat_sheet_item: await tx
          .select()
          .from(cheatSheetItem)
          .where(eq(cheatSheetItem.cheatSheetId, sheetId)),
      },
      photos: [rows[0].image],
      remove: () => tx.delete(cheatSheet).where(eq(cheatSheet.id, sheetId)),
    }
  })
}

/** JSON turned timestamps into strings: back to Dates for the table's timestamp columns. */
function revive(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const revived = { ...row }
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = revived[key]
    if (column.dataType === 'date' && typeof value === 'string') revived[key] = new Date(value)
  }
  return revived
}

/** Postgres' foreign key violation: a row put back points at one deleted since. */
const isForeignKeyViolation = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as { code?: unknown }).code === '23503' || isForeignKeyViolation(error.cause))

/**
 * Puts a trashed client, capsule, item, outfit or cheat sheet back exactly as it was (same ids, so links keep
 * working). False when the entry is not the owner's or was already purged or restored, or when
 * what it belonged to was deleted since (an item whose capsule or client has gone).
 */
export async function restoreFromTrash(ownerId: string, trashId: string): Promise<boolean> {
  try {
    return await restore(ownerId, trashId)
  } catch (error) {
    if (isForeignKeyViolation(error)) return false
    throw error
  }
}

async function restore(ownerId: string, trashId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .delete(trash)
      .where(and(eq(trash.ownerId, ownerId), eq(trash.id, trashId)))
      .returning()
    if (!entry) return false
    const rows = entry.rows as Snapshot
    for (const [name, table] of Object.entries(TABLES) as [TableName, PgTable][]) {
      const list = rows[name]
      if (list?.length) await tx.insert(table).values(list.map((row) => revive(table, row)))
    }
    const relinks = rows.relinks ?? {}
    const capsuleId = rows.capsule?.[0]?.id
    if (relinks.itemCapsule?.length && typeof capsuleId === 'string') {
      await tx
        .update(item)
        .set({ capsuleId })
        .where(and(eq(item.ownerId, ownerId), inArray(item.id, relinks.itemCapsule)))
    }
    const clientId = rows.client?.[0]?.id
    if (relinks.inquiryClient?.length && typeof clientId === 'string') {
      await tx
        .update(inquiry)
        .set({ clientId })
        .where(and(eq(inquiry.ownerId, ownerId), inArray(inquiry.id, relinks.inquiryClient)))
    }
    return true
  })
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

let timer: NodeJS.Timeout | undefined

/**
 * Purges now (leftovers from before a restart) and then every undo window, in this process.
 * Several instances may purge at once: each entry is deleted by exactly one of them.
 */
export function startTrashPurge() {
  const run = () => {
    purgeTrash().catch((error: unknown) => logger.error({ err: error }, 'Trash purge failed'))
  }
  run()
  timer ??= setInterval(run, UNDO_WINDOW_MS)
  timer.unref()
}

export function stopTrashPurge() {
  clearInterval(timer)
  timer = undefined
}
