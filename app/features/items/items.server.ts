import { and, desc, eq, isNull, sql } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { myCapsule } from '~/features/capsules/index.server'
import { clientView as client } from '~/features/clients/index.server'
import type { ItemSummary } from '~/lib/item-summary'
import { PHOTO_UPLOAD_EXPIRED } from '~/lib/messages'
import type { StoredPrice } from '~/lib/money'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { deletePhotoFiles } from '~/server/images.server'
import { claimUpload } from '~/server/uploads.server'

import { endOfCapsule, placesFrom } from './item-order.server'
import { itemSummaryColumns } from './item-summary.server'
import type { ItemInput, ItemQuickEditInput } from './schema'
import { item } from './tables.server'

export type Placement = { clientId: string; capsuleId: string | null }

/**
 * Where a new or moved item goes, checked against the owner: a capsule of hers (the item joins
 * that capsule's client) or one of her clients with, optionally, one of that client's capsules.
 */
export async function resolvePlacement(
  ownerId: string,
  target: { capsuleId?: string | null; clientId?: string | null },
): Promise<Placement | null> {
  if (target.capsuleId) {
    const row = await myCapsule(ownerId, target.capsuleId)
    if (!row || (target.clientId && row.clientId !== target.clientId)) return null
    return { clientId: row.clientId, capsuleId: target.capsuleId }
  }
  if (!target.clientId) return null
  const [row] = await db
    .select({ id: client.id })
    .from(client)
    .where(and(eq(client.ownerId, ownerId), eq(client.id, target.clientId)))
  return row ? { clientId: row.id, capsuleId: null } : null
}

export type ItemSaveResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'upload'; message: string }

/** An item's price as its three columns (see the schema's `money`). */
export const priceColumns = (price: StoredPrice) => ({
  priceText: price.text,
  priceAmount: price.amount,
  priceCurrency: price.currency,
})

function fields(input: ItemInput) {
  const { name, brand, category, color, size, fitNote, price, link, description, ownership } = input
  return {
    name,
    brand,
    category,
    color,
    size,
    fitNote,
    ...priceColumns(price),
    link,
    description,
    ownership,
  }
}

export async function createItem(
  ownerId: string,
  placement: Placement,
  input: ItemInput,
): Promise<ItemSaveResult> {
  return db.transaction(async (tx) => {
    const photo = input.photoUpload ? await claimUpload(ownerId, input.photoUpload, tx) : null
    if (input.photoUpload && !photo)
      return { ok: false, reason: 'upload', message: PHOTO_UPLOAD_EXPIRED }
    const id = createId()
    // A new piece goes last in its capsule.
    const position = placement.capsuleId ? await endOfCapsule(tx, placement.capsuleId) : 0
    await tx.insert(item).values({ id, ownerId, ...placement, ...fields(input), photo, position })
    return { ok: true, id }
  })
}

/**
 * Updates an item. Its photo is replaced by a new upload, removed on request, or kept; files no
 * longer used are deleted once the change is saved.
 */
export async function updateItem(
  ownerId: string,
  id: string,
  input: ItemInput,
  placement?: Placement,
  /** Only an item of this client (the all-items page's): another one answers like a missing one. */
  ofClientId?: string,
): Promise<ItemSaveResult> {
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ photo: item.photo, capsuleId: item.capsuleId })
      .from(item)
      .where(
        and(
          eq(item.ownerId, ownerId),
          eq(item.id, id),
          ofClientId ? eq(item.clientId, ofClientId) : undefined,
        ),
      )
      .for('update')
    if (!current) return { result: { ok: false, reason: 'missing' } as const }
    const photo = input.photoUpload ? await claimUpload(ownerId, input.photoUpload, tx) : undefined
    if (input.photoUpload && !photo) {
      return { result: { ok: false, reason: 'upload', message: PHOTO_UPLOAD_EXPIRED } as const }
    }
    const nextPhoto = photo ?? (input.photoUploadRemove ? null : current.photo)
    // Moved into another capsule, it goes last there; from her wardrobe, it stays hers.
    const joins = placement?.capsuleId && placement.capsuleId !== current.capsuleId
    const position = joins ? { position: await endOfCapsule(tx, placement.capsuleId!) } : {}
    const hers = joins && !current.capsuleId && !input.ownership
    await tx
      .update(item)
      .set({
        ...fields(input),
        ...placement,
        ...position,
        ...(hers ? { ownership: 'owned' as const } : {}),
        photo: nextPhoto,
        updatedAt: new Date(),
      })
      .where(and(eq(item.ownerId, ownerId), eq(item.id, id)))
    const unused = current.photo && current.photo.key !== nextPhoto?.key ? current.photo : null
    return { result: { ok: true, id } as const, unused }
  })
  if ('unused' in outcome && outcome.unused) await deletePhotoFiles([outcome.unused])
  return outcome.result
}

/**
 * Saves the fields of the quick-edit grid (name, brand, category, colour, size, price) and
 * leaves the others as they are. `scope` narrows to a capsule's or a client's items (the page's).
 */
export async function updateItemDetails(
  ownerId: string,
  input: ItemQuickEditInput,
  scope: { capsuleId: string } | { clientId: string },
): Promise<boolean> {
  const { id, name, brand, category, color, size, price } = input
  const rows = await db
    .update(item)
    .set({ name, brand, category, color, size, ...priceColumns(price), updatedAt: new Date() })
    .where(
      and(
        eq(item.ownerId, ownerId),
        eq(item.id, id),
        'capsuleId' in scope
          ? eq(item.capsuleId, scope.capsuleId)
          : eq(item.clientId, scope.clientId),
      ),
    )
    .returning({ id: item.id })
  return rows.length > 0
}

/**
 * The owner's item of this capsule (or client) whose photo is `photoKey`: what a photo of the
 * grid became, when the answer saying so was lost (the page reloaded before it came back).
 */
export async function findItemByPhoto(
  ownerId: string,
  photoKey: string,
  scope: { capsuleId: string } | { clientId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ id: item.id })
    .from(item)
    .where(
      and(
        mine(item, ownerId),
        sql`(${item.photo} ->> 'key') = ${photoKey}`,
        'capsuleId' in scope
          ? eq(item.capsuleId, scope.capsuleId)
          : eq(item.clientId, scope.clientId),
      ),
    )
  return row?.id ?? null
}

/** The client's items that are in no capsule (her wardrobe), newest first, as a picker shows them. */
export async function listWardrobeItems(ownerId: string, clientId: string): Promise<ItemSummary[]> {
  return db
    .select(itemSummaryColumns)
    .from(item)
    .where(
      and(
        eq(item.ownerId, ownerId),
        eq(item.clientId, clientId),
        isNull(item.capsuleId),
        isNull(item.archivedAt),
      ),
    )
    .orderBy(desc(item.createdAt))
}

/**
 * Moves items of the capsule's client that are in no capsule into the capsule, in one step, after
 * its last piece (newest first, as the wardrobe lists them). Other ids (another client's, already
 * in a capsule, missing) are left alone. Returns how many moved, or null when the capsule is not
 * the owner's.
 */
export async function moveItemsIntoCapsule(
  ownerId: string,
  capsuleId: string,
  itemIds: string[],
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const target = await myCapsule(ownerId, capsuleId, { tx, lock: true })
    if (!target) return null
    if (itemIds.length === 0) return 0
    const moving = await tx
      .select({ id: item.id })
      .from(item)
      .where(
        and(
          mine(item, ownerId, itemIds),
          eq(item.clientId, target.clientId),
          isNull(item.capsuleId),
        ),
      )
      .orderBy(desc(item.createdAt), desc(item.id))
    if (moving.length === 0) return 0
    const ids = moving.map((row) => row.id)
    await tx
      .update(item)
      .set({
        capsuleId,
        position: placesFrom(await endOfCapsule(tx, capsuleId), ids),
        // From her wardrobe: hers, not to buy (unless the stylist said otherwise).
        ownership: sql`coalesce(${item.ownership}, 'owned')`,
        updatedAt: new Date(),
      })
      .where(mine(item, ownerId, ids))
    return ids.length
  })
}
