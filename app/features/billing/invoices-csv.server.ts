// "Export CSV" on the Money page: her invoices (as filtered) for her accountant, one row each,
// amounts in the currency's units ("1500.00") beside their currency.
import { toCsv } from '~/lib/csv'
import { minorDigits } from '~/lib/money'

import { STATUS_LABELS } from './invoice-view'
import { type InvoiceFilters, listInvoices } from './invoices.server'

const COLUMNS = [
  'number',
  'status',
  'issued_on',
  'due_on',
  'client',
  'client_email',
  'currency',
  'subtotal',
  'tax',
  'total',
  'paid',
  'outstanding',
] as const

/** "1500.00" for 150000 CHF: what a spreadsheet and an accountant read as an amount. */
export function decimal(amount: number, currency: string): string {
  const digits = minorDigits(currency)
  return (amount / 10 ** digits).toFixed(digits)
}

/** The CSV of her invoices matching `filters`; drafts are left out (they are not invoices yet). */
export async function invoicesCsv(ownerId: string, filters: InvoiceFilters): Promise<string> {
  const rows = (await listInvoices(ownerId, filters)).filter((row) => row.status !== 'draft')
  return toCsv(
    COLUMNS,
    rows.map((row) => ({
      number: row.number,
      status: STATUS_LABELS[row.displayStatus],
      issued_on: row.issuedOn,
      due_on: row.dueOn,
      client: row.clientName,
      client_email: row.clientEmail,
      currency: row.currency,
      subtotal: decimal(row.totals.subtotal, row.currency),
      tax: decimal(row.totals.taxTotal, row.currency),
      total: decimal(row.totals.total, row.currency),
      paid: decimal(row.paidAmount, row.currency),
      outstanding: decimal(row.balance, row.currency),
    })),
  )
}
