// The public face of features/cheat-sheets (docs/decisions/048-every-table-has-an-owner.md): what other
// features use of it. Its tables stay its own.
export { cheatSheetItemView, cheatSheetView } from './views.server'
export {
  type CheatSheetCopy,
  type CheatSheetPieceCopy,
  insertCheatSheetCopies,
} from './copies.server'
