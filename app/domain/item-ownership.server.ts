import { and, eq } from 'drizzle-orm'
import type { Ownership } from '~/lib/ownership'
import { db } from '~/server/db.server'
import { item } from '~/server/schema.server'
import { mine, myCapsule } from './mine.server'

/**
 * Owned / To buy (or automatic: null) for the chosen items of one of the owner's capsules;
 * false when the capsule is not hers. Items of other capsules or accounts are left alone.
 */
export async function setOwnership(
  ownerId: string,
  capsuleId: string,
  ownership: Ownership | null,
  itemIds: string[],
): Promise<boolean> {
  if (!(await myCapsule(ownerId, capsuleId))) return false
  await db
    .update(item)
    .set({ ownership, updatedAt: new Date() })
    .where(and(mine(item, ownerId, itemIds), eq(item.capsuleId, capsuleId)))
  return true
}
