import { data } from 'react-router'

import {
  ClientInvoicePage,
  InvoiceNotFound,
} from '~/features/billing/components/client-invoice-page'
import { invoiceAccess } from '~/features/billing/invoice-access.server'
import { fontPreloads } from '~/fonts/preloads'

import type { Route } from './+types/invoice'

/** The client's link to her invoice (`?t=` its token); anything else answers as a missing one. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('t')
  const access = await invoiceAccess(request, params.invoiceId, token)
  if (!access) throw data('Invoice not found', { status: 404 })
  return data(
    { ...access, pdfUrl: `/invoice/${access.view.id}/pdf?t=${encodeURIComponent(token ?? '')}` },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export default function InvoiceRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ClientInvoicePage
      invoice={loaderData.view}
      preview={loaderData.preview}
      pdfUrl={loaderData.pdfUrl}
      madeWith={loaderData.madeWith}
    />
  )
}

// Her first open of the link is in the studio's typefaces (decision 039).
export const links: Route.LinksFunction = () => fontPreloads

export function meta({ loaderData }: Route.MetaArgs) {
  const view = loaderData?.view
  return [
    {
      title: view
        ? `${view.number ? `Invoice ${view.number}` : 'Draft invoice'} · ${view.seller.studioName}`
        : 'Invoice not found',
    },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(loaderHeaders)
  headers.set('X-Robots-Tag', 'noindex, nofollow')
  // The link holds its token: never sent to another site (Pay opens her payment page).
  headers.set('Referrer-Policy', 'same-origin')
  return headers
}

export function ErrorBoundary() {
  return <InvoiceNotFound />
}
