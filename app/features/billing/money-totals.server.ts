// The Money page's totals, per currency: invoiced, paid, outstanding and overdue over every
// issued invoice that is not void, and what was paid this month and this year.
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { today } from './invoice-view'
import { invoice, invoicePayment } from './tables.server'

export type CurrencyTotals = {
  currency: string
  invoiced: number
  paid: number
  outstanding: number
  overdue: number
  paidThisMonth: number
  paidThisYear: number
}

const sum = (value: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${value}), 0)::int`

/** Her totals, one entry per currency she invoiced in; `first` (her studio's) leads. */
export async function moneyTotals(ownerId: string, first: string): Promise<CurrencyTotals[]> {
  const on = today()
  const year = `${on.slice(0, 4)}-01-01`
  const month = `${on.slice(0, 7)}-01`
  const due = sql`${invoice.total} - ${invoice.paidAmount}`
  const open = sql`${invoice.status} in ('sent', 'partly_paid')`
  const [invoiced, payments] = await Promise.all([
    db
      .select({
        currency: invoice.currency,
        invoiced: sum(sql`${invoice.total}`),
        paid: sum(sql`${invoice.paidAmount}`),
        outstanding: sum(sql`case when ${open} then ${due} end`),
        overdue: sum(sql`case when ${open} and ${invoice.dueOn} < ${on} then ${due} end`),
      })
      .from(invoice)
      .where(
        and(eq(invoice.ownerId, ownerId), inArray(invoice.status, ['sent', 'partly_paid', 'paid'])),
      )
      .groupBy(invoice.currency),
    db
      .select({
        currency: invoice.currency,
        paidThisMonth: sum(
          sql`case when ${invoicePayment.paidOn} >= ${month} then ${invoicePayment.amount} end`,
        ),
        paidThisYear: sum(sql`${invoicePayment.amount}`),
      })
      .from(invoicePayment)
      .innerJoin(invoice, eq(invoice.id, invoicePayment.invoiceId))
      .where(
        and(
          eq(invoicePayment.ownerId, ownerId),
          ne(invoice.status, 'void'),
          gte(invoicePayment.paidOn, year),
        ),
      )
      .groupBy(invoice.currency),
  ])
  const byCurrency = new Map<string, CurrencyTotals>()
  const entry = (currency: string) => {
    const found = byCurrency.get(currency) ?? {
      currency,
      invoiced: 0,
      paid: 0,
      outstanding: 0,
      overdue: 0,
      paidThisMonth: 0,
      paidThisYear: 0,
    }
    byCurrency.set(currency, found)
    return found
  }
  for (const row of invoiced) Object.assign(entry(row.currency), row)
  for (const row of payments) Object.assign(entry(row.currency), row)
  return [...byCurrency.values()].sort(
    (a, b) =>
      Number(b.currency === first) - Number(a.currency === first) ||
      a.currency.localeCompare(b.currency),
  )
}
