// What a delete takes of the cheat sheets into the trash: a capsule's sheets with their pieces,
// one sheet, or the places of deleted items on sheets. A sheet's image files stay until the purge.
import { and, asc, eq, inArray } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import type { Tx } from '~/server/db.server'
import { type Part, taken, together } from '~/server/trash.server'

import { cheatSheet, cheatSheetItem } from './tables.server'

/** The owner's cheat sheets of these capsules, with their pieces and images. */
export async function takeCheatSheetsOf(
  tx: Tx,
  ownerId: string,
  capsuleIds: string[],
): Promise<Part> {
  if (capsuleIds.length === 0) return together()
  const sheets = await tx
    .select()
    .from(cheatSheet)
    .where(and(eq(cheatSheet.ownerId, ownerId), inArray(cheatSheet.capsuleId, capsuleIds)))
    .orderBy(asc(cheatSheet.createdAt))
  const ids = sheets.map((row) => row.id)
  const pieces = ids.length
    ? await tx.select().from(cheatSheetItem).where(inArray(cheatSheetItem.cheatSheetId, ids))
    : []
  return together(
    taken(
      cheatSheet,
      sheets,
      sheets.map((sheet) => sheet.image),
    ),
    taken(cheatSheetItem, pieces),
  )
}

/**
 * The owner's cheat sheet (of `capsuleId`, when given) with its pieces and image, and how to
 * delete it; null when there is none of hers.
 */
export async function takeCheatSheet(tx: Tx, ownerId: string, sheetId: string, capsuleId?: string) {
  const rows = await tx
    .select()
    .from(cheatSheet)
    .where(
      and(
        mine(cheatSheet, ownerId, sheetId),
        capsuleId ? eq(cheatSheet.capsuleId, capsuleId) : undefined,
      ),
    )
  if (!rows[0]) return null
  const pieces = await tx
    .select()
    .from(cheatSheetItem)
    .where(eq(cheatSheetItem.cheatSheetId, sheetId))
  return {
    ...together(taken(cheatSheet, rows, [rows[0].image]), taken(cheatSheetItem, pieces)),
    remove: () => tx.delete(cheatSheet).where(eq(cheatSheet.id, sheetId)),
  }
}

/** Where these items stand on cheat sheets (they leave them when deleted). */
export async function takeCheatSheetPlaces(tx: Tx, itemIds: string[]): Promise<Part> {
  return taken(
    cheatSheetItem,
    await tx.select().from(cheatSheetItem).where(inArray(cheatSheetItem.itemId, itemIds)),
  )
}
