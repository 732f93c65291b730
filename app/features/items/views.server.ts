// What other features may read of the pieces, for their own queries and joins: a read-only view
// of every piece (a subquery, never the table: writes go through this feature's functions).
import { capsuleOrderOf } from './item-order.server'
import {
  itemColumnsOf,
  itemPriceColumn,
  stockReadingColumn,
  summaryColumnsOf,
} from './item-summary.server'
import { pieceView } from './piece-view.server'

export { otherPieceView, pieceView } from './piece-view.server'

/** A piece's summary, price, last stock check and place in her capsule, read from the view. */
export const pieceSummaryColumns = summaryColumnsOf(pieceView)
export const piecePriceColumn = () => itemPriceColumn(pieceView)
export const pieceStockColumn = () => stockReadingColumn(pieceView)
export const pieceOrder = capsuleOrderOf(pieceView)
export const pieceColumns = itemColumnsOf(pieceView)
