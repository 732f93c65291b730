import type { Tx } from '~/server/db.server'

import { cheatSheet, cheatSheetItem } from './tables.server'

/** Cheat sheets and their pieces as a copy writes them (features/capsule-copies). */
export type CheatSheetCopy = typeof cheatSheet.$inferInsert
export type CheatSheetPieceCopy = typeof cheatSheetItem.$inferInsert

/** Writes copies of cheat sheets, then their pieces, in the copy's transaction. */
export async function insertCheatSheetCopies(
  tx: Tx,
  sheets: CheatSheetCopy[],
  pieces: CheatSheetPieceCopy[],
): Promise<void> {
  if (sheets.length > 0) await tx.insert(cheatSheet).values(sheets)
  if (pieces.length > 0) await tx.insert(cheatSheetItem).values(pieces)
}
