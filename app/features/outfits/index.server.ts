// The outfits' public face (docs/decisions/048-every-table-has-an-owner.md): what other features
// use of her outfits. Its tables stay its own.
export { outfitItemView, outfitView } from './views.server'
export { insertOutfitCopies, type OutfitCopy, type OutfitPieceCopy } from './copies.server'
export { outfitDataSet } from './export.server'
export { takeOutfit, takeOutfitPlaces, takeOutfitsOf } from './deletes.server'
