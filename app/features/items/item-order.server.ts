import { asc, desc, eq, sql } from 'drizzle-orm'

import type { Db, Tx } from '~/server/db.server'

import type { PieceSource } from './item-summary.server'
import { item } from './tables.server'

/**
 * A capsule's pieces in the stylist's order (`position`), as her Items tab and her client's page
 * show them; pieces of equal place (from before the order was hers) newest first.
 */
export const capsuleOrderOf = (source: PieceSource) => [
  asc(source.position),
  desc(source.createdAt),
  desc(source.id),
]

export const capsuleOrder = capsuleOrderOf(item)

/** The place after the capsule's last piece: where a piece joining it goes. */
export async function endOfCapsule(tx: Db | Tx, capsuleId: string): Promise<number> {
  const [row] = await tx
    .select({ end: sql<number>`coalesce(max(${item.position}) + 1, 0)::int` })
    .from(item)
    .where(eq(item.capsuleId, capsuleId))
  return row?.end ?? 0
}

/** `position` set so these items (in this order) come one after the other from `start`. */
export function placesFrom(start: number, itemIds: string[]) {
  const places = sql.join(
    itemIds.map((id, index) => sql`when ${id} then ${start + index}::integer`),
    sql` `,
  )
  return sql`case ${item.id} ${places} end`
}
