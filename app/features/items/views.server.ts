// What other features may read of the pieces, for their own queries and joins: a read-only view
// of every piece (a subquery, never the table: writes go through this feature's functions).
import { getTableColumns } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { capsuleOrderOf } from './item-order.server'
import {
  itemColumnsOf,
  itemPriceColumn,
  stockReadingColumn,
  summaryColumnsOf,
} from './item-summary.server'
import { item } from './tables.server'

/** Every piece of every studio: filter it by her owner id, as every query does. */
export const pieceView = db.select(getTableColumns(item)).from(item).as('pieces')

/** The same view under another name, for a query that reads two pieces at once (a swap). */
export const otherPieceView = db.select(getTableColumns(item)).from(item).as('other_pieces')

/** A piece's summary, price, last stock check and place in her capsule, read from the view. */
export const pieceSummaryColumns = summaryColumnsOf(pieceView)
export const piecePriceColumn = () => itemPriceColumn(pieceView)
export const pieceStockColumn = () => stockReadingColumn(pieceView)
export const pieceOrder = capsuleOrderOf(pieceView)
export const pieceColumns = itemColumnsOf(pieceView)
