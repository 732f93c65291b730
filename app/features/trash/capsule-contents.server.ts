import { and, asc, eq, inArray } from 'drizzle-orm'

import { cheatSheet, cheatSheetItem } from '~/features/cheat-sheets/tables.server'
import { outfit, outfitItem } from '~/features/outfits/tables.server'
import { type Db, type Tx } from '~/server/db.server'

/**
 * The outfits and cheat sheets of some of the owner's capsules, as whole rows, with the rows of
 * their pieces: what duplicating a capsule copies and trashing one keeps for its undo. Outfits in
 * their listed order, sheets oldest first. Four queries whatever the number of capsules.
 */
export async function capsuleContents(tx: Tx | Db, ownerId: string, capsuleIds: string[]) {
  if (capsuleIds.length === 0) return { outfits: [], outfitItems: [], sheets: [], sheetItems: [] }
  const outfits = await tx
    .select()
    .from(outfit)
    .where(and(eq(outfit.ownerId, ownerId), inArray(outfit.capsuleId, capsuleIds)))
    .orderBy(asc(outfit.orderIndex), asc(outfit.createdAt))
  const sheets = await tx
    .select()
    .from(cheatSheet)
    .where(and(eq(cheatSheet.ownerId, ownerId), inArray(cheatSheet.capsuleId, capsuleIds)))
    .orderBy(asc(cheatSheet.createdAt))
  const outfitIds = outfits.map((row) => row.id)
  const sheetIds = sheets.map((row) => row.id)
  const outfitItems = outfitIds.length
    ? await tx.select().from(outfitItem).where(inArray(outfitItem.outfitId, outfitIds))
    : []
  const sheetItems = sheetIds.length
    ? await tx.select().from(cheatSheetItem).where(inArray(cheatSheetItem.cheatSheetId, sheetIds))
    : []
  return { outfits, outfitItems, sheets, sheetItems }
}
