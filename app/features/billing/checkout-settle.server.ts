// What Stripe says about one of her Checkout Sessions, recorded exactly once: each event is
// claimed by its id (a delivery seen before changes nothing), then the session's row is locked
// and moves on only forward (open → pending → paid or failed; open → expired), so the same event
// three times, two events racing or events out of order leave one payment. A payment the invoice
// cannot take as it is (void, already paid, another amount) is kept as needing her look, never
// put on it. Refunds follow the largest refunded total Stripe reported, whatever the order.
import { eq } from 'drizzle-orm'

import { formatMoney } from '~/lib/money'
import { db, type Tx } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { applyRefunds } from './checkout-refunds.server'
import { paidStatus, today } from './invoice-view'
import { recordPaymentActivity } from './payment-activity.server'
import type { CheckoutHandlers, PaymentNotice } from './payment-events.server'
import { lockInvoice } from './payments.server'
import {
  type CheckoutRow,
  claim,
  type EventClaim,
  lockCheckout,
  noteOutcome,
  type Settled,
} from './stripe-events.server'
import { stripeCheckout } from './stripe-tables.server'
import { invoice, invoicePayment } from './tables.server'

export type { EventClaim }

/** A Checkout Session as an event (or Stripe, asked on the client's return) describes it. */
export type SessionFacts = {
  sessionId: string
  status: 'open' | 'complete' | 'expired'
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required'
  amountTotal: number | null
  currency: string | null
  paymentIntent: string | null
}

export type SessionChange = 'completed' | 'async_succeeded' | 'async_failed' | 'expired'

/** Why the invoice cannot take `amount` as it is now; null when it can. */
function invoiceProblem(
  row: { status: string; total: number; paidAmount: number; currency: string } | undefined,
  amount: number,
  currency: string,
  asked: number | null,
): string | null {
  if (!row) return 'The invoice was deleted before the payment arrived.'
  const money = (value: number) => formatMoney({ amount: value, currency: row.currency })
  if (row.status === 'void') return 'The invoice was voided before the payment arrived.'
  if (currency !== row.currency)
    return `Stripe took ${currency}; the invoice is in ${row.currency}.`
  if (asked !== null && amount !== asked) {
    return `Stripe took ${money(amount)}; the card payment asked for ${money(asked)}.`
  }
  const due = row.total - row.paidAmount
  if (due <= 0) return `The invoice was already paid in full when ${money(amount)} arrived.`
  if (amount > due) return `${money(amount)} arrived when ${money(due)} was still due.`
  return null
}

/** Puts `amount` on her invoice as a card payment through Stripe (the invoice locked). */
export async function payInvoice(
  tx: Tx,
  checkout: CheckoutRow,
  amount: { value: number; currency: string; asked: number | null; paidOn: string },
): Promise<string | null> {
  if (!checkout.invoiceId) return 'The invoice was deleted before the payment arrived.'
  const row = await lockInvoice(tx, checkout.ownerId, checkout.invoiceId)
  const problem = invoiceProblem(row, amount.value, amount.currency, amount.asked)
  if (problem || !row) return problem
  await tx.insert(invoicePayment).values({
    id: createId(),
    ownerId: checkout.ownerId,
    invoiceId: checkout.invoiceId,
    paidOn: amount.paidOn,
    amount: amount.value,
    method: 'stripe',
    note: null,
    checkoutId: checkout.id,
    cardLast4: checkout.cardLast4,
  })
  const paid = row.paidAmount + amount.value
  await tx
    .update(invoice)
    .set({ paidAmount: paid, status: paidStatus(paid, row.total), updatedAt: new Date() })
    .where(eq(invoice.id, checkout.invoiceId))
  return null
}

/** The session was paid: on the invoice (or to the other feature), or kept for her look. */
async function takePayment(
  tx: Tx,
  checkout: CheckoutRow,
  facts: SessionFacts,
  paid: { at: Date; cardLast4: string | null },
  handlers: CheckoutHandlers,
): Promise<Settled> {
  const amount = facts.amountTotal ?? 0
  const currency = (facts.currency ?? '').toUpperCase()
  const taken = { ...checkout, cardLast4: paid.cardLast4 }
  let problem: string | null
  if (checkout.purpose === 'invoice') {
    problem = await payInvoice(tx, taken, {
      value: amount,
      currency,
      asked: checkout.amount,
      paidOn: today(paid.at),
    })
  } else {
    const handler = handlers[checkout.purpose]
    const answer = handler
      ? await handler(tx, {
          ownerId: checkout.ownerId,
          checkoutId: checkout.id,
          reference: checkout.reference ?? '',
          outcome: 'paid',
          amount,
          currency,
        })
      : { ok: false as const, reason: 'Nothing in the studio was waiting for this payment.' }
    problem = answer.ok ? null : answer.reason
  }
  await tx
    .update(stripeCheckout)
    .set({
      status: 'paid',
      amountReceived: amount,
      paymentIntent: facts.paymentIntent,
      cardLast4: paid.cardLast4,
      paidAt: paid.at,
      lookReason: problem,
      updatedAt: new Date(),
    })
    .where(eq(stripeCheckout.id, checkout.id))
  const notices: PaymentNotice[] = [
    {
      kind: problem ? 'needs_look' : 'received',
      ownerId: checkout.ownerId,
      checkoutId: checkout.id,
    },
  ]
  // A refund Stripe reported before this payment's own event arrived.
  const refund = await applyRefunds(tx, {
    ...checkout,
    status: 'paid',
    amountReceived: amount,
    paymentIntent: facts.paymentIntent,
  })
  if (refund) notices.push(refund)
  return { outcome: problem ? 'needs_look' : 'applied', notices }
}

/**
 * Records what Stripe says of the session `facts.sessionId` of hers, once: `event` claims a
 * webhook's event first (a delivery seen before answers "duplicate" and changes nothing).
 */
export async function settleSession(
  ownerId: string,
  facts: SessionFacts,
  change: SessionChange,
  options: {
    event: EventClaim | null
    at: Date
    cardLast4: string | null
    handlers: CheckoutHandlers
  },
): Promise<Settled> {
  return db.transaction(async (tx) => {
    if (options.event && !(await claim(tx, ownerId, options.event))) {
      return { outcome: 'duplicate', notices: [] }
    }
    const checkout = await lockCheckout(tx, ownerId, eq(stripeCheckout.sessionId, facts.sessionId))
    let settled: Settled = { outcome: 'unchanged', notices: [] }
    if (!checkout) {
      // Not a session of the studio's for her (her own payment links, another shop of hers).
      settled = { outcome: 'ignored', notices: [] }
    } else if (change === 'expired' || change === 'async_failed') {
      const from = change === 'expired' ? ['open'] : ['open', 'pending']
      if (from.includes(checkout.status)) {
        const status = change === 'expired' ? 'expired' : 'failed'
        await tx
          .update(stripeCheckout)
          .set({ status, updatedAt: new Date() })
          .where(eq(stripeCheckout.id, checkout.id))
        const handler =
          checkout.purpose === 'invoice' ? undefined : options.handlers[checkout.purpose]
        await handler?.(tx, {
          ownerId,
          checkoutId: checkout.id,
          reference: checkout.reference ?? '',
          outcome: status,
          amount: checkout.amount,
          currency: checkout.currency,
        })
        settled = {
          outcome: status,
          notices:
            status === 'failed' ? [{ kind: 'failed', ownerId, checkoutId: checkout.id }] : [],
        }
      }
    } else if (facts.paymentStatus === 'unpaid') {
      // A delayed method (a bank debit): Stripe says later whether it went through.
      if (checkout.status === 'open') {
        await tx
          .update(stripeCheckout)
          .set({ status: 'pending', paymentIntent: facts.paymentIntent, updatedAt: new Date() })
          .where(eq(stripeCheckout.id, checkout.id))
        settled = { outcome: 'pending', notices: [] }
      }
    } else if (checkout.status !== 'paid') {
      settled = await takePayment(tx, checkout, facts, options, options.handlers)
    }
    await noteOutcome(tx, ownerId, options.event, settled.outcome)
    await recordPaymentActivity(tx, settled.notices)
    return settled
  })
}
