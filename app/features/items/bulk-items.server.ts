import { and, eq, inArray, isNull, ne } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { myCapsule } from '~/features/capsules/index.server'
import { capsuleView as capsule } from '~/features/capsules/index.server'
import { db, type Tx } from '~/server/db.server'

import { capsuleOrder, endOfCapsule, placesFrom } from './item-order.server'
import { item } from './tables.server'

/**
 * Whether every id is an item of this capsule of the owner's; a stranger's id, or one of another
 * capsule, counts as missing. Locks those rows for the rest of the transaction.
 */
async function allInCapsule(tx: Tx, ownerId: string, capsuleId: string, itemIds: string[]) {
  const rows = await tx
    .select({ id: item.id })
    .from(item)
    .where(and(eq(item.ownerId, ownerId), eq(item.capsuleId, capsuleId), inArray(item.id, itemIds)))
    .for('update')
  return rows.length === new Set(itemIds).size
}

export type ReorderResult = 'ok' | 'mismatch' | 'missing'

/**
 * Puts the capsule's pieces in the given order (what her client's page then follows: updating
 * them raises the capsule's content version, decision 008). The ids must be exactly the
 * capsule's pieces of their own, alternates aside ('mismatch' otherwise: the page was out of
 * date); 'missing' when the capsule is not the owner's.
 */
export async function reorderCapsuleItems(
  ownerId: string,
  capsuleId: string,
  itemIds: string[],
): Promise<ReorderResult> {
  return db.transaction(async (tx) => {
    if (!(await myCapsule(ownerId, capsuleId, { tx, lock: true }))) return 'missing'
    const current = await tx
      .select({ id: item.id })
      .from(item)
      .where(and(mine(item, ownerId), eq(item.capsuleId, capsuleId), isNull(item.alternateOf)))
    const currentIds = new Set(current.map((row) => row.id))
    const sameSet =
      itemIds.length === currentIds.size &&
      new Set(itemIds).size === itemIds.length &&
      itemIds.every((id) => currentIds.has(id))
    if (!sameSet) return 'mismatch'
    if (itemIds.length === 0) return 'ok'
    await tx
      .update(item)
      .set({ position: placesFrom(0, itemIds) })
      .where(and(eq(item.capsuleId, capsuleId), inArray(item.id, itemIds)))
    return 'ok'
  })
}

export type MoveResult =
  { ok: true; moved: number; to: string | null } | { ok: false; reason: 'items' | 'target' }

/**
 * Moves chosen pieces of a capsule to another capsule of the same client (after its last piece,
 * in their order here), or to her wardrobe (`to` null). Every id must be a piece of this capsule
 * of the owner's, and `to` a capsule of hers for the same client: otherwise nothing moves.
 * Answers the target capsule's name.
 */
export async function moveCapsuleItems(
  ownerId: string,
  capsuleId: string,
  itemIds: string[],
  to: string | null,
): Promise<MoveResult> {
  return db.transaction(async (tx) => {
    const from = await myCapsule(ownerId, capsuleId, { tx, lock: true })
    if (!from || !(await allInCapsule(tx, ownerId, capsuleId, itemIds))) {
      return { ok: false, reason: 'items' } as const
    }
    const [target] = to
      ? await tx
          .select({ name: capsule.name })
          .from(capsule)
          .where(
            and(
              mine(capsule, ownerId, to),
              eq(capsule.clientId, from.clientId),
              ne(capsule.id, capsuleId),
            ),
          )
          .for('share')
      : []
    if (to && !target) return { ok: false, reason: 'target' } as const
    const ordered = (
      await tx
        .select({ id: item.id })
        .from(item)
        .where(and(eq(item.capsuleId, capsuleId), inArray(item.id, itemIds)))
        .orderBy(...capsuleOrder)
    ).map((row) => row.id)
    await tx
      .update(item)
      .set({
        capsuleId: to,
        position: to ? placesFrom(await endOfCapsule(tx, to), ordered) : 0,
        updatedAt: new Date(),
      })
      .where(mine(item, ownerId, ordered))
    return { ok: true, moved: ordered.length, to: target?.name ?? null } as const
  })
}
