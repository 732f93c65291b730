// The clients' public face (docs/decisions/048-every-table-has-an-owner.md): what other features
// use of her clients. Its tables stay its own.
export { clientView } from './views.server'
export { addClientFrom, type Contact } from './client-from-contact.server'
export { clientColumnsOf } from './client-columns.server'
export { foldForSearch } from './clients.server'
export type { Client, ClientListEntry } from './clients.server'
export { clientDataSet } from './export.server'
export { removeClient, takeClient, takeHomeOf } from './deletes.server'
export {
  findHome,
  homeLinkOf,
  homePathOf,
  homesOfAddress,
  type HomeRow,
  homeUrl,
  newHomeLink,
  recordHomeVisit,
  revokeHomeLink,
} from './home-link.server'
