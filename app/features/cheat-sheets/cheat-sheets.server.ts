import { and, type AnyColumn, desc, eq, inArray, sql } from 'drizzle-orm'

import { myCapsule } from '~/features/capsules/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { db, type Tx } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { deletePhotoFiles } from '~/server/images.server'
import { claimUpload } from '~/server/uploads.server'

import type { CheatSheetInput } from './schema'
import { cheatSheet, cheatSheetItem } from './tables.server'
import type { CheatSheet } from './types'

/** The columns of a `CheatSheet` (its items are read apart). */
const sheetColumns = {
  id: cheatSheet.id,
  name: cheatSheet.name,
  description: cheatSheet.description,
  image: cheatSheet.image,
} satisfies Record<Exclude<keyof CheatSheet, 'itemIds' | 'itemCount'>, AnyColumn>

/** A capsule's cheat sheets, newest first, each with its item ids in order: one statement. */
export async function listCheatSheets(ownerId: string, capsuleId: string): Promise<CheatSheet[]> {
  // An item moved to another capsule (from the all-items page) leaves the sheet's view too.
  const pieces = db
    .select({ itemId: cheatSheetItem.itemId, orderIndex: cheatSheetItem.orderIndex })
    .from(cheatSheetItem)
    .innerJoin(item, eq(item.id, cheatSheetItem.itemId))
    .where(
      and(
        eq(cheatSheetItem.cheatSheetId, cheatSheet.id),
        eq(item.ownerId, ownerId),
        eq(item.capsuleId, capsuleId),
      ),
    )
    .as('pieces')
  const sheets = await db
    .select({
      ...sheetColumns,
      itemIds: sql<string[]>`(
        select coalesce(array_agg(${pieces.itemId} order by ${pieces.orderIndex}), '{}')
        from ${pieces})`,
    })
    .from(cheatSheet)
    .where(and(eq(cheatSheet.ownerId, ownerId), eq(cheatSheet.capsuleId, capsuleId)))
    .orderBy(desc(cheatSheet.createdAt), desc(cheatSheet.id))
  return sheets.map((sheet) => ({ ...sheet, itemCount: sheet.itemIds.length }))
}

/** Thrown inside a save's transaction (rolling it back) when a picked item may not be used. */
export class CheatSheetItemsError extends Error {
  override name = 'CheatSheetItemsError'
}

/**
 * Replaces every item of a sheet with `itemIds`, numbered 0..n-1 in that order: the existing
 * rows are deleted, then the new list inserted, within the caller's transaction. Each item must
 * belong to the sheet's owner and to the sheet's capsule; otherwise `CheatSheetItemsError` is
 * thrown before anything is written (which also rolls the caller's transaction back).
 */
export async function replaceCheatSheetItems(
  tx: Tx,
  sheetId: string,
  itemIds: string[],
): Promise<void> {
  const ids = [...new Set(itemIds)]
  const [sheet] = await tx
    .select({ ownerId: cheatSheet.ownerId, capsuleId: cheatSheet.capsuleId })
    .from(cheatSheet)
    .where(eq(cheatSheet.id, sheetId))
  if (!sheet) throw new CheatSheetItemsError('The cheat sheet does not exist.')
  if (ids.length > 0) {
    const found = await tx
      .select({ id: item.id })
      .from(item)
      .where(
        and(
          inArray(item.id, ids),
          eq(item.ownerId, sheet.ownerId),
          eq(item.capsuleId, sheet.capsuleId),
        ),
      )
    if (found.length !== ids.length) {
      throw new CheatSheetItemsError('Some items are not in the cheat sheet’s capsule.')
    }
  }
  await tx.delete(cheatSheetItem).where(eq(cheatSheetItem.cheatSheetId, sheetId))
  if (ids.length > 0) {
    await tx
      .insert(cheatSheetItem)
      .values(ids.map((itemId, orderIndex) => ({ cheatSheetId: sheetId, itemId, orderIndex })))
  }
}

export const UPLOAD_EXPIRED = 'This image upload has expired. Please choose the image again.'

export type CheatSheetSaveResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'items' }
  | { ok: false; reason: 'upload'; message: string }

/** Runs a save, turning refused items into a result (the transaction is rolled back). */
async function refusingItems<T>(
  save: () => Promise<T>,
): Promise<T | { result: CheatSheetSaveResult }> {
  try {
    return await save()
  } catch (error) {
    if (error instanceof CheatSheetItemsError) return { result: { ok: false, reason: 'items' } }
    throw error
  }
}

/** Creates a sheet in one of the owner's capsules, with its image upload and its items. */
export async function createCheatSheet(
  ownerId: string,
  capsuleId: string,
  input: CheatSheetInput,
): Promise<CheatSheetSaveResult> {
  const outcome = await refusingItems(() =>
    db.transaction(async (tx) => {
      if (!(await myCapsule(ownerId, capsuleId, { tx })))
        return { result: { ok: false, reason: 'missing' } as const }
      const image = input.imageUpload ? await claimUpload(ownerId, input.imageUpload, tx) : null
      if (input.imageUpload && !image) {
        return { result: { ok: false, reason: 'upload', message: UPLOAD_EXPIRED } as const }
      }
      const id = createId()
      await tx.insert(cheatSheet).values({
        id,
        ownerId,
        capsuleId,
        name: input.name,
        description: input.description,
        image,
      })
      await replaceCheatSheetItems(tx, id, input.itemIds)
      return { result: { ok: true, id } as const }
    }),
  )
  return outcome.result
}

/**
 * Updates a sheet of this capsule: its fields, its items (replaced as a whole) and its image,
 * which is replaced by a new upload, removed on request, or kept. `updatedAt` moves to now.
 * Image files no longer used are deleted once the change is saved.
 */
export async function updateCheatSheet(
  ownerId: string,
  capsuleId: string,
  id: string,
  input: CheatSheetInput,
): Promise<CheatSheetSaveResult> {
  const outcome = await refusingItems(() =>
    db.transaction(async (tx) => {
      const scope = and(
        eq(cheatSheet.ownerId, ownerId),
        eq(cheatSheet.capsuleId, capsuleId),
        eq(cheatSheet.id, id),
      )
      const [current] = await tx
        .select({ image: cheatSheet.image })
        .from(cheatSheet)
        .where(scope)
        .for('update')
      if (!current) return { result: { ok: false, reason: 'missing' } as const }
      const image = input.imageUpload
        ? await claimUpload(ownerId, input.imageUpload, tx)
        : undefined
      if (input.imageUpload && !image) {
        return { result: { ok: false, reason: 'upload', message: UPLOAD_EXPIRED } as const }
      }
      const nextImage = image ?? (input.imageUploadRemove ? null : current.image)
      await tx
        .update(cheatSheet)
        .set({
          name: input.name,
          description: input.description,
          image: nextImage,
          updatedAt: new Date(),
        })
        .where(scope)
      await replaceCheatSheetItems(tx, id, input.itemIds)
      const unused = current.image && current.image.key !== nextImage?.key ? current.image : null
      return { result: { ok: true, id } as const, unused }
    }),
  )
  if ('unused' in outcome && outcome.unused) await deletePhotoFiles([outcome.unused])
  return outcome.result
}
