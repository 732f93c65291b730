// Her pieces as her capsule and items pages list them (features/summaries): each with the
// outfits and cheat sheets it is in counted (what deleting it would take along), read from their
// owners' views.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'

import { cheatSheetItemView as cheatSheetItem } from '~/features/cheat-sheets/index.server'
import {
  type Item,
  pieceColumns,
  pieceOrder,
  pieceView as item,
} from '~/features/items/index.server'
import { outfitItemView as outfitItem } from '~/features/outfits/index.server'
import { db } from '~/server/db.server'

/** An `Item`'s columns, with how many outfits and cheat sheets it is in. */
const columns = {
  ...pieceColumns,
  outfitCount: sql<number>`(${db
    .select({ count: count() })
    .from(outfitItem)
    .where(eq(outfitItem.itemId, item.id))})`.mapWith(Number),
  cheatSheetCount: sql<number>`(${db
    .select({ count: count() })
    .from(cheatSheetItem)
    .where(eq(cheatSheetItem.itemId, item.id))})`.mapWith(Number),
}

/** The items of one capsule, in the stylist's order. */
export async function listCapsuleItems(ownerId: string, capsuleId: string): Promise<Item[]> {
  return db
    .select(columns)
    .from(item)
    .where(and(eq(item.ownerId, ownerId), eq(item.capsuleId, capsuleId), isNull(item.archivedAt)))
    .orderBy(...pieceOrder)
}

/** Every item of a client, in a capsule or not, newest first (archived ones are hers no more). */
export async function listClientItems(ownerId: string, clientId: string): Promise<Item[]> {
  return db
    .select(columns)
    .from(item)
    .where(and(eq(item.ownerId, ownerId), eq(item.clientId, clientId), isNull(item.archivedAt)))
    .orderBy(desc(item.createdAt))
}
