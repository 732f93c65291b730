import { and, eq, getTableColumns, inArray, isNull, lt } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

import { giftVoucher, invoice, servicePackage } from '~/features/billing/tables.server'
import { capsule, capsuleSend, capsuleVisit, capsuleWrongPassword } from '~/features/capsules/tables.server'
import { cheatSheet, cheatSheetItem } from '~/features/cheat-sheets/tables.server'
import { client } from '~/features/clients/tables.server'
import { closetAudit, closetAuditPiece } from '~/features/closet-audit/tables.server'
import { message, thread } from '~/features/conversation/tables.server'
import { capsuleFeedbackState } from '~/features/conversation/tables.server'
import { feedback } from '~/features/feedback/tables.server'
import { inquiry } from '~/features/inquiries/tables.server'
import { item } from '~/features/items/tables.server'
import { outfit, outfitItem } from '~/features/outfits/tables.server'
import { questionnaire, questionnairePhoto } from '~/features/questionnaire/tables.server'
import type { StoredPhoto } from '~/lib/photo-urls'
import { trash } from '~/server/tables.server'

import { db, type Tx } from './db.server'
import { createId } from './ids.server'
import { deletePhotoFiles } from './images.server'

/** How long a delete can be undone; its rows and photo files are purged after that. */
export const UNDO_WINDOW_MS = 60_000

/** The tables a deleted client or capsule takes along, in the order they are put back. */
export const TABLES = {
  client,
  capsule,
  item,
  outfit,
  outfit_item: outfitItem,
  cheat_sheet: cheatSheet,
  cheat_sheet_item: cheatSheetItem,
  // What hangs off a capsule alone (the client's feedback and conversation, sends, opens, wrong
  // passwords); a thread before its messages.
  feedback,
  thread,
  message,
  capsule_feedback_state: capsuleFeedbackState,
  capsule_send: capsuleSend,
  capsule_visit: capsuleVisit,
  capsule_wrong_password: capsuleWrongPassword,
  // Getting paid: a package, a draft invoice or an unused voucher, each deleted alone.
  service_package: servicePackage,
  invoice,
  gift_voucher: giftVoucher,
  // A client's questionnaires and the photos her client sent with them; her closet audits and
  // each piece's decision (after the pieces).
  questionnaire,
  questionnaire_photo: questionnairePhoto,
  closet_audit: closetAudit,
  closet_audit_piece: closetAuditPiece,
} satisfies Record<string, PgTable>

/** The tables above whose rows belong to one capsule (`capsule_id`), snapshotted alike. */
export const PER_CAPSULE = {
  feedback,
  thread,
  message,
  capsule_feedback_state: capsuleFeedbackState,
  capsule_send: capsuleSend,
  capsule_visit: capsuleVisit,
  capsule_wrong_password: capsuleWrongPassword,
} as const

type TableName = keyof typeof TABLES

/**
 * Links the foreign keys clear (`on delete set null`) rather than delete: an item stays in the
 * wardrobe when its capsule goes, an inquiry or an invoice when its client goes, an invoice or a
 * voucher when its package goes. Undo sets them back.
 */
type Relinks = {
  itemCapsule?: string[]
  /** Alternates (`[item, piece]`) let go when their piece or capsule went. */
  itemAlternate?: [string, string][]
  inquiryClient?: string[]
  invoiceClient?: string[]
  invoicePackage?: string[]
  voucherPackage?: string[]
  /** Pieces archived from a closet audit at `at` (nothing deleted): Undo clears `archived_at`. */
  itemArchived?: { ids: string[]; at: string }
}

type Snapshot = Partial<Record<TableName, Record<string, unknown>[]>> & { relinks?: Relinks }

/** The deleted rows, as they will be written back by an undo. */
export type Deleted = { rows: Snapshot; photos: (StoredPhoto | null)[] }

/** Keeps `deleted` in the trash for the undo window; returns the trash entry's id. */
export async function keep(tx: Tx, ownerId: string, deleted: Deleted): Promise<string> {
  const id = createId()
  const photos = deleted.photos.filter((photo): photo is StoredPhoto => photo !== null)
  await tx.insert(trash).values({ id, ownerId, rows: deleted.rows, photos })
  return id
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
    // After the capsule: joining it again lets go of `alternate_of` (migration 0021). Only an
    // alternate still of no piece, in its piece's capsule, is tied to it again.
    for (const [alternateId, pieceId] of relinks.itemAlternate ?? []) {
      const piece = tx
        .select({ capsuleId: item.capsuleId })
        .from(item)
        .where(and(eq(item.ownerId, ownerId), eq(item.id, pieceId)))
      await tx
        .update(item)
        .set({ alternateOf: pieceId })
        .where(
          and(
            eq(item.ownerId, ownerId),
            eq(item.id, alternateId),
            isNull(item.alternateOf),
            eq(item.capsuleId, piece),
          ),
        )
    }
    if (relinks.itemArchived?.ids.length) {
      const { ids, at } = relinks.itemArchived
      await tx
        .update(item)
        .set({ archivedAt: null })
        .where(
          and(eq(item.ownerId, ownerId), inArray(item.id, ids), eq(item.archivedAt, new Date(at))),
        )
    }
    const clientId = rows.client?.[0]?.id
    if (relinks.inquiryClient?.length && typeof clientId === 'string') {
      await tx
        .update(inquiry)
        .set({ clientId })
        .where(and(eq(inquiry.ownerId, ownerId), inArray(inquiry.id, relinks.inquiryClient)))
    }
    if (relinks.invoiceClient?.length && typeof clientId === 'string') {
      await tx
        .update(invoice)
        .set({ clientId })
        .where(and(eq(invoice.ownerId, ownerId), inArray(invoice.id, relinks.invoiceClient)))
    }
    const packageId = rows.service_package?.[0]?.id
    if (typeof packageId === 'string') {
      if (relinks.invoicePackage?.length) {
        await tx
          .update(invoice)
          .set({ packageId })
          .where(and(eq(invoice.ownerId, ownerId), inArray(invoice.id, relinks.invoicePackage)))
      }
      if (relinks.voucherPackage?.length) {
        await tx
          .update(giftVoucher)
          .set({ packageId })
          .where(
            and(eq(giftVoucher.ownerId, ownerId), inArray(giftVoucher.id, relinks.voucherPackage)),
          )
      }
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
