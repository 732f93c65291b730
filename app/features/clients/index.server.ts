// The clients' public face (docs/decisions/048-every-table-has-an-owner.md): what other features
// use of her clients. Its tables stay its own.
export { clientDataSet } from './export.server'
