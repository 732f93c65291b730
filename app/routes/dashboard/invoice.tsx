import { useState } from 'react'
import { data, Link } from 'react-router'

import { buttonClasses } from '~/components/ui/button'
import { PageHeader } from '~/components/ui/page-header'
import { useToast } from '~/components/ui/toast'
import { listCardPaymentLooks } from '~/features/billing/checkout-looks.server'
import { CardPaymentLooks } from '~/features/billing/components/card-payment-looks'
import { InvoiceActions } from '~/features/billing/components/invoice-actions'
import { InvoiceDocument } from '~/features/billing/components/invoice-document'
import { InvoiceEditor } from '~/features/billing/components/invoice-editor'
import { InvoicePayments } from '~/features/billing/components/invoice-payments'
import { PaymentDialog } from '~/features/billing/components/payment-dialog'
import { StatusBadge } from '~/features/billing/components/status-badge'
import { invoiceIntents } from '~/features/billing/invoice-intents.server'
import { invoiceUrl } from '~/features/billing/invoice-mail.server'
import { invoiceTitle, type InvoiceView } from '~/features/billing/invoice-view'
import { getInvoice } from '~/features/billing/invoices.server'
import { getBillingSettings } from '~/features/billing/settings.server'
import { cardPaymentIntents } from '~/features/billing/stripe-intents.server'
import { listClientNames } from '~/features/clients/clients.server'
import { guardNetwork } from '~/lib/network-guard'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/invoice'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const invoice = await getInvoice(user.id, params.invoiceId)
  if (!invoice) throw data('Invoice not found', { status: 404 })
  const draft = invoice.status === 'draft'
  const [clients, settings] = draft
    ? await Promise.all([listClientNames(user.id), getBillingSettings(user.id)])
    : [[], null]
  return {
    invoice,
    looks: draft ? [] : await listCardPaymentLooks(user.id, invoice.id),
    clients: [...clients].sort((a, b) => a.name.localeCompare(b.name)),
    taxRates: settings?.taxRates ?? [],
    clientLink: invoiceUrl(invoice),
    pdfUrl: `/invoice/${invoice.id}/pdf?t=${invoice.token}`,
  }
}

export const action = intentAction(
  [invoiceIntents, cardPaymentIntents],
  async ({ request, params }: Route.ActionArgs) => {
    const user = await requireUser(request)
    return { ownerId: user.id, request, invoiceId: params.invoiceId }
  },
)

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function InvoiceRoute({ loaderData }: Route.ComponentProps) {
  const { invoice, looks, clients, taxRates, clientLink, pdfUrl } = loaderData
  const [paying, setPaying] = useState(false)
  // The draft below follows the editor as she types; the saved invoice again once it reloads.
  const [preview, setPreview] = useState<InvoiceView | null>(null)
  const [previewOf, setPreviewOf] = useState(invoice)
  if (previewOf !== invoice) {
    setPreviewOf(invoice)
    setPreview(null)
  }
  const shown = invoice.status === 'draft' && preview ? preview : invoice
  const { toast } = useToast()
  return (
    <>
      <PageHeader
        back={{ to: '/dashboard/money', label: 'Back to Money' }}
        title={invoiceTitle(invoice)}
        subtitle={
          <span className="inline-flex flex-wrap items-center gap-2">
            {invoice.clientId ? (
              <Link
                to={`/dashboard/clients/${invoice.clientId}`}
                className="text-accent-strong hover:underline"
              >
                {invoice.clientName}
              </Link>
            ) : (
              invoice.clientName
            )}
            <StatusBadge status={invoice.displayStatus} />
          </span>
        }
        actions={
          <a
            href={clientLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'ghost' })}
          >
            {invoice.status === 'draft' ? 'Preview' : 'Client’s page'}
          </a>
        }
      />
      <div className="space-y-6">
        <InvoiceActions
          invoice={invoice}
          clientLink={clientLink}
          pdfUrl={pdfUrl}
          onRecordPayment={() => setPaying(true)}
        />
        {invoice.status === 'draft' ? (
          <InvoiceEditor
            key={invoice.id}
            invoice={invoice}
            clients={clients}
            taxRates={taxRates}
            onPreview={setPreview}
          />
        ) : (
          <>
            <CardPaymentLooks looks={looks} />
            <InvoicePayments invoice={invoice} />
          </>
        )}
        <InvoiceDocument invoice={shown} heading="h2" />
      </div>
      {paying ? (
        <PaymentDialog
          invoice={invoice}
          onClose={() => setPaying(false)}
          onSaved={(message) => {
            setPaying(false)
            toast(message, { tone: 'success' })
          }}
        />
      ) : null}
    </>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData ? invoiceTitle(loaderData.invoice) : 'Invoice'} · Capsule Studio` },
  ]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DashboardErrorBoundary
      error={error}
      notFound={{
        title: 'Invoice not found',
        action: (
          <Link to="/dashboard/money" className={buttonClasses({ variant: 'secondary' })}>
            Back to Money
          </Link>
        ),
      }}
    />
  )
}
