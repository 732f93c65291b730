import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Field } from '~/components/ui/field'
import { Icon } from '~/components/ui/icon'
import { Input } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import type { FormResult } from '~/lib/form-errors'
import { formatMoney } from '~/lib/money'

import {
  formatDay,
  type InvoiceView,
  isStripePayment,
  paymentMethodText,
  type PaymentView,
} from '../invoice-view'

/** The payments recorded on an issued invoice, removable; and a gift voucher to redeem. */
export function InvoicePayments({ invoice }: { invoice: InvoiceView }) {
  const remove = useFetcher<FormResult>()
  const redeem = useFetcher<FormResult>()
  const { toast } = useToast()
  const [removing, setRemoving] = useState<PaymentView | null>(null)
  const seen = useRef<FormResult | undefined>(undefined)
  const money = (amount: number) => formatMoney({ amount, currency: invoice.currency })
  const redeemError =
    redeem.state === 'idle' ? (redeem.data?.errors?.code ?? redeem.data?.formError) : undefined

  useEffect(() => {
    for (const [fetcher, message] of [
      [remove, 'Payment removed'],
      [redeem, 'Voucher redeemed'],
    ] as const) {
      if (fetcher.state !== 'idle' || !fetcher.data || seen.current === fetcher.data) continue
      seen.current = fetcher.data
      if (fetcher.data.ok) toast(message, { tone: 'success' })
      else if (fetcher === remove)
        toast(fetcher.data.formError ?? 'It could not be removed.', { tone: 'error' })
      setRemoving(null)
    }
  }, [remove, redeem, toast])

  return (
    <Card as="section" aria-labelledby="payments-title" className="p-5 sm:p-6">
      <h2 id="payments-title" className="font-display text-2xl font-medium">
        Payments
      </h2>
      {invoice.payments.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No payment recorded yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {invoice.payments.map((payment) => (
            <li
              key={payment.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm"
            >
              <div className="min-w-0">
                <p className="font-medium tabular-nums">{money(payment.amount)}</p>
                <p className="text-muted">
                  {formatDay(payment.paidOn)} · {paymentMethodText(payment)}
                  {payment.note ? ` · ${payment.note}` : ''}
                </p>
              </div>
              {isStripePayment(payment) ? (
                // Stripe's own record: a refund is made in Stripe, and comes back here by itself.
                <span className="text-xs text-muted">Recorded by Stripe</span>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRemoving(payment)}
                  aria-label={`Remove the payment of ${money(payment.amount)}`}
                >
                  <Icon name="x" className="size-4" /> Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {invoice.status !== 'void' && invoice.balance > 0 ? (
        <redeem.Form
          method="post"
          className="mt-5 grid gap-3 border-t border-line pt-5 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <input type="hidden" name="intent" value="redeem-voucher" />
          <Field
            label="Gift voucher code"
            htmlFor="voucher-code"
            error={redeemError}
            hint="What the voucher has left pays what is due."
          >
            <Input
              id="voucher-code"
              name="code"
              maxLength={40}
              autoComplete="off"
              placeholder="GIFT-XXXX-XXXX"
            />
          </Field>
          <Button
            type="submit"
            variant="secondary"
            busy={redeem.state !== 'idle'}
            className={redeemError ? 'sm:mb-7' : undefined}
          >
            Redeem
          </Button>
        </redeem.Form>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this payment?"
        message={
          removing
            ? `The payment of ${money(removing.amount)} comes off the invoice${removing.voucherCode ? ', and back onto its voucher' : ''}.`
            : ''
        }
        confirmLabel="Remove"
        busy={remove.state !== 'idle'}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          void remove.submit(
            { intent: 'remove-payment', id: removing?.id ?? '' },
            { method: 'post' },
          )
        }
      />
    </Card>
  )
}
