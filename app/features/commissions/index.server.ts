// The public face of features/commissions (server): what other features use of it.
export { affiliateDisclosure, affiliateRules } from './affiliate.server'
export { ledgerFollowsPurchase } from './commission-ledger.server'
