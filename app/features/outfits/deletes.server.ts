// What a delete takes of the outfits into the trash: a capsule's outfits with their pieces, one
// outfit, or the places of deleted items in outfits.
import { and, asc, eq, inArray } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import type { Tx } from '~/server/db.server'
import { type Part, taken, together } from '~/server/trash.server'

import { outfit, outfitItem } from './tables.server'

/** The owner's outfits of these capsules, with their pieces. */
export async function takeOutfitsOf(tx: Tx, ownerId: string, capsuleIds: string[]): Promise<Part> {
  if (capsuleIds.length === 0) return together()
  const outfits = await tx
    .select()
    .from(outfit)
    .where(and(eq(outfit.ownerId, ownerId), inArray(outfit.capsuleId, capsuleIds)))
    .orderBy(asc(outfit.orderIndex), asc(outfit.createdAt))
  const ids = outfits.map((row) => row.id)
  const pieces = ids.length
    ? await tx.select().from(outfitItem).where(inArray(outfitItem.outfitId, ids))
    : []
  return together(taken(outfit, outfits), taken(outfitItem, pieces))
}

/**
 * The owner's outfit (of `capsuleId`, when given) with its pieces, and how to delete it; null
 * when there is none of hers.
 */
export async function takeOutfit(tx: Tx, ownerId: string, outfitId: string, capsuleId?: string) {
  const rows = await tx
    .select()
    .from(outfit)
    .where(
      and(mine(outfit, ownerId, outfitId), capsuleId ? eq(outfit.capsuleId, capsuleId) : undefined),
    )
  if (!rows[0]) return null
  const pieces = await tx.select().from(outfitItem).where(eq(outfitItem.outfitId, outfitId))
  return {
    ...together(taken(outfit, rows), taken(outfitItem, pieces)),
    remove: () => tx.delete(outfit).where(eq(outfit.id, outfitId)),
  }
}

/** Where these items stand in outfits (they leave them when deleted). */
export async function takeOutfitPlaces(tx: Tx, itemIds: string[]): Promise<Part> {
  return taken(
    outfitItem,
    await tx.select().from(outfitItem).where(inArray(outfitItem.itemId, itemIds)),
  )
}
