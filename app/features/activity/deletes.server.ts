// What a delete takes of her Today into the trash: the entries of a client (hers and her
// capsules') or of a capsule, so an Undo brings them back as they were, seen or not.
import { and, eq, inArray, or } from 'drizzle-orm'

import type { Tx } from '~/server/db.server'
import { type Part, taken } from '~/server/trash.server'

import { activity } from './tables.server'

/** The owner's entries of this client (when given) and of these capsules. */
export async function takeActivityOf(
  tx: Tx,
  ownerId: string,
  of: { clientId?: string; capsuleIds: string[] },
): Promise<Part> {
  const places = [
    of.clientId ? eq(activity.clientId, of.clientId) : undefined,
    of.capsuleIds.length > 0 ? inArray(activity.capsuleId, of.capsuleIds) : undefined,
  ].filter((place) => place !== undefined)
  if (places.length === 0) return taken(activity, [])
  const rows = await tx
    .select()
    .from(activity)
    .where(and(eq(activity.ownerId, ownerId), or(...places)))
  return taken(activity, rows)
}
