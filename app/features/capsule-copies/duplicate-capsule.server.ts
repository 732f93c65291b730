// Duplicating a capsule, for another season or another client: its pieces, outfits and cheat
// sheets copied through their owners' public faces (read from their views, written by their
// functions), with new photo files.
import { and, asc, eq, inArray } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import type { DuplicateCapsuleInput } from '~/features/capsules'
import { capsuleView as capsule, insertCapsuleCopy } from '~/features/capsules/index.server'
import {
  cheatSheetItemView as cheatSheetItem,
  cheatSheetView as cheatSheet,
  insertCheatSheetCopies,
} from '~/features/cheat-sheets/index.server'
import { clientView as client } from '~/features/clients/index.server'
import { insertPieceCopies, pieceOrder, pieceView as item } from '~/features/items/index.server'
import {
  insertOutfitCopies,
  outfitItemView as outfitItem,
  outfitView as outfit,
} from '~/features/outfits/index.server'
import { isToBuy } from '~/lib/ownership'
import { type StoredPhoto } from '~/lib/photo-urls'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { copyPhotoFiles, deletePhotoFiles } from '~/server/images.server'
import { logger } from '~/server/logger.server'

export type DuplicateResult = { ok: true; id: string } | { ok: false; reason: 'missing' | 'client' }

/** The capsule's outfits (in her order) and cheat sheets (oldest first), with their pieces. */
async function contentsOf(ownerId: string, capsuleId: string) {
  const outfits = await db
    .select()
    .from(outfit)
    .where(and(eq(outfit.ownerId, ownerId), eq(outfit.capsuleId, capsuleId)))
    .orderBy(asc(outfit.orderIndex), asc(outfit.createdAt))
  const sheets = await db
    .select()
    .from(cheatSheet)
    .where(and(eq(cheatSheet.ownerId, ownerId), eq(cheatSheet.capsuleId, capsuleId)))
    .orderBy(asc(cheatSheet.createdAt))
  const outfitIds = outfits.map((row) => row.id)
  const sheetIds = sheets.map((row) => row.id)
  const outfitPieces = outfitIds.length
    ? await db.select().from(outfitItem).where(inArray(outfitItem.outfitId, outfitIds))
    : []
  const sheetPieces = sheetIds.length
    ? await db.select().from(cheatSheetItem).where(inArray(cheatSheetItem.cheatSheetId, sheetIds))
    : []
  return { outfits, outfitPieces, sheets, sheetPieces }
}

/** Photos copied a few at a time: each holds its files in memory while copied. */
const PARALLEL_COPIES = 4

async function copyPhotos(photos: (StoredPhoto | null)[]): Promise<(StoredPhoto | null)[]> {
  const copies: (StoredPhoto | null)[] = new Array(photos.length).fill(null)
  let next = 0
  const worker = async () => {
    while (next < photos.length) {
      const index = next++
      const photo = photos[index]
      if (!photo) continue
      copies[index] = await copyPhotoFiles(photo)
      if (!copies[index]) logger.warn({ key: photo.key }, 'A photo to copy has missing files')
    }
  }
  try {
    await Promise.all(Array.from({ length: PARALLEL_COPIES }, worker))
  } catch (error) {
    await deletePhotoFiles(copies)
    throw error
  }
  return copies
}

/**
 * Duplicates a capsule, named as she chose, for the same client or another of the owner's: the
 * pieces she keeps (all but `leaveOut`; ids that are not its pieces change nothing, whoever's
 * they are) with their photos, its outfits in order (with the pieces copied), its cheat sheets
 * with their items and collage, and its description (the welcome letter) unless she clears it.
 * For another client, the first client's own pieces (not on her shopping list) are never copied
 * as Owned: left out, or copied as To buy. The copy is a draft without a password. Photo files
 * are copied under new keys, so the two capsules never share a file: deleting either (or its
 * items, or its client) leaves the other whole. Files are copied before the rows are written (a
 * crash in between leaves unused files, never a missing one).
 */
export async function duplicateCapsule(
  ownerId: string,
  capsuleId: string,
  input: DuplicateCapsuleInput,
): Promise<DuplicateResult> {
  const [source] = await db
    .select({
      clientId: capsule.clientId,
      description: capsule.description,
      budgetText: capsule.budgetText,
      budgetAmount: capsule.budgetAmount,
      budgetCurrency: capsule.budgetCurrency,
    })
    .from(capsule)
    .where(mine(capsule, ownerId, capsuleId))
  if (!source) return { ok: false, reason: 'missing' }
  const [target] = await db
    .select({ id: client.id })
    .from(client)
    .where(and(eq(client.ownerId, ownerId), eq(client.id, input.clientId)))
  if (!target) return { ok: false, reason: 'client' }

  const forAnother = target.id !== source.clientId
  const leftOut = new Set(input.leaveOut)
  const items = (
    await db
      .select()
      .from(item)
      .where(and(mine(item, ownerId), eq(item.capsuleId, capsuleId)))
      .orderBy(...pieceOrder)
  ).flatMap((row) => {
    if (leftOut.has(row.id)) return []
    if (!forAnother || isToBuy(row.ownership, true)) return [row]
    return input.ownedPieces === 'to-buy' ? [{ ...row, ownership: 'to_buy' as const }] : []
  })
  const { outfits, outfitPieces, sheets, sheetPieces } = await contentsOf(ownerId, capsuleId)

  const photos = await copyPhotos([
    ...items.map((row) => row.photo),
    ...sheets.map((row) => row.image),
  ])
  const itemPhotos = photos.slice(0, items.length)
  const sheetImages = photos.slice(items.length)

  const id = createId()
  const itemIds = new Map(items.map((row) => [row.id, createId()]))
  const outfitIds = new Map(outfits.map((row) => [row.id, createId()]))
  const sheetIds = new Map(sheets.map((row) => [row.id, createId()]))
  const now = new Date()
  try {
    await db.transaction(async (tx) => {
      await insertCapsuleCopy(tx, {
        id,
        ownerId,
        ...source,
        clientId: target.id,
        name: input.name,
        description: input.clearLetter ? null : source.description,
        isPublished: false,
        passwordHash: null,
      })
      await insertPieceCopies(
        tx,
        items.map((row, index) => ({
          ...row,
          id: itemIds.get(row.id)!,
          clientId: target.id,
          capsuleId: id,
          photo: itemPhotos[index] ?? null,
          // A copy backs up the copy of its piece; with its piece left out, it is a piece itself.
          alternateOf: row.alternateOf ? (itemIds.get(row.alternateOf) ?? null) : null,
          // In the original's order: her places, and equal places newest first.
          position: index,
          createdAt: new Date(now.getTime() - index),
          updatedAt: now,
        })),
      )
      await insertOutfitCopies(
        tx,
        outfits.map((row, index) => ({
          ...row,
          id: outfitIds.get(row.id)!,
          capsuleId: id,
          // Outfits with the same position are listed by creation: keep their order.
          createdAt: new Date(now.getTime() + index),
          updatedAt: now,
        })),
        outfitPieces
          .filter((row) => itemIds.has(row.itemId))
          .map((row) => ({
            outfitId: outfitIds.get(row.outfitId)!,
            itemId: itemIds.get(row.itemId)!,
            orderIndex: row.orderIndex,
          })),
      )
      await insertCheatSheetCopies(
        tx,
        sheets.map((row, index) => ({
          ...row,
          id: sheetIds.get(row.id)!,
          capsuleId: id,
          image: sheetImages[index] ?? null,
          createdAt: new Date(now.getTime() - (sheets.length - index)),
          updatedAt: now,
        })),
        sheetPieces
          .filter((row) => itemIds.has(row.itemId))
          .map((row) => ({
            cheatSheetId: sheetIds.get(row.cheatSheetId)!,
            itemId: itemIds.get(row.itemId)!,
            orderIndex: row.orderIndex,
          })),
      )
    })
  } catch (error) {
    await deletePhotoFiles(photos)
    throw error
  }
  return { ok: true, id }
}
