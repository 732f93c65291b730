// Reading her invoices: one with its payments, a client's, and the Money page's list with its
// filters. Every query filters on the owner; a stranger's id reads as none.
import { createHash, timingSafeEqual } from 'node:crypto'

import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { db } from '~/server/db.server'

import type { InvoiceFilters } from './filters'
import {
  type FilterStatus,
  type InvoiceView,
  invoiceView,
  type PaymentView,
  today,
} from './invoice-view'
import { sellerOf } from './settings.server'
import { giftVoucher, invoice, invoicePayment } from './tables.server'

export const invoiceColumns = {
  id: invoice.id,
  token: invoice.token,
  status: invoice.status,
  number: invoice.number,
  kind: invoice.kind,
  clientId: invoice.clientId,
  clientName: invoice.clientName,
  clientEmail: invoice.clientEmail,
  clientAddress: invoice.clientAddress,
  packageId: invoice.packageId,
  currency: invoice.currency,
  lines: invoice.lines,
  taxIncluded: invoice.taxIncluded,
  paidAmount: invoice.paidAmount,
  notes: invoice.notes,
  seller: invoice.seller,
  issuedOn: invoice.issuedOn,
  dueOn: invoice.dueOn,
  sentAt: invoice.sentAt,
  remind: invoice.remind,
  remindedAt: invoice.remindedAt,
  createdAt: invoice.createdAt,
}

async function paymentsOf(invoiceIds: string[]): Promise<Map<string, PaymentView[]>> {
  const byInvoice = new Map<string, PaymentView[]>()
  if (invoiceIds.length === 0) return byInvoice
  const rows = await db
    .select({
      invoiceId: invoicePayment.invoiceId,
      id: invoicePayment.id,
      paidOn: invoicePayment.paidOn,
      amount: invoicePayment.amount,
      method: invoicePayment.method,
      note: invoicePayment.note,
      voucherCode: giftVoucher.code,
      cardLast4: invoicePayment.cardLast4,
    })
    .from(invoicePayment)
    .leftJoin(giftVoucher, eq(giftVoucher.id, invoicePayment.voucherId))
    .where(inArray(invoicePayment.invoiceId, invoiceIds))
    .orderBy(asc(invoicePayment.paidOn), asc(invoicePayment.createdAt))
  for (const { invoiceId, ...payment } of rows) {
    byInvoice.set(invoiceId, [...(byInvoice.get(invoiceId) ?? []), payment])
  }
  return byInvoice
}

/** Her invoice `id` with its payments, or null when there is none of hers. */
export async function getInvoice(ownerId: string, id: string): Promise<InvoiceView | null> {
  const [row] = await db
    .select(invoiceColumns)
    .from(invoice)
    .where(mine(invoice, ownerId, id))
  if (!row) return null
  const [seller, payments] = await Promise.all([sellerOf(ownerId), paymentsOf([row.id])])
  return invoiceView(row, seller, payments.get(row.id) ?? [])
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** The two tokens are equal, compared in a time that does not depend on where they differ. */
export function sameToken(expected: string, given: string): boolean {
  return timingSafeEqual(digest(expected), digest(given))
}

/**
 * An invoice for the client's link: found by its id, then its token compared in constant time;
 * a wrong (or no) token is no row, and nothing more is read. Any owner's: the access rule
 * decides who may see it.
 */
export async function findInvoiceForLink(id: string, token: string | null) {
  if (!token || !/^[\w-]{10,40}$/.test(id)) return null
  const [row] = await db
    .select({ ...invoiceColumns, ownerId: invoice.ownerId })
    .from(invoice)
    .where(eq(invoice.id, id))
  if (!row || !sameToken(row.token, token.slice(0, 100))) return null
  const [seller, payments] = await Promise.all([
    // An issued invoice keeps the seller it was issued with; a draft (the owner's preview) reads hers.
    row.seller ?? sellerOf(row.ownerId),
    paymentsOf([row.id]),
  ])
  return { ownerId: row.ownerId, view: invoiceView(row, seller, payments.get(row.id) ?? []) }
}

export type { InvoiceFilters }

/** At most this many rows on the Money page (the newest); the CSV has every one. */
export const LIST_LIMIT = 200

function statusCondition(status: FilterStatus, on: string): SQL {
  if (status === 'overdue') {
    return and(inArray(invoice.status, ['sent', 'partly_paid']), lt(invoice.dueOn, on))!
  }
  if (status === 'sent' || status === 'partly_paid') {
    return and(
      eq(invoice.status, status),
      or(sql`${invoice.dueOn} is null`, sql`${invoice.dueOn} >= ${on}`),
    )!
  }
  return eq(invoice.status, status)
}

/** The month an invoice belongs to: when it was issued (a draft: made). */
const monthOf = sql`coalesce(to_char(${invoice.issuedOn}, 'YYYY-MM'), to_char(${invoice.createdAt} at time zone 'UTC', 'YYYY-MM'))`

/** Her invoices matching the filters, newest first (`limit`: the Money page's first rows). */
export async function listInvoices(
  ownerId: string,
  filters: InvoiceFilters,
  { limit }: { limit?: number } = {},
) {
  const on = today()
  const where = and(
    mine(invoice, ownerId),
    filters.status ? statusCondition(filters.status, on) : undefined,
    filters.clientId ? eq(invoice.clientId, filters.clientId) : undefined,
    filters.month ? sql`${monthOf} = ${filters.month}` : undefined,
  )
  const query = db
    .select(invoiceColumns)
    .from(invoice)
    .where(where)
    .orderBy(
      desc(sql`coalesce(${invoice.issuedOn}, ${invoice.createdAt}::date)`),
      desc(invoice.createdAt),
    )
  const rows = limit ? await query.limit(limit) : await query
  const seller = await sellerOf(ownerId)
  return rows.map((row) => invoiceView(row, seller, []))
}

/** Her client's invoices that were sent to her (void ones too), newest first (for her home). */
export async function sentInvoicesOfClient(ownerId: string, clientId: string) {
  const views = await listInvoices(ownerId, { clientId })
  return views.filter((view) => view.status !== 'draft')
}
