// Who may open an invoice's link `/invoice/{id}?t={token}` (and its PDF): the one access rule
// of everything a client opens (app/domain/client-access.server.ts, decision 021). The row is
// found by its id, then its token compared in constant time: a wrong token is no row. Sent
// (issued, void included: she sees it was voided) is "published"; a draft is seen by its owner
// alone. A wrong token, a stranger and a draft answer exactly like a missing invoice.
import { decideAccess, linkDoor, opens } from '~/domain/client-access.server'
import { studioShownToClients } from '~/features/site/index.server'

import type { InvoiceView } from './invoice-view'
import { findInvoiceForLink } from './invoices.server'

export type InvoiceAccess = {
  view: InvoiceView
  preview: boolean
  ownerId: string
  madeWith: boolean
} | null

/**
 * The invoice this request may see through its link, whether its owner previews it, and whose it
 * is (for the server: never sent to the page).
 */
export async function invoiceAccess(
  request: Request,
  invoiceId: string,
  token: string | null,
): Promise<InvoiceAccess> {
  const found = await findInvoiceForLink(invoiceId, token)
  const row = found && { id: found.view.id, ownerId: found.ownerId, view: found.view }
  // Issued (void included: she sees it was voided) is shown to her; a draft is its owner's alone.
  const access = await decideAccess(
    request,
    linkDoor(row, (invoice) => invoice.view.status !== 'draft'),
  )
  if (!opens(access)) return null
  const { madeWith } = await studioShownToClients(access.row.ownerId)
  return {
    view: forHerClient(access.row.view),
    preview: access.kind === 'owner',
    ownerId: access.row.ownerId,
    madeWith,
  }
}

/** The invoice as it leaves the studio: her notes on its payments are hers alone. */
const forHerClient = (view: InvoiceView): InvoiceView => ({
  ...view,
  payments: view.payments.map((payment) => ({ ...payment, note: null })),
})
