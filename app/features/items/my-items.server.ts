import { eq, inArray, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import { db } from '~/server/db.server'

import { item } from './tables.server'

/**
 * The condition "`itemId` names one of the owner's items", for a query of another feature on
 * rows that point at items (an outfit's pieces, a cheat sheet's): another account's piece is left
 * out, as a stranger's row always is.
 */
export function namesMyItem(itemId: AnyPgColumn, ownerId: string): SQL {
  return inArray(itemId, db.select({ id: item.id }).from(item).where(eq(item.ownerId, ownerId)))
}
