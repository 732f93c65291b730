// What each delete takes along into the trash (trash.server.ts keeps it for the undo window,
// puts it back and purges it): a client with everything of hers, a capsule with its outfits and
// cheat sheets, an item, an outfit or a cheat sheet.
import { and, eq, inArray, notInArray } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import { mine } from '~/domain/mine.server'
import { invoice } from '~/features/billing/tables.server'
import { capsule } from '~/features/capsules/tables.server'
import { cheatSheet, cheatSheetItem } from '~/features/cheat-sheets/tables.server'
import { client } from '~/features/clients/tables.server'
import { message, thread } from '~/features/conversation/tables.server'
import { feedback } from '~/features/feedback/tables.server'
import { inquiry } from '~/features/inquiries/tables.server'
import { item } from '~/features/items/tables.server'
import { outfit, outfitItem } from '~/features/outfits/tables.server'
import { db, type Tx } from '~/server/db.server'
import { type Deleted, keep, PER_CAPSULE } from '~/server/trash.server'

import { capsuleContents } from './capsule-contents.server'
import { snapshotIntake } from './intake-trash.server'

async function snapshotCapsules(tx: Tx, ownerId: string, capsuleIds: string[]): Promise<Deleted> {
  if (capsuleIds.length === 0) return { rows: {}, photos: [] }
  const capsules = await tx
    .select()
    .from(capsule)
    .where(mine(capsule, ownerId, capsuleIds))
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
    const invoices = await tx
      .select({ id: invoice.id })
      .from(invoice)
      .where(and(eq(invoice.ownerId, ownerId), eq(invoice.clientId, clientId)))
    const ofCapsules = await snapshotCapsules(tx, ownerId, capsuleIds)
    const ofIntake = await snapshotIntake(tx, ownerId, clientId)
    const id = await keep(tx, ownerId, {
      rows: {
        client: [row],
        ...ofCapsules.rows,
        ...ofIntake.rows,
        item: items,
        relinks: {
          inquiryClient: inquiries.map((entry) => entry.id),
          invoiceClient: invoices.map((entry) => entry.id),
        },
      },
      photos: [...items.map((entry) => entry.photo), ...ofCapsules.photos, ...ofIntake.photos],
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
      .select({ id: item.id, alternateOf: item.alternateOf })
      .from(item)
      .where(and(eq(item.ownerId, ownerId), eq(item.capsuleId, capsuleId)))
    deleted.rows.relinks = {
      itemCapsule: items.map((entry) => entry.id),
      itemAlternate: alternateLinks(items),
    }
    const id = await keep(tx, ownerId, deleted)
    await tx.delete(capsule).where(eq(capsule.id, capsuleId))
    return id
  })
}

/** Which items are alternates of which piece, as Undo ties them again. */
const alternateLinks = (rows: { id: string; alternateOf: string | null }[]) =>
  rows.flatMap((row): [string, string][] => (row.alternateOf ? [[row.id, row.alternateOf]] : []))

/** The alternates of these pieces that stay (their link goes with the pieces, Undo restores it). */
async function alternatesLeft(tx: Tx, pieceIds: string[]) {
  const rows = await tx
    .select({ id: item.id, alternateOf: item.alternateOf })
    .from(item)
    .where(and(inArray(item.alternateOf, pieceIds), notInArray(item.id, pieceIds)))
  return { itemAlternate: alternateLinks(rows) }
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

/** The conversation about a piece (its threads and their messages), as the trash keeps it. */
async function conversationOf(tx: Tx, piece: AnyPgColumn, ids: string[]) {
  const threads = await tx.select().from(thread).where(inArray(piece, ids))
  const threadIds = threads.map((row) => row.id)
  return {
    thread: threads,
    message: threadIds.length
      ? await tx.select().from(message).where(inArray(message.threadId, threadIds))
      : [],
  }
}

/**
 * Deletes the owner's item (it leaves its outfits and cheat sheets; the client's feedback and
 * conversation about it go too), kept for the undo window. Its photo files stay until the purge.
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
        feedback: await tx.select().from(feedback).where(eq(feedback.itemId, itemId)),
        ...(await conversationOf(tx, thread.itemId, [itemId])),
        relinks: await alternatesLeft(tx, [itemId]),
      },
      photos: [rows[0].photo],
      remove: () => tx.delete(item).where(eq(item.id, itemId)),
    }
  })
}

/**
 * Deletes chosen items of one of the owner's capsules at once (as `trashItem` each), kept as one
 * trash entry for the undo window, so one Undo brings them all back. Every id must be an item of
 * that capsule of hers; otherwise nothing is deleted (null), a stranger's id as a missing one.
 */
export function trashItems(
  ownerId: string,
  capsuleId: string,
  itemIds: string[],
): Promise<string | null> {
  const ids = [...new Set(itemIds)]
  return trashOne(ownerId, async (tx) => {
    const rows = await tx
      .select()
      .from(item)
      .where(and(mine(item, ownerId, ids), eq(item.capsuleId, capsuleId)))
      .for('update')
    if (ids.length === 0 || rows.length !== ids.length) return null
    return {
      rows: {
        item: rows,
        outfit_item: await tx.select().from(outfitItem).where(inArray(outfitItem.itemId, ids)),
        cheat_sheet_item: await tx
          .select()
          .from(cheatSheetItem)
          .where(inArray(cheatSheetItem.itemId, ids)),
        feedback: await tx.select().from(feedback).where(inArray(feedback.itemId, ids)),
        ...(await conversationOf(tx, thread.itemId, ids)),
        relinks: await alternatesLeft(tx, ids),
      },
      photos: rows.map((row) => row.photo),
      remove: () => tx.delete(item).where(inArray(item.id, ids)),
    }
  })
}

/**
 * Deletes the owner's outfit (its pieces stay in the capsule; the client's feedback and
 * conversation about it go too), kept for the undo window. With `capsuleId`, only an outfit of
 * that capsule.
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
        feedback: await tx.select().from(feedback).where(eq(feedback.outfitId, outfitId)),
        ...(await conversationOf(tx, thread.outfitId, [outfitId])),
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
