// The draft as the editor's form reads now, for the invoice shown below it: it follows what she
// types before she saves. A field that does not read yet (a line half typed) shows as saved.
import { isCalendarDate } from '~/lib/calendar-date'
import { isCurrency } from '~/lib/money'

import { readInvoiceForm } from './invoice-form'
import type { InvoiceView } from './invoice-view'
import { invoiceTotals, type TaxRate } from './totals'

const text = (value: string | undefined) => value?.trim() || null

export function draftPreview(
  invoice: InvoiceView,
  fields: Readonly<Record<string, string>>,
  taxRates: TaxRate[],
  clients: { id: string; name: string }[],
): InvoiceView {
  const read = readInvoiceForm(fields, taxRates, invoice.taxIncluded)
  const lines = read.ok ? read.draft.lines : invoice.lines
  const currency = isCurrency(fields.currency ?? '') ? fields.currency! : invoice.currency
  const client = clients.find((entry) => entry.id === fields.clientId)
  const due = fields.dueOn?.trim() ?? ''
  const totals = invoiceTotals(lines, invoice.taxIncluded)
  return {
    ...invoice,
    clientId: client?.id ?? invoice.clientId,
    clientName: client?.name ?? invoice.clientName,
    clientAddress: text(fields.clientAddress),
    notes: text(fields.notes),
    currency,
    dueOn: due === '' ? null : isCalendarDate(due) ? due : invoice.dueOn,
    lines,
    totals,
    balance: Math.max(totals.total - invoice.paidAmount, 0),
  }
}
