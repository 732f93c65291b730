import { and, isNotNull, type SQL } from 'drizzle-orm'

import type { Tx } from '~/server/db.server'
import { item } from '~/server/schema.server'

/**
 * Lets the items `which` go of the pieces they back up, before one statement moves them out of
 * their capsule together (a capsule deleted, pieces moved to another). Migration 0021's trigger
 * would do it row by row from inside that statement, and Postgres refuses a trigger changing a
 * row the statement itself is about to change ("tuple to be updated was already modified").
 */
export async function releaseAlternatesOf(tx: Tx, which: SQL | undefined): Promise<void> {
  await tx
    .update(item)
    .set({ alternateOf: null })
    .where(and(which, isNotNull(item.alternateOf)))
}
