// Refunds she makes in Stripe, on the invoice they refund: a refund row (negative) for what was
// given back, following the largest refunded total Stripe reported for the payment, so the
// order its events arrive in (even before the payment's own) does not matter.
import { and, eq, gt, sql } from 'drizzle-orm'

import { db, type Tx } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { paidStatus, today } from './invoice-view'
import type { PaymentNotice } from './payment-events.server'
import { lockInvoice } from './payments.server'
import {
  type CheckoutRow,
  claim,
  type EventClaim,
  lockCheckout,
  noteOutcome,
  type RefundFacts,
  type Settled,
} from './stripe-events.server'
import { stripeCheckout, stripeEvent } from './stripe-tables.server'
import { invoice, invoicePayment } from './tables.server'

/**
 * Brings her refunds of a paid session up to the largest refunded total Stripe reported for its
 * payment: a refund row (negative) on the invoice for the difference. Null when nothing changed.
 */
export async function applyRefunds(tx: Tx, checkout: CheckoutRow): Promise<PaymentNotice | null> {
  if (checkout.status !== 'paid' || !checkout.paymentIntent) return null
  const [reported] = await tx
    .select({ refunded: sql<number>`coalesce(max(${stripeEvent.refunded}), 0)::int` })
    .from(stripeEvent)
    .where(
      and(
        eq(stripeEvent.ownerId, checkout.ownerId),
        eq(stripeEvent.paymentIntent, checkout.paymentIntent),
      ),
    )
  const total = Math.min(reported?.refunded ?? 0, checkout.amountReceived ?? 0)
  const more = total - checkout.refunded
  if (more <= 0) return null
  await tx
    .update(stripeCheckout)
    .set({ refunded: total, updatedAt: new Date() })
    .where(eq(stripeCheckout.id, checkout.id))
  const [payment] = await tx
    .select({ invoiceId: invoicePayment.invoiceId })
    .from(invoicePayment)
    .where(and(eq(invoicePayment.checkoutId, checkout.id), gt(invoicePayment.amount, 0)))
  if (payment) {
    await tx.insert(invoicePayment).values({
      id: createId(),
      ownerId: checkout.ownerId,
      invoiceId: payment.invoiceId,
      paidOn: today(),
      amount: -more,
      method: 'stripe_refund',
      note: null,
      checkoutId: checkout.id,
      cardLast4: checkout.cardLast4,
    })
    const row = await lockInvoice(tx, checkout.ownerId, payment.invoiceId)
    if (row) {
      const paid = row.paidAmount - more
      await tx
        .update(invoice)
        .set({
          paidAmount: paid,
          // A void invoice stays void; any other follows what is paid on it now.
          ...(row.status === 'void' ? {} : { status: paidStatus(paid, row.total) }),
          updatedAt: new Date(),
        })
        .where(eq(invoice.id, payment.invoiceId))
    }
  }
  return { kind: 'refunded', ownerId: checkout.ownerId, checkoutId: checkout.id, refunded: total }
}

/** Records a `charge.refunded` event of hers once, and the refund on its session's invoice. */
export async function settleRefund(
  ownerId: string,
  event: EventClaim,
  refund: RefundFacts,
): Promise<Settled> {
  return db.transaction(async (tx) => {
    if (!(await claim(tx, ownerId, event, refund))) return { outcome: 'duplicate', notices: [] }
    const checkout = refund.paymentIntent
      ? await lockCheckout(tx, ownerId, eq(stripeCheckout.paymentIntent, refund.paymentIntent))
      : undefined
    // Unknown: not the studio's, or its payment not recorded yet (it picks this refund up then).
    const notice = checkout ? await applyRefunds(tx, checkout) : null
    const outcome = !checkout ? 'waiting' : notice ? 'applied' : 'unchanged'
    await noteOutcome(tx, ownerId, event, outcome)
    return { outcome, notices: notice ? [notice] : [] }
  })
}
