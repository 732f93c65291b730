// Card payments that need her look: taken by Stripe but not put on their invoice (it was void,
// already paid, or another amount arrived). She applies one to its invoice when it fits now, or
// marks it handled (refunded in Stripe, settled otherwise).
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { payInvoice } from './checkout-settle.server'
import { type Outcome, refuse } from './invoice-changes.server'
import { type CardPaymentLook, today } from './invoice-view'
import { lockCheckout } from './stripe-events.server'
import { stripeCheckout } from './stripe-tables.server'
import { invoice } from './tables.server'

/** Her card payments needing a look, newest first (of one invoice, when given). */
export async function listCardPaymentLooks(
  ownerId: string,
  invoiceId?: string,
): Promise<CardPaymentLook[]> {
  const rows = await db
    .select({
      id: stripeCheckout.id,
      invoiceId: stripeCheckout.invoiceId,
      invoiceNumber: invoice.number,
      clientName: invoice.clientName,
      received: stripeCheckout.amountReceived,
      refunded: stripeCheckout.refunded,
      currency: stripeCheckout.currency,
      reason: stripeCheckout.lookReason,
      paidAt: stripeCheckout.paidAt,
    })
    .from(stripeCheckout)
    .leftJoin(invoice, eq(invoice.id, stripeCheckout.invoiceId))
    .where(
      and(
        eq(stripeCheckout.ownerId, ownerId),
        isNotNull(stripeCheckout.lookReason),
        isNull(stripeCheckout.lookResolvedAt),
        invoiceId ? eq(stripeCheckout.invoiceId, invoiceId) : undefined,
      ),
    )
    .orderBy(desc(stripeCheckout.paidAt))
    .limit(50)
  return rows.map(({ received, refunded, reason, paidAt, ...row }) => ({
    ...row,
    amount: (received ?? 0) - refunded,
    reason: reason ?? '',
    paidOn: paidAt ? today(paidAt) : null,
  }))
}

const LOOK_GONE = 'This card payment no longer needs a look.'

/** Puts a card payment that needed her look on its invoice, if the invoice can take it now. */
export async function applyCardPayment(ownerId: string, checkoutId: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const checkout = await lockCheckout(tx, ownerId, eq(stripeCheckout.id, checkoutId.slice(0, 40)))
    if (
      !checkout ||
      !checkout.lookReason ||
      checkout.lookResolvedAt ||
      checkout.status !== 'paid'
    ) {
      return refuse(404, LOOK_GONE)
    }
    if (checkout.purpose !== 'invoice') return refuse(409, 'This payment is not an invoice’s.')
    const amount = (checkout.amountReceived ?? 0) - checkout.refunded
    if (amount <= 0) return refuse(409, 'It was refunded in full: mark it as handled.')
    const problem = await payInvoice(tx, checkout, {
      value: amount,
      currency: checkout.currency,
      asked: null,
      paidOn: today(checkout.paidAt ?? new Date()),
    })
    if (problem) return refuse(409, problem)
    await tx
      .update(stripeCheckout)
      .set({ lookResolvedAt: new Date(), updatedAt: new Date() })
      .where(eq(stripeCheckout.id, checkout.id))
    return { ok: true }
  })
}

/** She dealt with it herself (refunded it in Stripe, or settled it with her client). */
export async function markCardPaymentHandled(ownerId: string, checkoutId: string) {
  const done = await db
    .update(stripeCheckout)
    .set({ lookResolvedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(stripeCheckout.ownerId, ownerId),
        eq(stripeCheckout.id, checkoutId.slice(0, 40)),
        isNotNull(stripeCheckout.lookReason),
        isNull(stripeCheckout.lookResolvedAt),
      ),
    )
    .returning({ id: stripeCheckout.id })
  return done.length > 0 ? ({ ok: true } as const) : refuse(404, LOOK_GONE)
}
