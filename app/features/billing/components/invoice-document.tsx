import { Fragment } from 'react'

import { Card } from '~/components/ui/card'
import { formatMoney } from '~/lib/money'
import { formatRate } from '~/lib/rate'

import { formatDay, type InvoiceView, paymentMethodText, STATUS_LABELS } from '../invoice-view'

const quantityText = (hundredths: number) =>
  (hundredths / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })

function Party({ title, lines }: { title: string; lines: (string | null | undefined)[] }) {
  return (
    <div className="min-w-0">
      <h2 className="text-[0.6875rem] font-semibold tracking-[0.2em] text-muted uppercase">
        {title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-ink">
        {lines.filter(Boolean).join('\n')}
      </p>
    </div>
  )
}

/**
 * The invoice as a page: her brand, both parties, the lines, the tax, the totals, how to pay.
 * The same on her studio's invoice page and on the client's link.
 */
export function InvoiceDocument({
  invoice,
  heading: Heading = 'h1',
}: {
  invoice: InvoiceView
  /** Its title's level: the client's page's title, or a part of her invoice page. */
  heading?: 'h1' | 'h2'
}) {
  const money = (amount: number) => formatMoney({ amount, currency: invoice.currency })
  const { seller, totals } = invoice
  const status = invoice.displayStatus
  return (
    <Card as="article" aria-labelledby="invoice-title" className="p-5 sm:p-10">
      <header className="flex flex-wrap items-start justify-between gap-6">
        <p className="font-display text-3xl leading-tight font-medium text-accent-strong">
          {seller.studioName}
        </p>
        <div className="text-left sm:text-right">
          <Heading id="invoice-title" className="font-display text-2xl leading-tight font-medium">
            {invoice.number ? `Invoice ${invoice.number}` : 'Draft invoice'}
          </Heading>
          <dl className="mt-2 grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 text-sm text-muted sm:justify-end">
            {invoice.issuedOn ? (
              <>
                <dt>Issued</dt>
                <dd className="text-ink">{formatDay(invoice.issuedOn)}</dd>
              </>
            ) : null}
            {invoice.dueOn ? (
              <>
                <dt>Due</dt>
                <dd className="text-ink">{formatDay(invoice.dueOn)}</dd>
              </>
            ) : null}
            <dt>Status</dt>
            <dd className="font-medium text-ink">{STATUS_LABELS[status]}</dd>
          </dl>
        </div>
      </header>

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <Party
          title="From"
          lines={[
            seller.legalName ?? seller.studioName,
            seller.address,
            seller.taxId ? `Tax ID ${seller.taxId}` : null,
            seller.email,
          ]}
        />
        <Party
          title="Bill to"
          lines={[invoice.clientName, invoice.clientAddress, invoice.clientEmail]}
        />
      </div>

      <table className="mt-8 hidden w-full text-sm sm:table">
        <thead>
          <tr className="border-b border-line text-left text-[0.6875rem] tracking-[0.15em] text-muted uppercase">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Description
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Unit price
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Tax
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index} className="border-b border-line/60 align-top">
              <td className="py-3 pr-3 break-words">{line.description}</td>
              <td className="px-3 py-3 text-right tabular-nums">{quantityText(line.quantity)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{money(line.unitPrice)}</td>
              <td className="px-3 py-3 text-right tabular-nums">
                {line.tax ? formatRate(line.tax.basisPoints) : '–'}
              </td>
              <td className="py-3 pl-3 text-right tabular-nums">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-8 divide-y divide-line/60 border-y border-line text-sm sm:hidden">
        {invoice.lines.map((line, index) => (
          <li key={index} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="break-words">{line.description}</p>
              <p className="mt-0.5 text-muted tabular-nums">
                {quantityText(line.quantity)} × {money(line.unitPrice)}
                {line.tax ? ` · ${line.tax.name} ${formatRate(line.tax.basisPoints)}` : ''}
              </p>
            </div>
            <p className="shrink-0 tabular-nums">{money(line.amount)}</p>
          </li>
        ))}
      </ul>
      {invoice.lines.length === 0 ? <p className="mt-4 text-sm text-muted">No lines yet.</p> : null}

      <dl className="mt-6 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-y-1.5 text-sm tabular-nums">
        {invoice.taxIncluded ? null : (
          <>
            <dt className="text-muted">Subtotal</dt>
            <dd className="text-right">{money(totals.subtotal)}</dd>
          </>
        )}
        {totals.taxes.map((tax) => (
          <Fragment key={`${tax.name}${tax.basisPoints}`}>
            <dt className="pr-6 text-muted">
              {invoice.taxIncluded ? 'incl. ' : ''}
              {tax.name} {formatRate(tax.basisPoints)} on {money(tax.base)}
            </dt>
            <dd className="text-right">{money(tax.amount)}</dd>
          </Fragment>
        ))}
        <dt className="border-t border-line pt-2 pr-6 font-semibold">Total</dt>
        <dd className="border-t border-line pt-2 text-right font-semibold">
          {money(totals.total)}
        </dd>
        {invoice.paidAmount > 0 ? (
          <>
            <dt className="text-muted">Paid</dt>
            <dd className="text-right">{money(invoice.paidAmount)}</dd>
            <dt className="font-semibold">Balance due</dt>
            <dd className="text-right font-semibold">{money(invoice.balance)}</dd>
          </>
        ) : null}
      </dl>

      {invoice.payments.length > 0 ? (
        // Not a landmark: her invoice page has its own Payments section beside the document.
        <div className="mt-8">
          <h2 className="text-[0.6875rem] font-semibold tracking-[0.2em] text-muted uppercase">
            Payments
          </h2>
          <ul className="mt-2 divide-y divide-line/60 border-y border-line text-sm">
            {invoice.payments.map((payment) => (
              <li key={payment.id} className="flex items-start justify-between gap-4 py-2.5">
                <p className="min-w-0">
                  {formatDay(payment.paidOn)}
                  <span className="text-muted"> · {paymentMethodText(payment)}</span>
                </p>
                <p className="shrink-0 tabular-nums">{money(payment.amount)}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {invoice.notes ? (
        <p className="mt-8 text-sm leading-relaxed break-words whitespace-pre-line">
          {invoice.notes}
        </p>
      ) : null}
      {seller.paymentInstructions || seller.paymentLink ? (
        <section aria-labelledby="how-to-pay" className="mt-8 rounded-xl bg-sunken p-4 sm:p-5">
          <h2
            id="how-to-pay"
            className="text-[0.6875rem] font-semibold tracking-[0.2em] text-muted uppercase"
          >
            How to pay
          </h2>
          {seller.paymentInstructions ? (
            <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line">
              {seller.paymentInstructions}
            </p>
          ) : null}
          {seller.paymentLink ? (
            <p className="mt-2 text-sm break-all text-muted">Online: {seller.paymentLink}</p>
          ) : null}
        </section>
      ) : null}
      {seller.footer ? (
        <p className="mt-8 border-t border-line pt-4 text-xs leading-relaxed whitespace-pre-line text-muted">
          {seller.footer}
        </p>
      ) : null}
    </Card>
  )
}
