// The outfits' public face (docs/decisions/048-every-table-has-an-owner.md): what other features
// use of her outfits. Its tables stay its own.
export { outfitDataSet } from './export.server'
