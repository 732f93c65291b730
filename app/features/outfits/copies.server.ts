import type { Tx } from '~/server/db.server'

import { outfit, outfitItem } from './tables.server'

/** Outfits and their pieces as a copy writes them (features/capsule-copies). */
export type OutfitCopy = typeof outfit.$inferInsert
export type OutfitPieceCopy = typeof outfitItem.$inferInsert

/** Writes copies of outfits, then their pieces, in the copy's transaction. */
export async function insertOutfitCopies(
  tx: Tx,
  outfits: OutfitCopy[],
  pieces: OutfitPieceCopy[],
): Promise<void> {
  if (outfits.length > 0) await tx.insert(outfit).values(outfits)
  if (pieces.length > 0) await tx.insert(outfitItem).values(pieces)
}
