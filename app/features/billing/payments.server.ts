// Payments on her issued invoices: recorded (date, amount, method, note), a gift voucher
// redeemed, or removed again. Each keeps the invoice's paid amount and status with it, in one
// transaction with the invoice locked.
import { and, eq, isNull, sql } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { formatMoney } from '~/lib/money'
import { db, type Tx } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { INVOICE_GONE, type Outcome, refuse } from './invoice-changes.server'
import { paidStatus, today } from './invoice-view'
import { CODE_PREFIX, normaliseCode } from './schema'
import { giftVoucher, invoice, invoicePayment } from './tables.server'

/** Her invoice's status and what is paid on it, locked until the transaction ends. */
export async function lockInvoice(tx: Tx, ownerId: string, invoiceId: string) {
  const [row] = await tx
    .select({
      status: invoice.status,
      total: invoice.total,
      paidAmount: invoice.paidAmount,
      currency: invoice.currency,
    })
    .from(invoice)
    .where(mine(invoice, ownerId, invoiceId))
    .for('update')
  return row
}

/** Her issued invoice, locked until the transaction ends; or why a payment cannot go on it. */
async function payable(tx: Tx, ownerId: string, invoiceId: string) {
  const row = await lockInvoice(tx, ownerId, invoiceId)
  if (!row) return refuse(404, INVOICE_GONE)
  if (row.status === 'draft') return refuse(409, 'Issue the invoice before recording a payment.')
  if (row.status === 'void') return refuse(409, 'This invoice is void: it takes no payments.')
  const due = row.total - row.paidAmount
  if (due <= 0) return refuse(409, 'This invoice is paid in full.')
  return { ok: true as const, ...row, due }
}

async function addPaid(tx: Tx, invoiceId: string, paid: number, total: number) {
  await tx
    .update(invoice)
    .set({ paidAmount: paid, status: paidStatus(paid, total), updatedAt: new Date() })
    .where(eq(invoice.id, invoiceId))
}

/** Records a payment on her issued invoice: never more than is still due. */
export async function recordPayment(
  ownerId: string,
  invoiceId: string,
  payment: {
    paidOn: string
    amount: number
    method: 'bank_transfer' | 'card' | 'cash' | 'payment_link' | 'other'
    note: string | null
  },
): Promise<Outcome> {
  if (payment.paidOn > today()) return refuse(400, 'A payment cannot be in the future.', 'paidOn')
  return db.transaction(async (tx) => {
    const target = await payable(tx, ownerId, invoiceId)
    if (!target.ok) return target
    if (payment.amount > target.due) {
      const due = formatMoney({ amount: target.due, currency: target.currency })
      return refuse(400, `That is more than the ${due} still due.`, 'amount')
    }
    await tx.insert(invoicePayment).values({ id: createId(), ownerId, invoiceId, ...payment })
    await addPaid(tx, invoiceId, target.paidAmount + payment.amount, target.total)
    return { ok: true }
  })
}

/**
 * Redeems her gift voucher `code` against her invoice: a payment of what the invoice still owes,
 * up to what the voucher has left (what is left after stays on it for another invoice; a voucher
 * used up is refused). Answers the amount taken.
 */
export async function redeemVoucher(
  ownerId: string,
  invoiceId: string,
  code: string,
): Promise<Outcome<{ amount: number; currency: string }>> {
  const typed = normaliseCode(code)
  if (!typed) return refuse(400, 'Enter the voucher’s code.', 'code')
  // "7K2M Q9RT" is enough: the GIFT in front is the same on every voucher.
  const normalised = typed.startsWith(CODE_PREFIX) ? typed : `${CODE_PREFIX}${typed}`
  return db.transaction(async (tx) => {
    const target = await payable(tx, ownerId, invoiceId)
    if (!target.ok) return target
    const [voucher] = await tx
      .select()
      .from(giftVoucher)
      .where(
        and(
          eq(giftVoucher.ownerId, ownerId),
          eq(sql`replace(${giftVoucher.code}, '-', '')`, normalised),
        ),
      )
      .for('update')
    if (!voucher) return refuse(404, 'No voucher of your studio has that code.', 'code')
    if (voucher.expiresOn && voucher.expiresOn < today()) {
      return refuse(409, `This voucher expired on ${voucher.expiresOn}.`, 'code')
    }
    if (voucher.balance <= 0) return refuse(409, 'This voucher has been used up.', 'code')
    if (voucher.currency !== target.currency) {
      return refuse(
        409,
        `This voucher is in ${voucher.currency} and the invoice in ${target.currency}.`,
        'code',
      )
    }
    const amount = Math.min(voucher.balance, target.due)
    await tx.insert(invoicePayment).values({
      id: createId(),
      ownerId,
      invoiceId,
      paidOn: today(),
      amount,
      method: 'voucher',
      note:
        voucher.kind === 'package' ? `Gift: ${voucher.packageName ?? 'a package'}` : 'Gift voucher',
      voucherId: voucher.id,
    })
    await tx
      .update(giftVoucher)
      .set({ balance: voucher.balance - amount, updatedAt: new Date() })
      .where(eq(giftVoucher.id, voucher.id))
    await addPaid(tx, invoiceId, target.paidAmount + amount, target.total)
    return { ok: true, amount, currency: voucher.currency }
  })
}

/** Removes a payment recorded by mistake (a voucher gets its amount back). */
export async function removePayment(
  ownerId: string,
  invoiceId: string,
  paymentId: string,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: invoice.status, total: invoice.total, paidAmount: invoice.paidAmount })
      .from(invoice)
      .where(mine(invoice, ownerId, invoiceId))
      .for('update')
    if (!row) return refuse(404, INVOICE_GONE)
    const [payment] = await tx
      .delete(invoicePayment)
      .where(
        and(
          eq(invoicePayment.ownerId, ownerId),
          eq(invoicePayment.invoiceId, invoiceId),
          eq(invoicePayment.id, paymentId),
          isNull(invoicePayment.checkoutId),
        ),
      )
      .returning({ amount: invoicePayment.amount, voucherId: invoicePayment.voucherId })
    if (!payment) {
      const [byStripe] = await tx
        .select({ id: invoicePayment.id })
        .from(invoicePayment)
        .where(and(eq(invoicePayment.invoiceId, invoiceId), eq(invoicePayment.id, paymentId)))
      return byStripe
        ? refuse(
            409,
            'Stripe recorded this payment: refund it in Stripe, and the refund shows here.',
          )
        : refuse(404, 'This payment was already removed.')
    }
    if (payment.voucherId) {
      await tx
        .update(giftVoucher)
        .set({ balance: sql`${giftVoucher.balance} + ${payment.amount}`, updatedAt: new Date() })
        .where(eq(giftVoucher.id, payment.voucherId))
    }
    await addPaid(tx, invoiceId, row.paidAmount - payment.amount, row.total)
    return { ok: true }
  })
}
