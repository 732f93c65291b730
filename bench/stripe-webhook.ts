// Times a storm on a stylist's Stripe webhook (bench/README.md, "Stripe webhook storm"): one
// `checkout.session.completed` event, signed with her signing secret, delivered 50 times at once
// to `receiveStripeWebhook` (what `POST /webhooks/stripe/{id}` runs), after a first storm on
// another invoice to warm the code up. Stripe is the tests' stub on loopback (STRIPE_API_URL).
// Each delivery's time is measured; the figures are reported, never a budget (p99 goal 100 ms).
// The storm must leave one payment. Run through scripts/launch.js in a scratch DATA_DIR;
// prints the result as one JSON line.
import { randomBytes } from 'node:crypto'

import { signedEvent, startStripeStub, stripeEvent } from '../tests/support/stripe-stub.ts'

export type StripeStormResult = {
  deliveries: number
  /** Answers of the measured storm: 200 each, one "applied", the rest duplicates. */
  statuses: Record<string, number>
  outcomes: Record<string, number>
  /** Payments on the invoice afterwards (must be 1). */
  payments: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** The whole storm, first delivery sent to last answer. */
  wallMs: number
}

const DELIVERIES = 50
const round = (ms: number) => Math.round(ms * 10) / 10

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!
}

export async function main(): Promise<number> {
  const stub = await startStripeStub()
  // Read by the app's configuration when it is imported, below.
  process.env.STRIPE_API_URL = stub.url
  const { eq } = await import('drizzle-orm')
  const { db } = await import('~/server/db.server')
  const { createId } = await import('~/server/ids.server')
  const { invoice, invoicePayment, stripeAccount, user } = await import('~/schema.server')
  const { connectStripe } = await import('~/features/billing/stripe-connection.server')
  const { startInvoiceCheckout } = await import('~/features/billing/checkout.server')
  const { receiveStripeWebhook } = await import('~/features/billing/stripe-webhook.server')

  const ownerId = createId()
  await db.insert(user).values({
    id: ownerId,
    name: 'Stripe Bench',
    email: `stripe-bench-${ownerId}@example.com`,
    emailVerified: true,
  })
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`
  const connected = await connectStripe(ownerId, { secretKey, webhookSecret })
  if (!connected.ok) throw new Error(`Stripe stub refused the key: ${connected.message}`)
  const [account] = await db
    .select({ webhookId: stripeAccount.webhookId })
    .from(stripeAccount)
    .where(eq(stripeAccount.ownerId, ownerId))

  /** One storm of the completed event of a new £650 invoice's session; each delivery timed. */
  async function storm(index: number) {
    const id = createId()
    const token = createId()
    await db.insert(invoice).values({
      id,
      ownerId,
      clientName: 'Clara Bench',
      status: 'sent',
      token,
      sequence: index,
      number: `BENCH-${index}`,
      currency: 'GBP',
      lines: [{ description: 'Edit', quantity: 100, unitPrice: 65_000, tax: null, amount: 65_000 }],
      subtotal: 65_000,
      total: 65_000,
    })
    const request = new Request('http://bench/', { headers: { 'x-real-ip': `10.9.0.${index}` } })
    const started = await startInvoiceCheckout(request, id, token)
    if (!started.ok) throw new Error(`no checkout: ${started.message}`)
    const session = stub.sessions.get(started.sessionId)!
    const event = stripeEvent('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_test_bench_${index}`,
    })
    const { payload, header } = signedEvent(event, webhookSecret)
    const body = Buffer.from(payload)
    const began = performance.now()
    const answers = await Promise.all(
      Array.from({ length: DELIVERIES }, async () => {
        const sent = performance.now()
        const answer = await receiveStripeWebhook(account!.webhookId, body, header, {})
        return { ...answer, ms: performance.now() - sent }
      }),
    )
    const wallMs = performance.now() - began
    const payments = await db
      .select({ id: invoicePayment.id })
      .from(invoicePayment)
      .where(eq(invoicePayment.invoiceId, id))
    return { answers, wallMs, payments: payments.length }
  }

  await storm(1)
  const measured = await storm(2)
  const times = measured.answers.map((answer) => answer.ms)
  const count = (values: string[]) =>
    values.reduce<Record<string, number>>(
      (all, value) => ({ ...all, [value]: (all[value] ?? 0) + 1 }),
      {},
    )
  const result: StripeStormResult = {
    deliveries: DELIVERIES,
    statuses: count(measured.answers.map((answer) => String(answer.status))),
    outcomes: count(
      measured.answers.map((answer) => (JSON.parse(answer.body) as { outcome: string }).outcome),
    ),
    payments: measured.payments,
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
    maxMs: round(Math.max(...times)),
    wallMs: round(measured.wallMs),
  }
  await stub.close()
  console.info(`STRIPE_STORM_RESULT ${JSON.stringify(result)}`)
  return result.payments === 1 ? 0 : 1
}
