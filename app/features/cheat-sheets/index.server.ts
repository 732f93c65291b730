// The cheat sheets' public face (docs/decisions/048-every-table-has-an-owner.md): what other
// features use of her cheat sheets. Its tables stay its own.
export { cheatSheetItemView, cheatSheetView } from './views.server'
export {
  type CheatSheetCopy,
  type CheatSheetPieceCopy,
  insertCheatSheetCopies,
} from './copies.server'
export { cheatSheetDataSet } from './export.server'
export { takeCheatSheet, takeCheatSheetPlaces, takeCheatSheetsOf } from './deletes.server'
