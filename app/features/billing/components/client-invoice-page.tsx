import { Form } from 'react-router'

import { MadeWith } from '~/components/made-with'
import { Alert } from '~/components/ui/alert'
import { buttonClasses } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { formatMoney } from '~/lib/money'

import type { InvoiceView } from '../invoice-view'
import { InvoiceDocument } from './invoice-document'

export type CardReturn = 'received' | 'pending' | 'failed' | 'cancelled' | null

/** What the page says when the client comes back from Stripe's payment page. */
function ReturnNote({ returned }: { returned: CardReturn }) {
  if (returned === 'received') {
    return (
      <Alert tone="success">
        <strong className="font-semibold">Payment received.</strong> Thank you! A receipt is on its
        way to you by e-mail.
      </Alert>
    )
  }
  if (returned === 'pending') {
    return (
      <Alert tone="info">
        <strong className="font-semibold">Payment pending.</strong> Stripe is confirming your
        payment: this page says so once it is received. There is nothing more to do.
      </Alert>
    )
  }
  if (returned === 'failed') {
    return (
      <Alert tone="error">
        <strong className="font-semibold">Payment not received.</strong> Stripe could not take it,
        and nothing was charged. You can try again, or use the ways to pay below.
      </Alert>
    )
  }
  if (returned === 'cancelled') {
    return <Alert tone="info">Card payment cancelled: nothing was charged.</Alert>
  }
  return null
}

/**
 * What the client's link shows: the invoice, with Download PDF and a way to pay: "Pay £x by
 * card" through her stylist's Stripe, or else her payment link.
 */
export function ClientInvoicePage({
  invoice,
  preview,
  pdfUrl,
  madeWith,
  card,
  returned,
  payError,
}: {
  invoice: InvoiceView
  preview: boolean
  pdfUrl: string
  /** "Made with Capsule Studio" under it: her stylist's choice. */
  madeWith: boolean
  /** Her stylist takes cards through Stripe, and something is due. */
  card: boolean
  returned: CardReturn
  payError?: string
}) {
  const link = invoice.seller.paymentLink
  const payable = link && invoice.balance > 0 && invoice.status !== 'void'
  const due = formatMoney({ amount: invoice.balance, currency: invoice.currency })
  return (
    <div className="min-h-dvh bg-canvas">
      {preview ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 bg-ink px-4 py-2 text-center text-sm text-balance text-canvas"
        >
          <Icon name="eye" className="size-4 shrink-0" />
          {invoice.status === 'draft'
            ? 'Draft preview: your client cannot open this link until the invoice is issued.'
            : 'Preview: this is what your client sees at this link.'}
        </div>
      ) : null}
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-14">
        <div className="mb-6 space-y-3 empty:hidden">
          <ReturnNote returned={returned} />
          {payError ? <Alert tone="error">{payError}</Alert> : null}
        </div>
        {invoice.status === 'void' ? (
          <p className="mb-6 rounded-xl bg-sunken px-4 py-3 text-sm text-ink">
            This invoice was voided: nothing is due on it.
          </p>
        ) : invoice.status === 'paid' && returned !== 'received' ? (
          <p className="mb-6 flex items-center gap-2 rounded-xl bg-success-soft px-4 py-3 text-sm text-success">
            <Icon name="circle-check" className="size-4 shrink-0" /> Paid in full. Thank you!
          </p>
        ) : null}
        <div className="mb-6 flex flex-wrap gap-3">
          {card ? (
            // A document submission: the answer sends her on to Stripe's own page.
            <Form method="post" reloadDocument className="flex flex-1 sm:flex-none">
              <input type="hidden" name="intent" value="pay-by-card" />
              <button type="submit" className={buttonClasses({ className: 'flex-1' })}>
                <Icon name="wallet" className="size-4" /> Pay {due} by card
              </button>
            </Form>
          ) : payable ? (
            <a
              href={link}
              rel="noopener noreferrer"
              target="_blank"
              className={buttonClasses({ className: 'flex-1 sm:flex-none' })}
            >
              <Icon name="wallet" className="size-4" /> Pay
            </a>
          ) : null}
          <a
            href={pdfUrl}
            download
            className={buttonClasses({ variant: 'secondary', className: 'flex-1 sm:flex-none' })}
          >
            <Icon name="download" className="size-4" /> Download PDF
          </a>
        </div>
        <InvoiceDocument invoice={invoice} />
        {madeWith ? (
          <footer className="mt-8 text-center">
            <MadeWith />
          </footer>
        ) : null}
      </main>
    </div>
  )
}

export function InvoiceNotFound() {
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-6 text-center">
      <div>
        <Icon name="wallet" className="mx-auto size-8 text-accent" strokeWidth={1.25} />
        <h1 className="mt-5 font-display text-4xl font-medium">Invoice not found</h1>
        <p className="mt-3 max-w-sm text-muted">
          The link may be mistyped, or this invoice is not available any more. Ask your stylist for
          a fresh link.
        </p>
      </div>
    </main>
  )
}
