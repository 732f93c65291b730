import type { Tx } from '~/server/db.server'

import { capsule } from './tables.server'

/** A capsule as a copy writes it (features/capsule-copies): every column given. */
export type CapsuleCopy = typeof capsule.$inferInsert

/** Writes a copy of a capsule, in the copy's transaction. */
export async function insertCapsuleCopy(tx: Tx, copy: CapsuleCopy): Promise<void> {
  await tx.insert(capsule).values(copy)
}
