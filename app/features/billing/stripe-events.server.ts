// The events her webhook accepted: each claimed once by its id, in the transaction that records
// what it says (a delivery seen before, by this instance or another, changes nothing), and the
// Checkout Session it is about, locked until that transaction ends.
import { and, eq } from 'drizzle-orm'

import type { Tx } from '~/server/db.server'

import type { PaymentNotice } from './payment-events.server'
import { stripeCheckout, stripeEvent } from './stripe-tables.server'

/** The event that says it, when a webhook does (the client's return has none). */
export type EventClaim = { eventId: string; type: string }

/** A `charge.refunded` event's facts: its payment and how much of it is refunded so far. */
export type RefundFacts = { paymentIntent: string | null; amountRefunded: number }

export type CheckoutRow = typeof stripeCheckout.$inferSelect

/** What recording an event did, and what it announces once committed. */
export type Settled = { outcome: string; notices: PaymentNotice[] }

/** Claims an event for her: false when it was seen before (by this instance or another). */
export async function claim(tx: Tx, ownerId: string, event: EventClaim, refund?: RefundFacts) {
  const claimed = await tx
    .insert(stripeEvent)
    .values({
      ownerId,
      eventId: event.eventId,
      type: event.type,
      paymentIntent: refund?.paymentIntent ?? null,
      refunded: refund?.amountRefunded ?? null,
      outcome: 'received',
    })
    .onConflictDoNothing()
    .returning({ eventId: stripeEvent.eventId })
  return claimed.length > 0
}

export const noteOutcome = (tx: Tx, ownerId: string, event: EventClaim | null, outcome: string) =>
  event
    ? tx
        .update(stripeEvent)
        .set({ outcome })
        .where(and(eq(stripeEvent.ownerId, ownerId), eq(stripeEvent.eventId, event.eventId)))
    : Promise.resolve()

/** The session's row of hers, locked until the transaction ends. */
export async function lockCheckout(tx: Tx, ownerId: string, where: ReturnType<typeof eq>) {
  const [row] = await tx
    .select()
    .from(stripeCheckout)
    .where(and(eq(stripeCheckout.ownerId, ownerId), where))
    .for('update')
  return row
}
