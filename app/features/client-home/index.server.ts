// Her client's home's public face (docs/decisions/048-every-table-has-an-owner.md): what other
// features use of the home links. Its tables stay its own.
export { takeHomeOf } from './deletes.server'
