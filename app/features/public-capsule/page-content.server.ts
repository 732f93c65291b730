// What the client's capsule page shows of a capsule she may open: its items, outfits and cheat
// sheets, in the stylist's order.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm'

import {
  cheatSheetItemView as cheatSheetItem,
  cheatSheetView as cheatSheet,
} from '~/features/cheat-sheets/index.server'
import { pieceOrder, pieceStockColumn, pieceSummaryColumns } from '~/features/items/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { outfitItemView as outfitItem, outfitView as outfit } from '~/features/outfits/index.server'
import { isToBuy } from '~/lib/ownership'
import { db } from '~/server/db.server'

import type { PublicCheatSheet, PublicItem, PublicOutfit } from './types'

export async function loadItems(capsuleId: string): Promise<PublicItem[]> {
  const rows = await db
    .select({
      ...pieceSummaryColumns,
      description: item.description,
      link: item.link,
      fitNote: item.fitNote,
      ownership: item.ownership,
      alternateOf: item.alternateOf,
      stock: pieceStockColumn(),
    })
    .from(item)
    .where(and(eq(item.capsuleId, capsuleId), isNull(item.archivedAt)))
    .orderBy(...pieceOrder)
  return rows.map(({ ownership, ...row }) => ({ ...row, toBuy: isToBuy(ownership, true) }))
}

/**
 * The capsule's outfits in the stylist's order, each with its pieces (of this capsule) in order;
 * an outfit with none is not shown to her.
 */
export async function loadOutfits(
  capsuleId: string,
  itemIds: Set<string>,
): Promise<PublicOutfit[]> {
  const outfits = await db
    .select({ id: outfit.id, name: outfit.name, description: outfit.description })
    .from(outfit)
    .where(eq(outfit.capsuleId, capsuleId))
    .orderBy(asc(outfit.orderIndex), asc(outfit.createdAt))
  if (outfits.length === 0) return []
  const pieces = await db
    .select({ outfitId: outfitItem.outfitId, itemId: outfitItem.itemId })
    .from(outfitItem)
    .where(
      inArray(
        outfitItem.outfitId,
        outfits.map((entry) => entry.id),
      ),
    )
    .orderBy(asc(outfitItem.orderIndex))
  // An outfit with no piece (yet) is left out of her page: the studio flags it.
  return outfits
    .map((entry) => ({
      ...entry,
      itemIds: pieces
        .filter((piece) => piece.outfitId === entry.id && itemIds.has(piece.itemId))
        .map((piece) => piece.itemId),
    }))
    .filter((entry) => entry.itemIds.length > 0)
}

export async function loadCheatSheets(
  capsuleId: string,
  itemIds: Set<string>,
): Promise<PublicCheatSheet[]> {
  const sheets = await db
    .select({
      id: cheatSheet.id,
      name: cheatSheet.name,
      description: cheatSheet.description,
      image: cheatSheet.image,
    })
    .from(cheatSheet)
    .where(eq(cheatSheet.capsuleId, capsuleId))
    .orderBy(desc(cheatSheet.createdAt))
  if (sheets.length === 0) return []
  const links = await db
    .select({ sheetId: cheatSheetItem.cheatSheetId, itemId: cheatSheetItem.itemId })
    .from(cheatSheetItem)
    .where(
      inArray(
        cheatSheetItem.cheatSheetId,
        sheets.map((sheet) => sheet.id),
      ),
    )
    .orderBy(asc(cheatSheetItem.orderIndex))
  return sheets.map((sheet) => ({
    ...sheet,
    // Only pieces still in this capsule: an item moved elsewhere is not shown here.
    itemIds: links
      .filter((link) => link.sheetId === sheet.id && itemIds.has(link.itemId))
      .map((link) => link.itemId),
  }))
}
