import { data, redirect } from 'react-router'

import {
  cardPayable,
  checkoutReturn,
  startInvoiceCheckout,
} from '~/features/billing/checkout.server'
import {
  ClientInvoicePage,
  InvoiceNotFound,
} from '~/features/billing/components/client-invoice-page'
import { invoiceAccess } from '~/features/billing/invoice-access.server'
import { HomeBar } from '~/features/client-home/components/home-bar'
import { homePathOf } from '~/features/clients/index.server'
import { fontPreloads } from '~/fonts/preloads'
import { formError, readInput, UNKNOWN_INTENT } from '~/server/forms.server'

import type { Route } from './+types/invoice'

/**
 * The client's link to her invoice (`?t=` its token); anything else answers as a missing one.
 * Back from paying by card, `?checkout=` names the session (or `cancelled`).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const token = query.get('t')
  let access = await invoiceAccess(request, params.invoiceId, token)
  if (!access) throw data('Invoice not found', { status: 404 })
  const session = query.get('checkout')
  const returned = session
    ? await checkoutReturn(access.ownerId, access.view.id, session.slice(0, 300))
    : null
  // A payment recorded just now shows on the invoice too.
  if (returned === 'received')
    access = (await invoiceAccess(request, params.invoiceId, token)) ?? access
  const { view, preview, ownerId, madeWith } = access
  return data(
    {
      view,
      preview,
      pdfUrl: `/invoice/${view.id}/pdf?t=${encodeURIComponent(token ?? '')}`,
      card: await cardPayable(ownerId, view),
      returned,
      madeWith,
      // The way to her home, when she has one (never on her stylist's preview).
      home: !preview && view.clientId ? await homePathOf(ownerId, view.clientId) : null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/** "Pay £x by card": off to a Stripe Checkout page for what is due. */
export async function action({ request, params }: Route.ActionArgs) {
  const input = await readInput(request)
  if (input.fields.intent !== 'pay-by-card') return formError(UNKNOWN_INTENT, 400)
  const token = new URL(request.url).searchParams.get('t')
  const started = await startInvoiceCheckout(request, params.invoiceId, token)
  if (!started.ok) return formError(started.message, started.status)
  return redirect(started.url, 303)
}

export default function InvoiceRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <HomeBar href={loaderData.home} wide />
      <ClientInvoicePage
        invoice={loaderData.view}
        preview={loaderData.preview}
        pdfUrl={loaderData.pdfUrl}
        madeWith={loaderData.madeWith}
        card={loaderData.card}
        returned={loaderData.returned}
        payError={actionData?.formError}
      />
    </>
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
