// Checkout Sessions made for her: the client's "Pay £x by card" on an invoice's link, and, for
// another feature, any payment with a reference of its own (a booking's deposit: `startCheckout`).
// The client comes back to the page she paid from; the webhook (stripe-webhook.server.ts) records
// what Stripe says, and so does her return when Stripe already says it is paid.
import { and, desc, eq, gt } from 'drizzle-orm'

import { studioNameOf } from '~/features/site/index.server'
import { baseUrl } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { logger } from '~/server/logger.server'
import { clientAddress, rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'
import { stripeClient, stripeFailure } from '~/server/stripe.server'

import { type SessionFacts, settleSession } from './checkout-settle.server'
import { type Outcome, refuse } from './invoice-changes.server'
import { findInvoiceForLink } from './invoices.server'
import { announcePayments, type CheckoutHandlers } from './payment-events.server'
import { stripeKeyOf } from './stripe-connection.server'
import { cardLast4Of, sessionFactsOf } from './stripe-objects.server'
import { stripeCheckout } from './stripe-tables.server'

/** What a Checkout Session is made for: an amount, and where the client comes back to. */
export type CheckoutStart = {
  /** Minor units of `currency` (decision 025). */
  amount: number
  currency: string
  /** What the client reads on Stripe's page: "Deposit: Free consultation, 30 min". */
  description: string
  customerEmail?: string | null
  /** Where Stripe sends her once paid; `{CHECKOUT_SESSION_ID}` in it becomes the session's id. */
  successUrl: string
  /** Where "Back" on Stripe's page sends her. */
  cancelUrl: string
  /** How long she has to pay: 30 minutes to 24 hours (Stripe's bounds); 24 hours by default. */
  expiresInMinutes?: number
}

export type CheckoutStarted = Outcome<{ checkoutId: string; sessionId: string; url: string }>

export const NOT_CONNECTED = 'Card payments are not set up: please use the ways to pay below.'
const NOT_STARTED =
  'The card payment could not be started just now. Please try again in a moment, or use the ways to pay below.'

async function createSession(
  ownerId: string,
  row: { purpose: 'invoice' | 'booking'; invoiceId: string | null; reference: string | null },
  start: CheckoutStart,
): Promise<CheckoutStarted> {
  const secretKey = await stripeKeyOf(ownerId)
  if (!secretKey) return refuse(409, NOT_CONNECTED)
  const checkoutId = createId()
  const studio = await studioNameOf(ownerId)
  const minutes = Math.min(Math.max(start.expiresInMinutes ?? 24 * 60, 30), 24 * 60)
  const expiresAt = new Date(Date.now() + minutes * 60_000)
  const metadata = { studio_checkout: checkoutId, studio: studio.slice(0, 200) }
  try {
    const stripe = await stripeClient(secretKey)
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: start.currency.toLowerCase(),
              unit_amount: start.amount,
              product_data: { name: start.description, description: studio },
            },
          },
        ],
        ...(start.customerEmail ? { customer_email: start.customerEmail } : {}),
        client_reference_id: checkoutId,
        metadata,
        payment_intent_data: { description: `${start.description} · ${studio}`, metadata },
        success_url: start.successUrl,
        cancel_url: start.cancelUrl,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      },
      { idempotencyKey: checkoutId },
    )
    if (!session.url) throw new Error('Stripe gave the session no address')
    await db.insert(stripeCheckout).values({
      id: checkoutId,
      ownerId,
      sessionId: session.id,
      purpose: row.purpose,
      invoiceId: row.invoiceId,
      reference: row.reference,
      amount: start.amount,
      currency: start.currency,
      url: session.url,
      expiresAt,
    })
    return { ok: true, checkoutId, sessionId: session.id, url: session.url }
  } catch (error) {
    logger.warn({ ownerId, stripe: stripeFailure(error) }, 'Checkout Session not created')
    return refuse(502, NOT_STARTED)
  }
}

/**
 * The hook for another feature's payment (a booking's deposit): a Checkout Session on her Stripe
 * account for `start.amount`, remembered with `reference` (the feature's own id). Answers the
 * page to send the visitor to; a refusal (409: Stripe is not connected; 502: Stripe failed) says
 * why. What Stripe says next (paid, failed, expired) reaches the feature's handler, given to the
 * webhook's route (`receiveStripeWebhook`), in the transaction that records it.
 */
export function startCheckout(
  ownerId: string,
  purpose: 'booking',
  reference: string,
  start: CheckoutStart,
): Promise<CheckoutStarted> {
  return createSession(ownerId, { purpose, invoiceId: null, reference }, start)
}

/** A booking's deposit by card, as the booking feature is given it (the routes pass it in). */
export const bookingCheckout = {
  connected: async (ownerId: string) => (await stripeKeyOf(ownerId)) !== null,
  start: (ownerId: string, reference: string, start: CheckoutStart) =>
    startCheckout(ownerId, 'booking', reference, start),
}

/** What one of her checkouts has come to: a feature's look at its own payment. */
export async function checkoutStatus(ownerId: string, checkoutId: string) {
  const [row] = await db
    .select({ status: stripeCheckout.status, needsLook: stripeCheckout.lookReason })
    .from(stripeCheckout)
    .where(and(eq(stripeCheckout.ownerId, ownerId), eq(stripeCheckout.id, checkoutId)))
  return row ? { status: row.status, needsLook: row.needsLook !== null } : null
}

/** "Pay by card" from one address: a few a quarter of an hour (each asks Stripe for a session). */
const CARD_CHECKOUTS = rateLimit({ name: 'card-checkout', max: 10, windowSeconds: 15 * 60 })

/**
 * "Pay £x by card" on the client's link: a session for what is still due on the invoice (an
 * open one for the same amount is reused, so a second click does not make a second payment).
 */
export async function startInvoiceCheckout(
  request: Request,
  invoiceId: string,
  token: string | null,
): Promise<CheckoutStarted> {
  const found = await findInvoiceForLink(invoiceId, token)
  if (!found) return refuse(404, 'This invoice no longer exists.')
  if (!(await CARD_CHECKOUTS.spend(clientAddress(request))).allowed) {
    return refuse(429, TOO_MANY_ATTEMPTS)
  }
  const { ownerId, view } = found
  if ((view.status !== 'sent' && view.status !== 'partly_paid') || view.balance <= 0) {
    return refuse(409, 'Nothing is due on this invoice.')
  }
  const [open] = await db
    .select()
    .from(stripeCheckout)
    .where(
      and(
        eq(stripeCheckout.ownerId, ownerId),
        eq(stripeCheckout.invoiceId, view.id),
        eq(stripeCheckout.status, 'open'),
        eq(stripeCheckout.amount, view.balance),
        gt(stripeCheckout.expiresAt, new Date(Date.now() + 10 * 60_000)),
      ),
    )
    .orderBy(desc(stripeCheckout.createdAt))
    .limit(1)
  if (open?.url) return { ok: true, checkoutId: open.id, sessionId: open.sessionId, url: open.url }
  const link = `${baseUrl}/invoice/${view.id}?t=${view.token}`
  return createSession(
    ownerId,
    { purpose: 'invoice', invoiceId: view.id, reference: null },
    {
      amount: view.balance,
      currency: view.currency,
      description: `Invoice ${view.number}`,
      customerEmail: view.clientEmail,
      successUrl: `${link}&checkout={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${link}&checkout=cancelled`,
    },
  )
}

export type CheckoutReturn = 'received' | 'pending' | 'failed' | 'cancelled'

/** Whether her client may pay this invoice by card now: Stripe connected, and something due. */
export async function cardPayable(
  ownerId: string,
  view: { status: string; balance: number },
): Promise<boolean> {
  if ((view.status !== 'sent' && view.status !== 'partly_paid') || view.balance <= 0) return false
  return (await stripeKeyOf(ownerId)) !== null
}

/**
 * What the invoice's page says when the client comes back from Stripe with `sessionId`: received
 * once recorded, or once Stripe, asked now, says it is paid (recorded then, the way the webhook
 * does: whichever comes first records it, once); pending until then. Null: not a session of it.
 */
export async function checkoutReturn(
  ownerId: string,
  invoiceId: string,
  sessionId: string,
): Promise<CheckoutReturn | null> {
  if (sessionId === 'cancelled') return 'cancelled'
  if (!/^cs_\w{1,200}$/.test(sessionId)) return null
  const [row] = await db
    .select({ status: stripeCheckout.status })
    .from(stripeCheckout)
    .where(
      and(
        eq(stripeCheckout.ownerId, ownerId),
        eq(stripeCheckout.invoiceId, invoiceId),
        eq(stripeCheckout.sessionId, sessionId),
      ),
    )
  if (!row) return null
  if (row.status === 'paid') return 'received'
  if (row.status === 'failed') return 'failed'
  if (row.status === 'expired') return null
  const facts = await askStripe(ownerId, sessionId)
  if (!facts) return 'pending'
  if (facts.session.paymentStatus !== 'paid') return 'pending'
  const settled = await settleSession(ownerId, facts.session, 'completed', {
    event: null,
    at: new Date(),
    cardLast4: facts.cardLast4,
    handlers: {} satisfies CheckoutHandlers,
  })
  await announcePayments(settled.notices)
  return 'received'
}

/** The session as Stripe has it now, with its card's last four; null when Stripe cannot say. */
async function askStripe(
  ownerId: string,
  sessionId: string,
): Promise<{ session: SessionFacts; cardLast4: string | null } | null> {
  const secretKey = await stripeKeyOf(ownerId)
  if (!secretKey) return null
  try {
    const stripe = await stripeClient(secretKey)
    const session = sessionFactsOf(await stripe.checkout.sessions.retrieve(sessionId))
    if (!session) return null
    return { session, cardLast4: await cardLast4Of(secretKey, session.paymentIntent) }
  } catch (error) {
    logger.warn({ ownerId, stripe: stripeFailure(error) }, 'Checkout Session not read')
    return null
  }
}
