// The public face of features/outfits (docs/decisions/048-every-table-has-an-owner.md): what other
// features use of it. Its tables stay its own.
export { outfitItemView, outfitView } from './views.server'
export { insertOutfitCopies, type OutfitCopy, type OutfitPieceCopy } from './copies.server'
