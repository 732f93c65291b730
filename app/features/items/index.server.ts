// The items' public face (docs/decisions/048-every-table-has-an-owner.md): what other features
// use of her pieces. Its tables stay its own.
export { itemDataSet } from './export.server'
export { namesMyItem } from './my-items.server'
