// The read-only view of every piece other features query and join (a subquery, never the table:
// writes go through this feature's functions).
import { getTableColumns } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { item } from './tables.server'

/** Every piece of every studio: filter it by her owner id, as every query does. */
export const pieceView = db.select(getTableColumns(item)).from(item).as('pieces')

/** The same view under another name, for a query that reads two pieces at once (a swap). */
export const otherPieceView = db.select(getTableColumns(item)).from(item).as('other_pieces')
