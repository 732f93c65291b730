import { useCallback, useEffect, useMemo, useState } from 'react'

import { useDirtyForm } from '~/components/dirty-forms'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Icon } from '~/components/ui/icon'
import { Input, Select, Textarea } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { currencyOptions } from '~/features/studio'
import { FIELD_AUDIENCE } from '~/lib/audience'
import { amountText } from '~/lib/money'
import { formatRate } from '~/lib/rate'

import { draftPreview } from '../draft-preview'
import { INVOICE_LIMITS } from '../invoice-form'
import type { InvoiceView } from '../invoice-view'
import { type TaxRate } from '../totals'

type Row = { key: number; description: string; quantity: string; unitPrice: string; tax: string }

let nextKey = 0
const blank = (tax: string): Row => ({
  key: nextKey++,
  description: '',
  quantity: '1',
  unitPrice: '',
  tax,
})

function rowsOf(invoice: InvoiceView, taxRates: TaxRate[]): Row[] {
  const taxIndex = (tax: TaxRate | null) =>
    tax
      ? String(
          taxRates.findIndex(
            (rate) => rate.name === tax.name && rate.basisPoints === tax.basisPoints,
          ),
        )
      : ''
  return invoice.lines.map((line) => ({
    key: nextKey++,
    description: line.description,
    quantity: String(line.quantity / 100),
    unitPrice: amountText({ amount: line.unitPrice, currency: invoice.currency }),
    tax: taxIndex(line.tax),
  }))
}

/** The editor's form: issuing sends its fields along, so the draft is issued as she sees it. */
export const INVOICE_DRAFT_FORM = 'invoice-draft'

/** The editor's fields as she has typed them (none without the editor). */
export function draftFields(): Record<string, string> {
  const form = document.getElementById(INVOICE_DRAFT_FORM)
  if (!(form instanceof HTMLFormElement)) return {}
  const fields: Record<string, string> = {}
  for (const [name, value] of new FormData(form)) {
    if (name !== 'intent' && typeof value === 'string') fields[name] = value
  }
  return fields
}

/** A draft's client, currency, due date, texts and lines; saved as a draft until it is issued. */
export function InvoiceEditor({
  invoice,
  clients,
  taxRates,
  onPreview,
}: {
  invoice: InvoiceView
  clients: { id: string; name: string }[]
  taxRates: TaxRate[]
  /** The draft as she types it, for the invoice shown below. */
  onPreview: (preview: InvoiceView) => void
}) {
  const { toast } = useToast()
  const defaultTax = taxRates.length ? '0' : ''
  const [rows, setRows] = useState<Row[]>(() => {
    const rows = rowsOf(invoice, taxRates)
    return rows.length ? rows : [blank(defaultTax)]
  })
  const [dirty, setDirty] = useState(false)
  const sent = useDirtyForm(dirty)
  const save = useSaveFetcher(
    useCallback(() => {
      setDirty(false)
      toast('Draft saved', { tone: 'success' })
    }, [toast]),
  )
  const { errors, result } = save
  const currencies = useMemo(() => currencyOptions(), [])
  const preview = useCallback(
    () => onPreview(draftPreview(invoice, draftFields(), taxRates, clients)),
    [invoice, taxRates, clients, onPreview],
  )
  // A line added or removed changes the form without an input event.
  useEffect(() => {
    if (dirty) preview()
  }, [rows, dirty, preview])

  const change = (key: number, field: keyof Row, value: string) => {
    setDirty(true)
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)))
  }

  return (
    <Card className="p-5 sm:p-8">
      <h2 className="font-display text-2xl font-medium">Edit the draft</h2>
      <p className="mt-1 text-sm text-muted">Nothing is numbered or sent until you issue it.</p>
      <save.fetcher.Form
        id={INVOICE_DRAFT_FORM}
        method="post"
        noValidate
        className="mt-6 space-y-6"
        onChange={() => {
          setDirty(true)
          preview()
        }}
        onSubmit={() => sent()}
      >
        <input type="hidden" name="intent" value="save-invoice" />
        {result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-3">
          <Field label="Client" htmlFor="invoice-client" error={errors.clientId} required>
            <Select
              id="invoice-client"
              name="clientId"
              defaultValue={invoice.clientId ?? ''}
              required
            >
              <option value="" disabled>
                Choose a client
              </option>
              {clients.map((client) => (
                <option key={client.id} value={client.id}>
                  {client.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Currency" htmlFor="invoice-currency" error={errors.currency} required>
            <Select id="invoice-currency" name="currency" defaultValue={invoice.currency}>
              {currencies.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.code}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Due date"
            htmlFor="invoice-due"
            error={errors.dueOn}
            hint="Empty: set from your days until due when issued."
          >
            <Input id="invoice-due" name="dueOn" type="date" defaultValue={invoice.dueOn ?? ''} />
          </Field>
        </div>
        <Field
          label="Client's address"
          htmlFor="invoice-address"
          error={errors.clientAddress}
          hint="Printed under her name. Optional."
        >
          <Textarea
            id="invoice-address"
            name="clientAddress"
            rows={2}
            maxLength={INVOICE_LIMITS.clientAddress}
            defaultValue={invoice.clientAddress ?? ''}
          />
        </Field>

        <fieldset>
          <legend className="text-sm font-medium text-ink">Lines</legend>
          <ol className="mt-3 space-y-4">
            {rows.map((row, index) => {
              const name = (field: string) => `lines.${index}.${field}`
              const id = (field: string) => `line-${row.key}-${field}`
              return (
                <li
                  key={row.key}
                  className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[minmax(0,1fr)_5rem_8rem_9rem_auto] sm:items-start sm:border-0 sm:p-0"
                >
                  <Field
                    label={`Line ${index + 1}`}
                    htmlFor={id('description')}
                    error={errors[name('description')]}
                  >
                    <Input
                      id={id('description')}
                      name={name('description')}
                      maxLength={INVOICE_LIMITS.description}
                      value={row.description}
                      onChange={(event) => change(row.key, 'description', event.target.value)}
                      placeholder="What it is for"
                    />
                  </Field>
                  <Field label="Qty" htmlFor={id('quantity')} error={errors[name('quantity')]}>
                    <Input
                      id={id('quantity')}
                      name={name('quantity')}
                      inputMode="decimal"
                      maxLength={8}
                      value={row.quantity}
                      onChange={(event) => change(row.key, 'quantity', event.target.value)}
                    />
                  </Field>
                  <Field
                    label={`Unit price (${invoice.currency})`}
                    htmlFor={id('unitPrice')}
                    error={errors[name('unitPrice')]}
                  >
                    <Input
                      id={id('unitPrice')}
                      name={name('unitPrice')}
                      inputMode="decimal"
                      maxLength={20}
                      value={row.unitPrice}
                      onChange={(event) => change(row.key, 'unitPrice', event.target.value)}
                    />
                  </Field>
                  <Field label="Tax" htmlFor={id('tax')} error={errors[name('tax')]}>
                    <Select
                      id={id('tax')}
                      name={name('tax')}
                      value={row.tax}
                      onChange={(event) => change(row.key, 'tax', event.target.value)}
                    >
                      <option value="">No tax</option>
                      {taxRates.map((rate, rateIndex) => (
                        <option key={rateIndex} value={String(rateIndex)}>
                          {rate.name} {formatRate(rate.basisPoints)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="self-end sm:mt-7"
                    aria-label={`Remove line ${index + 1}`}
                    disabled={rows.length === 1}
                    onClick={() => {
                      setDirty(true)
                      setRows((current) => current.filter((entry) => entry.key !== row.key))
                    }}
                  >
                    <Icon name="trash-2" className="size-4" />
                  </Button>
                </li>
              )
            })}
          </ol>
          <Button
            variant="secondary"
            size="sm"
            className="mt-4"
            disabled={rows.length >= INVOICE_LIMITS.lines}
            onClick={() => {
              setDirty(true)
              setRows((current) => [...current, blank(defaultTax)])
            }}
          >
            <Icon name="plus" className="size-4" /> Add line
          </Button>
        </fieldset>

        <Field
          label="Note"
          htmlFor="invoice-notes"
          error={errors.notes}
          audience={FIELD_AUDIENCE.invoice.notes}
          hint="Printed under the totals, like a thank-you."
        >
          <Textarea
            id="invoice-notes"
            name="notes"
            rows={2}
            maxLength={INVOICE_LIMITS.notes}
            defaultValue={invoice.notes ?? ''}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {Object.keys(errors).length > 0 ? (
            <p role="alert" className="text-sm text-danger">
              Some fields need a look: see the messages above.
            </p>
          ) : null}
          <Button type="submit" variant={dirty ? 'primary' : 'secondary'} busy={save.busy}>
            Save draft
          </Button>
        </div>
      </save.fetcher.Form>
    </Card>
  )
}
