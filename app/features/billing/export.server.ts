// Getting paid in "Export my data": her billing settings, packages, invoices (and their lines),
// payments and gift vouchers. Amounts are written in the currency's units ("179.50") beside
// their currency, as a spreadsheet reads them.
import { asc, eq } from 'drizzle-orm'

import { type Collection, type Column, dataSet, units } from '~/lib/data-set'
import { db } from '~/server/db.server'

import {
  billingSettings,
  giftVoucher,
  invoice,
  invoicePayment,
  servicePackage,
} from './tables.server'

type Invoice = typeof invoice.$inferSelect
type Line = Invoice['lines'][number] & {
  invoiceId: string
  number: string | null
  currency: string
}

const settingsColumns: Column<typeof billingSettings.$inferSelect>[] = [
  ['legal_name', 'Your legal name on invoices.', (r) => r.legalName],
  ['address', 'Your address on invoices.', (r) => r.address],
  ['tax_id', 'Your tax ID.', (r) => r.taxId],
  [
    'tax_rates',
    'Your tax rates ("name rate%"), separated by ";".',
    (r) => r.taxRates.map((t) => `${t.name} ${t.basisPoints / 100}%`).join('; '),
  ],
  ['tax_included', 'true: prices include tax; false: tax is added on top.', (r) => r.taxIncluded],
  ['number_format', 'The invoice number format.', (r) => r.numberFormat],
  ['next_number', 'The next invoice number.', (r) => r.nextNumber],
  ['payment_instructions', 'How to pay, as printed.', (r) => r.paymentInstructions],
  ['payment_link', 'Your payment page.', (r) => r.paymentLink],
  ['due_days', 'Days until an invoice is due.', (r) => r.dueDays],
  ['footer', 'The footer of your invoices.', (r) => r.footer],
]

const packageColumns: Column<typeof servicePackage.$inferSelect>[] = [
  ['id', 'The package’s id.', (r) => r.id],
  ['name', 'Name.', (r) => r.name],
  ['price', 'Price (empty when only typed as text).', (r) => units(r.priceAmount, r.currency)],
  ['currency', 'Its currency (ISO 4217).', (r) => r.currency],
  ['price_text', 'The price as typed, when it was not an amount.', (r) => r.priceText],
  ['price_note', 'Price note.', (r) => r.priceNote],
  ['summary', 'Summary.', (r) => r.summary],
  ['included', 'What is included, one thing per line.', (r) => r.included.join('\n')],
  ['add_on', 'Add-on.', (r) => r.addOn],
  ['deposit_kind', 'percent, amount or empty.', (r) => r.depositKind],
  [
    'deposit',
    'The deposit: a percentage, or an amount.',
    (r) => (r.depositKind === 'amount' ? units(r.depositValue, r.currency) : r.depositValue),
  ],
  ['show_on_site', 'true when your public site lists it (site owner).', (r) => r.showOnSite],
  ['created_at', 'Created (UTC).', (r) => r.createdAt],
]

const invoiceColumns: Column<Invoice>[] = [
  ['id', 'The invoice’s id.', (r) => r.id],
  ['number', 'Its number (empty for a draft).', (r) => r.number],
  ['status', 'draft, sent, partly_paid, paid or void.', (r) => r.status],
  ['client_id', 'Its client (clients.csv), empty if deleted since.', (r) => r.clientId],
  ['client_name', 'The client’s name on it.', (r) => r.clientName],
  ['client_email', 'The client’s e-mail on it.', (r) => r.clientEmail],
  ['client_address', 'The client’s address on it.', (r) => r.clientAddress],
  ['package_id', 'The package it was made from (packages.csv).', (r) => r.packageId],
  ['kind', 'custom, deposit, balance or full (price of a package).', (r) => r.kind],
  ['currency', 'Its currency.', (r) => r.currency],
  ['subtotal', 'Without tax.', (r) => units(r.subtotal, r.currency)],
  ['tax', 'Tax.', (r) => units(r.taxTotal, r.currency)],
  ['total', 'Total.', (r) => units(r.total, r.currency)],
  ['paid', 'Paid so far.', (r) => units(r.paidAmount, r.currency)],
  ['issued_on', 'Issued on.', (r) => r.issuedOn],
  ['due_on', 'Due on.', (r) => r.dueOn],
  ['notes', 'Your note on it.', (r) => r.notes],
  [
    'link',
    'The client’s link, after your site’s address (keep it private).',
    (r) => `/invoice/${r.id}?t=${r.token}`,
  ],
  ['created_at', 'Created (UTC).', (r) => r.createdAt],
]

const lineColumns: Column<Line>[] = [
  ['invoice_id', 'Its invoice (invoices.csv).', (r) => r.invoiceId],
  ['invoice_number', 'Its invoice’s number.', (r) => r.number],
  ['description', 'Description.', (r) => r.description],
  ['quantity', 'Quantity.', (r) => r.quantity / 100],
  ['unit_price', 'Unit price.', (r) => units(r.unitPrice, r.currency)],
  [
    'tax',
    'Tax rate ("name rate%").',
    (r) => (r.tax ? `${r.tax.name} ${r.tax.basisPoints / 100}%` : null),
  ],
  ['amount', 'Quantity × unit price.', (r) => units(r.amount, r.currency)],
]

type Payment = typeof invoicePayment.$inferSelect & { currency: string }
const paymentColumns: Column<Payment>[] = [
  ['id', 'The payment’s id.', (r) => r.id],
  ['invoice_id', 'Its invoice (invoices.csv).', (r) => r.invoiceId],
  ['paid_on', 'Paid on.', (r) => r.paidOn],
  ['amount', 'Amount (negative: a refund).', (r) => units(r.amount, r.currency)],
  ['currency', 'Its currency.', (r) => r.currency],
  [
    'method',
    'bank_transfer, card, cash, payment_link, voucher, other; stripe (a card payment through Stripe) or stripe_refund.',
    (r) => r.method,
  ],
  ['card_last4', 'The last four digits of the card, when Stripe gave them.', (r) => r.cardLast4],
  ['voucher_id', 'The gift voucher redeemed (gift-vouchers.csv).', (r) => r.voucherId],
  ['note', 'Note.', (r) => r.note],
]

const voucherColumns: Column<typeof giftVoucher.$inferSelect>[] = [
  ['id', 'The voucher’s id.', (r) => r.id],
  ['code', 'Its code.', (r) => r.code],
  ['kind', 'amount or package.', (r) => r.kind],
  ['package_name', 'The package it is for.', (r) => r.packageName],
  ['value', 'What it was worth.', (r) => units(r.amount, r.currency)],
  ['balance', 'What is left of it.', (r) => units(r.balance, r.currency)],
  ['currency', 'Its currency.', (r) => r.currency],
  ['recipient', 'Who it is for.', (r) => r.recipient],
  ['note', 'Note.', (r) => r.note],
  ['expires_on', 'Valid until.', (r) => r.expiresOn],
  ['created_at', 'Made (UTC).', (r) => r.createdAt],
]

/** Her getting-paid data sets. */
export async function billingDataSets(ownerId: string): Promise<Collection[]> {
  const [settings, packages, invoices, payments, vouchers] = await Promise.all([
    db.select().from(billingSettings).where(eq(billingSettings.ownerId, ownerId)),
    db
      .select()
      .from(servicePackage)
      .where(eq(servicePackage.ownerId, ownerId))
      .orderBy(asc(servicePackage.position)),
    db
      .select()
      .from(invoice)
      .where(eq(invoice.ownerId, ownerId))
      .orderBy(asc(invoice.createdAt), asc(invoice.id)),
    db
      .select({ payment: invoicePayment, currency: invoice.currency })
      .from(invoicePayment)
      .innerJoin(invoice, eq(invoice.id, invoicePayment.invoiceId))
      .where(eq(invoicePayment.ownerId, ownerId))
      .orderBy(asc(invoicePayment.paidOn), asc(invoicePayment.id)),
    db
      .select()
      .from(giftVoucher)
      .where(eq(giftVoucher.ownerId, ownerId))
      .orderBy(asc(giftVoucher.createdAt)),
  ])
  const lines = invoices.flatMap((row) =>
    row.lines.map((line) => ({
      ...line,
      invoiceId: row.id,
      number: row.number,
      currency: row.currency,
    })),
  )
  return [
    dataSet('billing-settings', 'Your billing settings.', settingsColumns, settings),
    dataSet('packages', 'Your packages.', packageColumns, packages),
    dataSet('invoices', 'Your invoices, drafts and void ones included.', invoiceColumns, invoices),
    dataSet('invoice-lines', 'The lines of your invoices.', lineColumns, lines),
    dataSet(
      'payments',
      'The payments recorded on your invoices.',
      paymentColumns,
      payments.map(({ payment, currency }) => ({ ...payment, currency })),
    ),
    dataSet('gift-vouchers', 'Your gift vouchers.', voucherColumns, vouchers),
  ]
}
