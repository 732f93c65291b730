import { and, eq, lt } from 'drizzle-orm'

import type { StoredPhoto } from '~/lib/photo-urls'
import type { Db, Tx } from '~/server/db.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { deletePhotoFiles, processPhoto, storePhotoFiles } from '~/server/images.server'
import { logger } from '~/server/logger.server'
import { upload } from '~/server/tables.server'

/** How long an uploaded photo waits for its form to be saved before it is thrown away. */
export const UPLOAD_LIFETIME_HOURS = 24

/**
 * Processes and stores a photo picked in a form (its bytes, or the path of the file it was
 * received into), before the form is saved: the form then sends
 * only the returned id, and `claimUpload` turns it into the item's (or cheat sheet's) photo.
 * Throws `PhotoError` for a refused photo. Also clears this owner's uploads older than a day.
 */
export async function createUpload(
  ownerId: string,
  bytes: Buffer | string,
  about: Pick<StoredPhoto, 'madeFrom'> = {},
): Promise<{ id: string; photo: StoredPhoto }> {
  const processed = await processPhoto(bytes)
  const { files } = processed
  const photo: StoredPhoto = { ...processed.photo, ...about }
  // The row is written before the files: if the process dies while they are written, the
  // pending upload still names them, and the stale-upload cleanup deletes them a day later.
  // Files first would leave, after a crash, files that nothing refers to.
  const id = createId()
  await db.insert(upload).values({ id, ownerId, photo })
  try {
    await storePhotoFiles(photo, files)
  } catch (error) {
    await db.delete(upload).where(eq(upload.id, id))
    throw error
  }
  try {
    await deleteStaleUploads(ownerId)
  } catch (error) {
    logger.error({ err: error, ownerId }, 'Could not clear stale uploads')
  }
  return { id, photo }
}

/**
 * Takes an upload for a form being saved: deletes its row and returns its photo, which the
 * caller now owns (it stores it, and deletes its files if it replaces or drops it later).
 * An id that is missing, already claimed or another account's gives null, all alike.
 * Pass the caller's transaction to claim as part of it.
 */
export async function claimUpload(
  ownerId: string,
  uploadId: string,
  tx: Tx | Db = db,
): Promise<StoredPhoto | null> {
  if (!uploadId) return null
  const [row] = await tx
    .delete(upload)
    .where(and(eq(upload.id, uploadId), eq(upload.ownerId, ownerId)))
    .returning({ photo: upload.photo })
  return row?.photo ?? null
}

/**
 * Deletes uploads older than `UPLOAD_LIFETIME_HOURS` (as of `now`) that no form claimed, with
 * their files: one owner's, or everyone's when `ownerId` is omitted (e.g. from a periodic job).
 * Returns how many were deleted.
 */
export async function deleteStaleUploads(ownerId?: string, now = new Date()): Promise<number> {
  const expired = lt(upload.createdAt, new Date(now.getTime() - UPLOAD_LIFETIME_HOURS * 3_600_000))
  const rows = await db
    .delete(upload)
    .where(ownerId ? and(eq(upload.ownerId, ownerId), expired) : expired)
    .returning({ photo: upload.photo })
  await deletePhotoFiles(rows.map((row) => row.photo))
  return rows.length
}
