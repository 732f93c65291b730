import { and, asc, eq } from 'drizzle-orm'
import { mine } from '~/domain/mine.server'
import { capsuleContents } from '~/domain/capsule-contents.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { copyPhotoFiles, deletePhotoFiles } from '~/server/images.server'
import { logger } from '~/server/logger.server'
import {
  capsule,
  cheatSheet,
  cheatSheetItem,
  client,
  item,
  outfit,
  outfitItem,
  type StoredPhoto,
} from '~/server/schema.server'

const MAX_NAME = 120
const COPY_SUFFIX = ' (copy)'

/** "{name} (copy)", the name shortened if needed to stay within the longest capsule name. */
export function copyName(name: string): string {
  return `${name.slice(0, MAX_NAME - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`
}

export type DuplicateResult = { ok: true; id: string } | { ok: false; reason: 'missing' | 'client' }

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
 * Duplicates a capsule for the same client or another of the owner's: its items with their
 * photos, its outfits in order, its cheat sheets with their items and collage, and its
 * description (the welcome letter). The copy is a draft without a password, named
 * "{name} (copy)". Photo files are copied under new keys, so the two capsules never share a
 * file: deleting either (or its items, or its client) leaves the other whole. Files are copied
 * before the rows are written (a crash in between leaves unused files, never a missing one).
 */
export async function duplicateCapsule(
  ownerId: string,
  capsuleId: string,
  targetClientId: string,
): Promise<DuplicateResult> {
  const [source] = await db
    .select({
      name: capsule.name,
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
    .where(and(eq(client.ownerId, ownerId), eq(client.id, targetClientId)))
  if (!target) return { ok: false, reason: 'client' }

  const items = await db
    .select()
    .from(item)
    .where(and(eq(item.ownerId, ownerId), eq(item.capsuleId, capsuleId)))
    .orderBy(asc(item.createdAt))
  const {
    outfits,
    outfitItems: outfitPieces,
    sheets,
    sheetItems: sheetPieces,
  } = await capsuleContents(db, ownerId, [capsuleId])

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
      await tx.insert(capsule).values({
        id,
        ownerId,
        clientId: target.id,
        ...source,
        name: copyName(source.name),
        isPublished: false,
        passwordHash: null,
      })
      if (items.length > 0) {
        await tx.insert(item).values(
          items.map((row, index) => ({
            ...row,
            id: itemIds.get(row.id)!,
            clientId: target.id,
            capsuleId: id,
            photo: itemPhotos[index] ?? null,
            // Same order as the original (newest first), a moment later.
            createdAt: new Date(now.getTime() - (items.length - index)),
            updatedAt: now,
          })),
        )
      }
      if (outfits.length > 0) {
        await tx.insert(outfit).values(
          outfits.map((row, index) => ({
            ...row,
            id: outfitIds.get(row.id)!,
            capsuleId: id,
            // Outfits with the same position are listed by creation: keep their order.
            createdAt: new Date(now.getTime() + index),
            updatedAt: now,
          })),
        )
      }
      const pieces = outfitPieces.filter((row) => itemIds.has(row.itemId))
      if (pieces.length > 0) {
        await tx.insert(outfitItem).values(
          pieces.map((row) => ({
            outfitId: outfitIds.get(row.outfitId)!,
            itemId: itemIds.get(row.itemId)!,
            orderIndex: row.orderIndex,
          })),
        )
      }
      if (sheets.length > 0) {
        await tx.insert(cheatSheet).values(
          sheets.map((row, index) => ({
            ...row,
            id: sheetIds.get(row.id)!,
            capsuleId: id,
            image: sheetImages[index] ?? null,
            createdAt: new Date(now.getTime() - (sheets.length - index)),
            updatedAt: now,
          })),
        )
      }
      const sheetRows = sheetPieces.filter((row) => itemIds.has(row.itemId))
      if (sheetRows.length > 0) {
        await tx.insert(cheatSheetItem).values(
          sheetRows.map((row) => ({
            cheatSheetId: sheetIds.get(row.cheatSheetId)!,
            itemId: itemIds.get(row.itemId)!,
            orderIndex: row.orderIndex,
          })),
        )
      }
    })
  } catch (error) {
    await deletePhotoFiles(photos)
    throw error
  }
  return { ok: true, id }
}
