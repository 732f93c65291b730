// The commissions' public face (docs/decisions/048-every-table-has-an-owner.md): what other
// features use of her affiliate rules and commission ledger. Its tables stay its own.
export { affiliateDisclosure, affiliateRules } from './affiliate.server'
export { ledgerFollowsPurchase } from './commission-ledger.server'
export { affiliateDataSets } from './export.server'
