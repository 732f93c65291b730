// The invoice editor's form, read on the server (and in the browser for the preview below the
// editor, draft-preview.ts): the client, the currency, the due date, the
// texts and up to 30 lines (`lines.N.description`, `.quantity`, `.unitPrice`, `.tax`), every
// one bounded so a document stays a few pages at most.
import { readAmount } from '~/lib/amount-input'
import { CALENDAR_DATE_MESSAGE, isCalendarDate } from '~/lib/calendar-date'
import type { FieldErrors } from '~/lib/form-errors'
import { isCurrency, maxAmount } from '~/lib/money'
import { atMost } from '~/lib/text-fields'

import { type InvoiceLine, invoiceTotals, lineAmount, type TaxRate } from './totals'

export const INVOICE_LIMITS = {
  lines: 30,
  description: 200,
  clientAddress: 300,
  notes: 1000,
  /** Hundredths: 10,000 of anything at most. */
  quantity: 1_000_000,
} as const

/** The largest total an invoice may have: what money.ts allows, within a 32-bit column. */
export const maxInvoiceTotal = (currency: string) => Math.min(maxAmount(currency), 2_000_000_000)

export type InvoiceDraft = {
  clientId: string
  currency: string
  clientAddress: string | null
  notes: string | null
  dueOn: string | null
  lines: InvoiceLine[]
}

/** "1", "1.5", "0,25" → hundredths (150); null when it is not a quantity. */
export function readQuantity(text: string): number | null {
  const match = /^(\d{1,5})(?:[.,](\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return hundredths > 0 && hundredths <= INVOICE_LIMITS.quantity ? hundredths : null
}

/** The line numbers the form sent (`lines.3.description` → 3), in order. */
function lineIndexes(fields: Readonly<Record<string, string>>): number[] {
  const indexes = new Set<number>()
  for (const name of Object.keys(fields)) {
    const match = /^lines\.(\d{1,4})\./.exec(name)
    if (match) indexes.add(Number(match[1]))
  }
  return [...indexes].sort((a, b) => a - b)
}

function optional(value: string | undefined, max: number, name: string, errors: FieldErrors) {
  const text = (value ?? '').trim()
  if (text.length > max) errors[name] = atMost(max)
  return text || null
}

/**
 * The editor's fields read as a draft, or the messages next to the fields to fix. `taxRates`:
 * her settings' rates, which a line's `tax` names by its place (empty: no tax).
 */
export function readInvoiceForm(
  fields: Readonly<Record<string, string>>,
  taxRates: TaxRate[],
  taxIncluded: boolean,
): { ok: true; draft: InvoiceDraft } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const clientId = (fields.clientId ?? '').trim()
  if (!clientId) errors.clientId = 'Choose a client.'
  const currency = (fields.currency ?? '').trim().toUpperCase()
  if (!isCurrency(currency)) errors.currency = 'Choose a currency from the list.'
  const due = (fields.dueOn ?? '').trim()
  if (due && !isCalendarDate(due)) errors.dueOn = CALENDAR_DATE_MESSAGE
  const clientAddress = optional(
    fields.clientAddress,
    INVOICE_LIMITS.clientAddress,
    'clientAddress',
    errors,
  )
  const notes = optional(fields.notes, INVOICE_LIMITS.notes, 'notes', errors)

  const indexes = lineIndexes(fields)
  if (indexes.length === 0) errors.form = 'Add at least one line.'
  if (indexes.length > INVOICE_LIMITS.lines) {
    errors.form = `An invoice has at most ${INVOICE_LIMITS.lines} lines.`
  }
  const lines: InvoiceLine[] = []
  for (const index of indexes.slice(0, INVOICE_LIMITS.lines)) {
    const at = (name: string) => `lines.${index}.${name}`
    const description = (fields[at('description')] ?? '').trim()
    if (!description) errors[at('description')] = 'Describe the line.'
    else if (description.length > INVOICE_LIMITS.description) {
      errors[at('description')] = atMost(INVOICE_LIMITS.description)
    }
    const quantity = readQuantity(fields[at('quantity')] ?? '')
    if (quantity === null) errors[at('quantity')] = 'Enter a quantity from 0.01 to 10,000.'
    const price = isCurrency(currency)
      ? readAmount(fields[at('unitPrice')], currency, { allowZero: true })
      : null
    if (price && !price.ok) errors[at('unitPrice')] = price.message
    const taxText = (fields[at('tax')] ?? '').trim()
    const tax = taxText === '' ? null : (taxRates[Number(taxText)] ?? undefined)
    if (tax === undefined) errors[at('tax')] = 'Choose a tax rate from the list.'
    if (quantity !== null && price?.ok && tax !== undefined) {
      const amount = lineAmount(quantity, price.amount)
      lines.push({ description, quantity, unitPrice: price.amount, tax, amount })
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  if (invoiceTotals(lines, taxIncluded).total > maxInvoiceTotal(currency)) {
    return {
      ok: false,
      errors: { form: 'That adds up to more than an invoice can hold: check the amounts.' },
    }
  }
  return {
    ok: true,
    draft: { clientId, currency, clientAddress, notes, dueOn: due || null, lines },
  }
}
