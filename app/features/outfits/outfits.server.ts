import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'

import { myCapsule } from '~/features/capsules/index.server'
import { pieceSummaryColumns } from '~/features/items/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import type { OutfitUpdate } from './schema'
import { outfit, outfitItem } from './tables.server'
import type { OutfitDetail, OutfitItem, OutfitPreviewPhoto, OutfitSummary } from './types'

/** How many photos an outfit card shows. */
export const PREVIEW_PHOTOS = 4

const ownOutfit = (ownerId: string, outfitId: string) =>
  and(eq(outfit.ownerId, ownerId), eq(outfit.id, outfitId))

/**
 * The outfits of one of the owner's capsules, by order_index then age, each with its item count,
 * the photos of its first items (at most 4 per outfit) and the names of its pieces the last stock
 * check found sold out: one statement.
 */
export async function listOutfits(ownerId: string, capsuleId: string): Promise<OutfitSummary[]> {
  const previews = db
    .select({
      itemId: item.id,
      name: item.name,
      photo: item.photo,
      orderIndex: outfitItem.orderIndex,
    })
    .from(outfitItem)
    .innerJoin(item, eq(item.id, outfitItem.itemId))
    .where(
      and(eq(outfitItem.outfitId, outfit.id), eq(item.ownerId, ownerId), isNotNull(item.photo)),
    )
    .orderBy(asc(outfitItem.orderIndex), asc(item.id))
    .limit(PREVIEW_PHOTOS)
    .as('preview')
  return db
    .select({
      id: outfit.id,
      name: outfit.name,
      description: outfit.description,
      // Qualified by hand: in a one-table select Drizzle writes bare column names.
      itemCount: sql<number>`(select count(*)::int from ${outfitItem} where ${outfitItem}."outfit_id" = ${outfit}."id")`,
      previewPhotos: sql<OutfitPreviewPhoto[]>`(
        select coalesce(json_agg(json_build_object(
          'itemId', ${previews.itemId}, 'name', ${previews.name}, 'photo', ${previews.photo}
        ) order by ${previews.orderIndex}, ${previews.itemId}), '[]')
        from ${previews})`,
      soldOut: sql<string[]>`(
        select coalesce(json_agg(${item.name} order by ${outfitItem}."order_index"), '[]')
        from ${outfitItem} join ${item} on ${item.id} = ${outfitItem}."item_id"
        where ${outfitItem}."outfit_id" = ${outfit}."id" and ${item.stockStatus} = 'sold_out')`,
    })
    .from(outfit)
    .where(and(eq(outfit.ownerId, ownerId), eq(outfit.capsuleId, capsuleId)))
    .orderBy(asc(outfit.orderIndex), asc(outfit.createdAt), asc(outfit.id))
}

/** The items of an outfit in their order (the caller has checked the outfit is the owner's). */
async function outfitItems(ownerId: string, outfitId: string): Promise<OutfitItem[]> {
  return db
    .select(pieceSummaryColumns)
    .from(outfitItem)
    .innerJoin(item, eq(item.id, outfitItem.itemId))
    .where(and(eq(outfitItem.outfitId, outfitId), eq(item.ownerId, ownerId)))
    .orderBy(asc(outfitItem.orderIndex), asc(item.id))
}

/** One outfit of one of the owner's capsules with its items in order, or null. */
export async function getOutfit(
  ownerId: string,
  capsuleId: string,
  outfitId: string,
): Promise<OutfitDetail | null> {
  const [row] = await db
    .select({
      id: outfit.id,
      capsuleId: outfit.capsuleId,
      name: outfit.name,
      description: outfit.description,
    })
    .from(outfit)
    .where(and(ownOutfit(ownerId, outfitId), eq(outfit.capsuleId, capsuleId)))
  if (!row) return null
  return { ...row, items: await outfitItems(ownerId, row.id) }
}

/** True when the outfit exists, is the owner's and belongs to that capsule. */
export async function outfitExists(
  ownerId: string,
  capsuleId: string,
  outfitId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: outfit.id })
    .from(outfit)
    .where(and(ownOutfit(ownerId, outfitId), eq(outfit.capsuleId, capsuleId)))
  return Boolean(row)
}

/** A new, empty outfit (order_index 0) in one of the owner's capsules; null if it is not hers. */
export async function createOutfit(
  ownerId: string,
  capsuleId: string,
  name: string,
): Promise<{ id: string } | null> {
  return createOutfitWithItems(ownerId, capsuleId, { name })
}

/** An outfit to create: its text, its items in order and its place among the capsule's outfits. */
export type NewOutfit = {
  name: string
  description?: string | null
  /** In outfit order; a repeated id keeps its first place. */
  itemIds?: string[]
  /** Outfits are listed by order_index, then age (0 by default, as New Outfit makes them). */
  orderIndex?: number
}

/**
 * A new outfit with its items in the order given, in one of the owner's capsules, written in one
 * transaction whatever the number of items. Null, and nothing written, if the capsule is not hers
 * or an item is not hers and in that capsule.
 */
export async function createOutfitWithItems(
  ownerId: string,
  capsuleId: string,
  { name, description = null, itemIds = [], orderIndex = 0 }: NewOutfit,
): Promise<{ id: string } | null> {
  const ids = [...new Set(itemIds)]
  return db.transaction(async (tx) => {
    if (!(await myCapsule(ownerId, capsuleId, { tx, lock: true }))) return null
    if (ids.length > 0) {
      const found = await tx
        .select({ id: item.id })
        .from(item)
        .where(and(eq(item.ownerId, ownerId), eq(item.capsuleId, capsuleId), inArray(item.id, ids)))
      if (found.length !== ids.length) return null
    }
    const id = createId()
    await tx.insert(outfit).values({ id, ownerId, capsuleId, name, description, orderIndex })
    if (ids.length > 0) {
      await tx
        .insert(outfitItem)
        .values(ids.map((itemId, index) => ({ outfitId: id, itemId, orderIndex: index })))
    }
    return { id }
  })
}

/** Changes the fields given (name and/or description). False if the outfit is not the owner's. */
export async function updateOutfit(
  ownerId: string,
  outfitId: string,
  patch: OutfitUpdate,
): Promise<boolean> {
  const rows = await db
    .update(outfit)
    .set({
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.description === undefined ? {} : { description: patch.description }),
      updatedAt: new Date(),
    })
    .where(ownOutfit(ownerId, outfitId))
    .returning({ id: outfit.id })
  return rows.length > 0
}

export type AddOutfitItemResult = 'added' | 'duplicate' | 'missing'

/**
 * Adds an item at the end of the outfit (highest order_index + 1, or 0 when empty). The item must
 * be the owner's and in the outfit's capsule ('missing' otherwise, as for a missing outfit); an
 * item already in the outfit is refused ('duplicate') by the (outfit, item) primary key.
 */
export async function addOutfitItem(
  ownerId: string,
  outfitId: string,
  itemId: string,
): Promise<AddOutfitItemResult> {
  return db.transaction(async (tx) => {
    // Locking the outfit row serialises concurrent adds, so two never get the same position.
    const [target] = await tx
      .select({ capsuleId: outfit.capsuleId })
      .from(outfit)
      .where(ownOutfit(ownerId, outfitId))
      .for('update')
    if (!target) return 'missing'
    const [candidate] = await tx
      .select({ id: item.id })
      .from(item)
      .where(
        and(eq(item.ownerId, ownerId), eq(item.id, itemId), eq(item.capsuleId, target.capsuleId)),
      )
    if (!candidate) return 'missing'
    const inserted = await tx
      .insert(outfitItem)
      .values({
        outfitId,
        itemId,
        orderIndex: sql`(select coalesce(max(${outfitItem.orderIndex}) + 1, 0) from ${outfitItem} where ${outfitItem.outfitId} = ${outfitId})`,
      })
      .onConflictDoNothing({ target: [outfitItem.outfitId, outfitItem.itemId] })
      .returning({ itemId: outfitItem.itemId })
    if (inserted.length === 0) return 'duplicate'
    await tx.update(outfit).set({ updatedAt: new Date() }).where(ownOutfit(ownerId, outfitId))
    return 'added'
  })
}

/** Takes an item out of the outfit. False if the outfit is not the owner's or lacks the item. */
export async function removeOutfitItem(
  ownerId: string,
  outfitId: string,
  itemId: string,
): Promise<boolean> {
  const owned = db.select({ id: outfit.id }).from(outfit).where(ownOutfit(ownerId, outfitId))
  const rows = await db
    .delete(outfitItem)
    .where(
      and(
        eq(outfitItem.outfitId, outfitId),
        eq(outfitItem.itemId, itemId),
        inArray(outfitItem.outfitId, owned),
      ),
    )
    .returning({ itemId: outfitItem.itemId })
  return rows.length > 0
}

export type ReorderResult = 'ok' | 'missing' | 'mismatch'

/**
 * Puts the outfit's items in the given order, rewriting every position as 0..n-1 in one
 * transaction. `itemIds` must be exactly the outfit's current items, each once ('mismatch'
 * otherwise, changing nothing), so an order built from a stale page never drops or revives one.
 */
export async function reorderOutfitItems(
  ownerId: string,
  outfitId: string,
  itemIds: string[],
): Promise<ReorderResult> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: outfit.id })
      .from(outfit)
      .where(ownOutfit(ownerId, outfitId))
      .for('update')
    if (!target) return 'missing'
    const current = await tx
      .select({ itemId: outfitItem.itemId })
      .from(outfitItem)
      .where(eq(outfitItem.outfitId, outfitId))
    const currentIds = new Set(current.map((row) => row.itemId))
    const sameSet =
      itemIds.length === currentIds.size &&
      new Set(itemIds).size === itemIds.length &&
      itemIds.every((id) => currentIds.has(id))
    if (!sameSet) return 'mismatch'
    if (itemIds.length === 0) return 'ok'

    const position = sql.join(
      itemIds.map((id, index) => sql`when ${id} then ${index}::integer`),
      sql` `,
    )
    await tx
      .update(outfitItem)
      .set({ orderIndex: sql`case ${outfitItem.itemId} ${position} end` })
      .where(and(eq(outfitItem.outfitId, outfitId), inArray(outfitItem.itemId, itemIds)))
    await tx.update(outfit).set({ updatedAt: new Date() }).where(ownOutfit(ownerId, outfitId))
    return 'ok'
  })
}
