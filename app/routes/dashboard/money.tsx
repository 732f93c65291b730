import { useState } from 'react'

import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'
import { PageHeader } from '~/components/ui/page-header'
import { listCardPaymentLooks } from '~/features/billing/checkout-looks.server'
import { CardPaymentLooksNote } from '~/features/billing/components/card-payment-looks'
import { InvoiceFilterBar } from '~/features/billing/components/invoice-filters'
import { InvoiceList } from '~/features/billing/components/invoice-list'
import { MoneyNav } from '~/features/billing/components/money-nav'
import { MoneyTotals } from '~/features/billing/components/money-totals'
import { NewInvoiceDialog } from '~/features/billing/components/new-invoice-dialog'
import { readFilters } from '~/features/billing/filters'
import { newInvoiceIntents } from '~/features/billing/invoice-intents.server'
import { LIST_LIMIT, listInvoices } from '~/features/billing/invoices.server'
import { moneyTotals } from '~/features/billing/money-totals.server'
import { listPackages } from '~/features/billing/packages.server'
import { listClientNames } from '~/features/clients/clients.server'
import { studioCurrency } from '~/features/studio/studio.server'
import { guardNetwork } from '~/lib/network-guard'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/money'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const filters = readFilters(new URL(request.url).searchParams)
  const currency = await studioCurrency(user.id)
  const [invoices, totals, clients, packages, looks] = await Promise.all([
    listInvoices(user.id, filters, { limit: LIST_LIMIT + 1 }),
    moneyTotals(user.id, currency),
    listClientNames(user.id),
    listPackages(user.id),
    listCardPaymentLooks(user.id),
  ])
  return {
    filters,
    currency,
    invoices: invoices.slice(0, LIST_LIMIT),
    more: invoices.length > LIST_LIMIT,
    totals,
    clients: [...clients].sort((a, b) => a.name.localeCompare(b.name)),
    packages,
    looks,
  }
}

export const action = intentAction(newInvoiceIntents, async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request)
  return { ownerId: user.id, request }
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function MoneyRoute({ loaderData }: Route.ComponentProps) {
  const { filters, invoices, totals, clients, packages, currency, more, looks } = loaderData
  const [creating, setCreating] = useState(false)
  const filtered = Boolean(filters.status || filters.clientId || filters.month)
  const add = (
    <Button onClick={() => setCreating(true)} disabled={clients.length === 0}>
      <Icon name="plus" className="size-4" /> New Invoice
    </Button>
  )
  return (
    <>
      <PageHeader
        title="Money"
        subtitle="What you invoiced and what came in, per currency."
        actions={add}
      />
      <MoneyNav />
      <CardPaymentLooksNote looks={looks} />
      <MoneyTotals totals={totals} currency={currency} />
      <section aria-labelledby="invoices-title" className="mt-10">
        <h2 id="invoices-title" className="mb-4 font-display text-2xl font-medium">
          Invoices
        </h2>
        <InvoiceFilterBar filters={filters} clients={clients} />
        <div className="mt-5">
          {invoices.length === 0 ? (
            <EmptyState
              icon={<Icon name="wallet" className="size-6" />}
              title={filtered ? 'No invoices match' : 'No invoices yet'}
              description={
                filtered
                  ? 'Try another status, client or month.'
                  : clients.length === 0
                    ? 'Add a client first: every invoice is for one of your clients.'
                    : 'Invoice a package, its deposit first if you like, or write free lines.'
              }
            />
          ) : (
            <InvoiceList invoices={invoices} />
          )}
          {more ? (
            <p className="mt-3 text-sm text-muted">
              Showing the newest {invoices.length}: narrow the filters, or export the CSV for all of
              them.
            </p>
          ) : null}
        </div>
      </section>
      {creating ? (
        <NewInvoiceDialog
          open
          onClose={() => setCreating(false)}
          clients={clients}
          packages={packages}
        />
      ) : null}
    </>
  )
}

export function meta() {
  return [{ title: 'Money · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={{ title: 'Page not found' }} />
}
