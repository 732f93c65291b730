// The closet audit's public face (docs/decisions/048-every-table-has-an-owner.md): what other
// features use of her closet audits. Its tables stay its own.
export { hasClosetEdit } from './closet-edit.server'
export { closetAuditDataSets } from './export.server'
export { takeAuditsOf } from './deletes.server'
