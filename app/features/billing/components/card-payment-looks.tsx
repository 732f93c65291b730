import { useEffect, useRef } from 'react'
import { Link, useFetcher } from 'react-router'

import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Icon } from '~/components/ui/icon'
import { useToast } from '~/components/ui/toast'
import type { FormResult } from '~/lib/form-errors'
import { formatMoney } from '~/lib/money'

import { type CardPaymentLook, formatDay } from '../invoice-view'

const amountOf = (look: CardPaymentLook) =>
  formatMoney({ amount: look.amount, currency: look.currency })

/** The Money page's note: card payments Stripe took that are on no invoice yet. */
export function CardPaymentLooksNote({ looks }: { looks: CardPaymentLook[] }) {
  if (looks.length === 0) return null
  return (
    <div className="mb-6">
      <Alert tone="info">
        <p className="font-semibold">
          {looks.length === 1
            ? 'A card payment needs a look'
            : `${looks.length} card payments need a look`}
        </p>
        <ul className="mt-1 space-y-1">
          {looks.map((look) => (
            <li key={look.id}>
              {amountOf(look)}
              {look.clientName ? ` from ${look.clientName}` : ''}
              {look.invoiceId && look.invoiceNumber ? (
                <>
                  {' '}
                  for{' '}
                  <Link
                    to={`/dashboard/money/invoices/${look.invoiceId}`}
                    className="font-medium text-accent-strong underline"
                  >
                    {look.invoiceNumber}
                  </Link>
                </>
              ) : null}
              : {look.reason}
            </li>
          ))}
        </ul>
      </Alert>
    </div>
  )
}

/** On her invoice's page: each card payment of it that needs her look, to apply or mark handled. */
export function CardPaymentLooks({ looks }: { looks: CardPaymentLook[] }) {
  const fetcher = useFetcher<FormResult>()
  const { toast } = useToast()
  const seen = useRef<FormResult | undefined>(undefined)
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || seen.current === fetcher.data) return
    seen.current = fetcher.data
    if (fetcher.data.ok) toast('Card payment updated', { tone: 'success' })
  }, [fetcher.state, fetcher.data, toast])
  if (looks.length === 0) return null
  const error = fetcher.state === 'idle' ? fetcher.data?.formError : undefined
  return (
    <Card as="section" aria-labelledby="looks-title" className="border-amber-300 p-5 sm:p-6">
      <h2 id="looks-title" className="flex items-center gap-2 font-display text-2xl font-medium">
        <Icon name="circle-alert" className="size-5 text-amber-700" />
        {looks.length === 1 ? 'A card payment needs a look' : 'Card payments need a look'}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Stripe took it, and it is not on this invoice. Apply it if it fits now, or refund it in
        Stripe and mark it as handled.
      </p>
      {error ? (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      <ul className="mt-3 divide-y divide-line">
        {looks.map((look) => (
          <li key={look.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0 text-sm">
              <p className="font-medium tabular-nums">
                {amountOf(look)} by card
                {look.paidOn ? ` on ${formatDay(look.paidOn)}` : ''}
              </p>
              <p className="text-muted">{look.reason}</p>
            </div>
            <fetcher.Form method="post" className="flex flex-wrap gap-2">
              <input type="hidden" name="id" value={look.id} />
              <Button
                type="submit"
                name="intent"
                value="apply-card-payment"
                variant="secondary"
                size="sm"
                busy={fetcher.state !== 'idle'}
              >
                Apply to invoice
              </Button>
              <Button
                type="submit"
                name="intent"
                value="handle-card-payment"
                variant="ghost"
                size="sm"
              >
                Mark as handled
              </Button>
            </fetcher.Form>
          </li>
        ))}
      </ul>
    </Card>
  )
}
