import { useCallback } from 'react'

import { FormDialog } from '~/components/form-dialog'
import { Field } from '~/components/ui/field'
import { Input, Select } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { FIELD_AUDIENCE } from '~/lib/audience'
import { amountText, formatMoney } from '~/lib/money'

import { type InvoiceView, PAYMENT_METHOD_LABELS, today } from '../invoice-view'

const METHODS = ['bank_transfer', 'card', 'cash', 'payment_link', 'other'] as const

/** Records a payment on the invoice: the date, the amount (what is due, to start with), how. */
export function PaymentDialog({
  invoice,
  onClose,
  onSaved,
}: {
  invoice: InvoiceView
  onClose: () => void
  onSaved: (message: string) => void
}) {
  const save = useSaveFetcher(useCallback(() => onSaved('Payment recorded'), [onSaved]))
  const { errors } = save
  const due = formatMoney({ amount: invoice.balance, currency: invoice.currency })
  return (
    <FormDialog
      onClose={onClose}
      title="Record Payment"
      description={`${due} is still due on this invoice.`}
      save={save}
      formId="payment-form"
      intent="record-payment"
      submitLabel="Record payment"
    >
      <Field
        label={`Amount (${invoice.currency})`}
        htmlFor="payment-amount"
        error={errors.amount}
        required
      >
        <Input
          id="payment-amount"
          name="amount"
          inputMode="decimal"
          maxLength={20}
          defaultValue={amountText({ amount: invoice.balance, currency: invoice.currency })}
          required
          data-autofocus
        />
      </Field>
      <Field label="Paid on" htmlFor="payment-date" error={errors.paidOn} required>
        <Input
          id="payment-date"
          name="paidOn"
          type="date"
          max={today()}
          defaultValue={today()}
          required
        />
      </Field>
      <Field label="Method" htmlFor="payment-method" error={errors.method} required>
        <Select id="payment-method" name="method" defaultValue="bank_transfer">
          {METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Note"
        htmlFor="payment-note"
        error={errors.note}
        audience={FIELD_AUDIENCE.invoicePayment.note}
      >
        <Input id="payment-note" name="note" maxLength={200} />
      </Field>
    </FormDialog>
  )
}
