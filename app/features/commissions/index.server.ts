// The commissions' public face (docs/decisions/048-every-table-has-an-owner.md): what other
// features use of her affiliate rules and commission ledger. Its tables stay its own.
export { affiliateDataSets } from './export.server'
