import { useState } from 'react'

import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { formatTotals, totalsByCurrency } from '~/lib/money'

import type { PackageView } from '../packages'
import { InvoiceList, type InvoiceRow } from './invoice-list'
import { NewInvoiceDialog } from './new-invoice-dialog'

/** A client's invoices on her page: what she still owes (per currency), the list, New Invoice. */
export function ClientInvoices({
  clientId,
  invoices,
  packages,
  currency,
}: {
  clientId: string
  invoices: InvoiceRow[]
  packages: PackageView[]
  currency: string
}) {
  const [creating, setCreating] = useState(false)
  const open = invoices.filter((row) => row.balance > 0)
  const balance = formatTotals(
    totalsByCurrency(
      open.map((row) => ({ amount: row.balance, currency: row.currency })),
      currency,
    ),
    currency,
  )
  return (
    <section aria-labelledby="client-invoices" className="mt-10">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="client-invoices" className="font-display text-2xl font-medium">
          Invoices
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setCreating(true)}>
          <Icon name="plus" className="size-4" /> New Invoice
        </Button>
      </div>
      <p className="mb-4 text-sm" data-testid="client-balance">
        <span className="text-muted">Balance: </span>
        <span className="font-medium tabular-nums">{balance}</span>
        <span className="text-muted"> outstanding</span>
      </p>
      {invoices.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Icon name="wallet" className="size-4" /> No invoices yet.
        </p>
      ) : (
        <InvoiceList invoices={invoices} showClient={false} />
      )}
      {creating ? (
        <NewInvoiceDialog
          open
          onClose={() => setCreating(false)}
          clients={[]}
          packages={packages}
          clientId={clientId}
        />
      ) : null}
    </section>
  )
}
