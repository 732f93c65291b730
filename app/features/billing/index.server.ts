// Billing's public face (docs/decisions/048-every-table-has-an-owner.md): her packages as other
// features offer them, and her starter packages following her studio's currency. Its tables stay
// its own.
export { adoptSitePackages, followStudioCurrency, listPackages } from './packages.server'
export { packageView } from './views.server'
export { billingDataSets } from './export.server'
export { billingLinksOfClient, type BillingLinks, tieBillingLinks } from './deletes.server'
export { sentInvoicesOfClient } from './invoices.server'
export type { InvoiceView } from './invoice-view'
