// The newsletter's public face (docs/decisions/048-every-table-has-an-owner.md): what other
// features use of its subscribers. Its tables stay its own.
export { subscriberDataSet } from './export.server'
