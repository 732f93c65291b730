import { and, eq } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import type { Ownership } from '~/lib/ownership'
import { db } from '~/server/db.server'

import { item } from './tables.server'

/**
 * Owned / To buy (or automatic: null) for the chosen items of one of the owner's capsules. Every
 * id must be an item of that capsule of hers, else nothing changes and the answer is false (a
 * stranger's item or capsule answers like a missing one).
 */
export async function setOwnership(
  ownerId: string,
  capsuleId: string,
  ownership: Ownership | null,
  itemIds: string[],
): Promise<boolean> {
  const ids = [...new Set(itemIds)]
  if (ids.length === 0) return false
  const chosen = and(mine(item, ownerId, ids), eq(item.capsuleId, capsuleId))
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: item.id }).from(item).where(chosen).for('update')
    if (rows.length !== ids.length) return false
    await tx.update(item).set({ ownership, updatedAt: new Date() }).where(chosen)
    return true
  })
}
