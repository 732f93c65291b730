// Her webhook, `POST /webhooks/stripe/{webhookId}`: the raw bytes are checked with her signing
// secret by the official library (a bad or old signature gets 400 and changes nothing), then the
// events the studio needs are recorded once (checkout-settle.server.ts) and announced after.
// Events of any other kind, and sessions that are not the studio's, are answered 200 so Stripe
// stops sending them.
import { and, eq } from 'drizzle-orm'

import { db } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { verifiedEvent } from '~/server/stripe.server'

import { settleRefund } from './checkout-refunds.server'
import { type SessionChange, settleSession } from './checkout-settle.server'
import { announcePayments, type CheckoutHandlers } from './payment-events.server'
import { stripeAccountOfWebhook } from './stripe-connection.server'
import { cardLast4Of, refundFactsOf, sessionFactsOf } from './stripe-objects.server'
import { stripeCheckout } from './stripe-tables.server'

export type WebhookAnswer = { status: number; body: string }

/** Bigger than any event the studio reads (Stripe's are a few kilobytes). */
export const WEBHOOK_BODY_BYTES = 256 * 1024

const CHANGES: Record<string, SessionChange> = {
  'checkout.session.completed': 'completed',
  'checkout.session.async_payment_succeeded': 'async_succeeded',
  'checkout.session.async_payment_failed': 'async_failed',
  'checkout.session.expired': 'expired',
}

const answer = (status: number, body: string): WebhookAnswer => ({ status, body })

/** Whether her session is paid already (then its card's digits need not be asked again). */
async function alreadyPaid(ownerId: string, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: stripeCheckout.status })
    .from(stripeCheckout)
    .where(and(eq(stripeCheckout.ownerId, ownerId), eq(stripeCheckout.sessionId, sessionId)))
  return row?.status === 'paid'
}

/**
 * One delivery to her webhook. `handlers`: the features that take payments through Checkout
 * besides invoices (a booking's deposit), told in the transaction that records their outcome.
 */
export async function receiveStripeWebhook(
  webhookId: string,
  payload: Buffer,
  signature: string | null,
  handlers: CheckoutHandlers,
): Promise<WebhookAnswer> {
  const account = await stripeAccountOfWebhook(webhookId)
  if (!account) return answer(404, 'Not found')
  if (!signature || signature.length > 2000) return answer(400, 'No valid Stripe signature.')
  if (payload.length > WEBHOOK_BODY_BYTES) return answer(413, 'This request is too large.')
  let event: Awaited<ReturnType<typeof verifiedEvent>>
  try {
    event = await verifiedEvent(payload, signature, account.webhookSecret)
  } catch {
    logger.info({ ownerId: account.ownerId }, 'Stripe webhook refused: bad signature')
    return answer(400, 'No valid Stripe signature.')
  }
  const claim = { eventId: event.id, type: event.type }
  const change = CHANGES[event.type]
  let settled
  if (change) {
    const session = sessionFactsOf(event.data.object)
    if (!session) return answer(400, 'This event does not read as a Checkout Session.')
    const cardLast4 =
      session.paymentStatus === 'paid' && !(await alreadyPaid(account.ownerId, session.sessionId))
        ? await cardLast4Of(account.secretKey, session.paymentIntent)
        : null
    settled = await settleSession(account.ownerId, session, change, {
      event: claim,
      at: new Date(event.created * 1000),
      cardLast4,
      handlers,
    })
  } else if (event.type === 'charge.refunded') {
    const refund = refundFactsOf(event.data.object)
    if (!refund) return answer(400, 'This event does not read as a charge.')
    settled = await settleRefund(account.ownerId, claim, refund)
  } else {
    return answer(200, JSON.stringify({ received: true, outcome: 'not needed' }))
  }
  await announcePayments(settled.notices)
  logger.info(
    { ownerId: account.ownerId, event: event.id, type: event.type, outcome: settled.outcome },
    'Stripe event',
  )
  return answer(200, JSON.stringify({ received: true, outcome: settled.outcome }))
}
