// The items' public face (docs/decisions/048-every-table-has-an-owner.md): what other features
// use of her pieces. Its tables stay its own.
export {
  pieceColumns,
  pieceOrder,
  piecePriceColumn,
  pieceStockColumn,
  pieceSummaryColumns,
  pieceView,
} from './views.server'
export { archivePieces, recordStockFinding } from './piece-marks.server'
export { insertPieceCopies, type PieceCopy } from './copies.server'
export type { Item } from './types'
export { itemDataSet } from './export.server'
export { namesMyItem } from './my-items.server'
export {
  itemLinksOfCapsule,
  type ItemLinks,
  takeItems,
  takeItemsOfClient,
  tieItemLinks,
} from './deletes.server'
