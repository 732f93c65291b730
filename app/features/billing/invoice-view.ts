// An invoice as every screen, the client's page, the PDF and the e-mail read it, and its
// status as a person reads it (overdue is a sent invoice past its due date).
import type { StoredSeller } from './tables.server'
import { type InvoiceLine, type InvoiceTotals, invoiceTotals } from './totals'

export type StoredStatus = 'draft' | 'sent' | 'partly_paid' | 'paid' | 'void'
export type DisplayStatus = StoredStatus | 'overdue'

/** The statuses the Money page filters by. */
export const FILTER_STATUSES_LIST = [
  'draft',
  'sent',
  'partly_paid',
  'paid',
  'overdue',
  'void',
] as const satisfies readonly DisplayStatus[]
export type FilterStatus = (typeof FILTER_STATUSES_LIST)[number]

export const STATUS_LABELS: Record<DisplayStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
}

export type PaymentView = {
  id: string
  paidOn: string
  /** Negative for a refund. */
  amount: number
  method: string
  note: string | null
  voucherCode: string | null
  /** The card's last four digits, when Stripe gave them. */
  cardLast4: string | null
}

/** The ways she records a payment herself (a voucher is redeemed with its code instead). */
export const PAYMENT_METHOD_LABELS = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  payment_link: 'Payment link',
  voucher: 'Gift voucher',
  other: 'Other',
} as const

const METHOD_NAMES: Record<string, string> = {
  ...PAYMENT_METHOD_LABELS,
  stripe: 'Card via Stripe',
  stripe_refund: 'Refund via Stripe',
}

/** How a payment was made, as a receipt says it: "Card via Stripe •••• 4242", "Gift voucher GIFT-…". */
export function paymentMethodText(payment: PaymentView): string {
  const name = METHOD_NAMES[payment.method] ?? payment.method
  const detail = payment.cardLast4
    ? ` •••• ${payment.cardLast4}`
    : payment.voucherCode
      ? ` ${payment.voucherCode}`
      : ''
  return `${name}${detail}`
}

/** A payment taken or refunded by Stripe: recorded by the webhook, refunded in Stripe. */
export const isStripePayment = (payment: { method: string }) =>
  payment.method === 'stripe' || payment.method === 'stripe_refund'

export type InvoiceView = {
  id: string
  token: string
  status: StoredStatus
  displayStatus: DisplayStatus
  number: string | null
  kind: 'custom' | 'deposit' | 'balance' | 'full'
  clientId: string | null
  clientName: string
  clientEmail: string | null
  clientAddress: string | null
  packageId: string | null
  currency: string
  lines: InvoiceLine[]
  taxIncluded: boolean
  totals: InvoiceTotals
  paidAmount: number
  /** What is still due. */
  balance: number
  notes: string | null
  /** Who issued it: as issued, or (a draft) as it would be issued now. */
  seller: StoredSeller
  issuedOn: string | null
  dueOn: string | null
  sentAt: Date | null
  remind: boolean
  remindedAt: Date | null
  createdAt: Date
  payments: PaymentView[]
}

/** Today's date in UTC, as dates are stored: "2026-11-25". */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** `date` plus `days`: "2026-11-25" + 14 → "2026-12-09". */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`)
  at.setUTCDate(at.getUTCDate() + days)
  return today(at)
}

/** A calendar date as screens show it: "Nov 25, 2026". */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}

/** Sent or partly paid, and its due date is past. */
export function isOverdue(
  row: { status: StoredStatus; dueOn: string | null },
  on: string = today(),
): boolean {
  return (row.status === 'sent' || row.status === 'partly_paid') && !!row.dueOn && row.dueOn < on
}

export function displayStatus(
  row: { status: StoredStatus; dueOn: string | null },
  on?: string,
): DisplayStatus {
  return isOverdue(row, on) ? 'overdue' : row.status
}

/** The status after payments add up to `paid` of `total`. */
export function paidStatus(paid: number, total: number): 'sent' | 'partly_paid' | 'paid' {
  if (paid <= 0) return 'sent'
  return paid >= total ? 'paid' : 'partly_paid'
}

/** An invoice row and its payments as the screens read it. */
export function invoiceView(
  row: Omit<InvoiceView, 'displayStatus' | 'totals' | 'balance' | 'seller' | 'payments'> & {
    seller: StoredSeller | null
  },
  liveSeller: StoredSeller,
  payments: PaymentView[],
): InvoiceView {
  const totals = invoiceTotals(row.lines, row.taxIncluded)
  return {
    ...row,
    seller: row.seller ?? liveSeller,
    totals,
    displayStatus: displayStatus(row),
    balance: row.status === 'void' ? 0 : Math.max(totals.total - row.paidAmount, 0),
    payments,
  }
}

/** "Invoice INV-2026-0007", or "Draft invoice" before it has a number. */
export function invoiceTitle(invoice: { number: string | null }): string {
  return invoice.number ? `Invoice ${invoice.number}` : 'Draft invoice'
}

/** A card payment Stripe took that is on no invoice yet: hers to apply or mark handled. */
export type CardPaymentLook = {
  id: string
  invoiceId: string | null
  invoiceNumber: string | null
  clientName: string | null
  /** What Stripe took, less what was refunded since. */
  amount: number
  currency: string
  reason: string
  paidOn: string | null
}
