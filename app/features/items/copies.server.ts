import type { Tx } from '~/server/db.server'

import { item } from './tables.server'

/** A piece as a copy writes it (features/capsule-copies): every column given. */
export type PieceCopy = typeof item.$inferInsert

/** Writes copies of pieces, in the copy's transaction. */
export async function insertPieceCopies(tx: Tx, copies: PieceCopy[]): Promise<void> {
  if (copies.length > 0) await tx.insert(item).values(copies)
}
