import { mine } from '~/domain/mine.server'
import { type Db, db, type Tx } from '~/server/db.server'

import { capsule } from './tables.server'

/**
 * The owner's capsule `capsuleId`, or null when there is none of hers (missing or another
 * account's): the check before a write that hangs something off a capsule. In a transaction,
 * `lock` keeps the capsule from being deleted until it commits.
 */
export async function myCapsule(
  ownerId: string,
  capsuleId: string,
  { tx = db, lock = false }: { tx?: Db | Tx; lock?: boolean } = {},
): Promise<{ id: string; clientId: string } | null> {
  const query = tx
    .select({ id: capsule.id, clientId: capsule.clientId })
    .from(capsule)
    .where(mine(capsule, ownerId, capsuleId))
  const [row] = lock ? await query.for('share') : await query
  return row ?? null
}
