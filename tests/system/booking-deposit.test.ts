/**
 * A booking's deposit paid by card, over real HTTP against the Express app, with Stripe played by
 * the stub on loopback (STRIPE_API_URL) and every webhook signed by the official library's test
 * helper: the time stays held until Stripe says paid, then is confirmed once (a replayed event
 * changes nothing) with its e-mail; an expired checkout gives the time back.
 */
import { randomBytes } from 'node:crypto'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

import { serveApp } from '../support/serve-app'
import { startSmtpSink } from '../support/smtp-sink'
import { signedEvent, startStripeStub, stripeEvent, type StubSession } from '../support/stripe-stub'

vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
})
const sink = await startSmtpSink()
const stub = await startStripeStub()
process.env.SMTP_URL = sink.url
process.env.STRIPE_API_URL = stub.url

const { app } = await import('~/app.server')
const { createSignedInUser } = await import('../support/users')
const { db } = await import('~/server/db.server')
const schema = await import('~/schema.server')
const { ensureStudio, saveStudio } = await import('~/features/studio/studio.server')
const { getStripeConnection } = await import('~/features/billing/stripe-connection.server')
const { startJobs, stopJobs } = await import('~/server/jobs.server')
const { paymentNotice } = await import('~/features/billing/payment-events.server')

let address = 0
const { base, send, close } = await serveApp(app, () => `203.0.113.${++address % 250}`)

beforeAll(() => startJobs([paymentNotice], { pollSeconds: 1 }))
afterAll(async () => {
  await stopJobs()
  await close()
  await Promise.all([sink.close(), stub.close()])
})

const form = (fields: Record<string, string>) => new URLSearchParams(fields)

// The first confirmed account owns the site: "/" books with her calendar, and she takes cards.
const owner = await createSignedInUser('deposit-owner')
await ensureStudio(owner.id, { name: 'Atelier Zoë', acceptLanguage: 'en-GB' })
await saveStudio(owner.id, { name: 'Atelier Zoë', currency: 'GBP' })
const secretKey = `sk_test_deposit${randomBytes(16).toString('hex')}`
const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`
const webhookPath = new URL((await getStripeConnection(owner.id)).webhookUrl).pathname
stub.accounts.set(secretKey, {
  webhookUrl: `${base}${webhookPath}`,
  webhookSecret,
  name: 'Atelier Zoë',
})
const connected = await send('/dashboard/money/settings.data', {
  method: 'POST',
  cookie: owner.cookie,
  body: form({ intent: 'connect-stripe', secretKey, webhookSecret }),
})
expect(connected.status).toBe(200)

/** Her free times of her first type, which asks a £25 deposit of a £90 price. */
async function freeTimes(): Promise<{ type: string; times: number[] }> {
  const answer = (await (await send('/book/slots?tz=UTC')).json()) as {
    type: { id: string }
    days: Record<string, number[]>
  }
  await db
    .update(schema.appointmentType)
    .set({ priceAmount: 9000, depositAmount: 2500, currency: 'GBP' })
    .where(eq(schema.appointmentType.id, answer.type.id))
  return { type: answer.type.id, times: Object.values(answer.days).flat() }
}

/** The visitor confirms `start`: answers the stub's session she is sent to pay on. */
async function bookWithDeposit(type: string, start: number, label: string) {
  const email = `visitor-${label}@example.com`
  const answer = await send('/book/confirm', {
    method: 'POST',
    body: form({ type, start: new Date(start).toISOString(), name: `Visitor ${label}`, email }),
  })
  const body = (await answer.json()) as { ok?: boolean; payUrl?: string }
  expect(answer.status, JSON.stringify(body)).toBe(200)
  expect(body.payUrl).toMatch(new RegExp(`^${stub.url}/pay/cs_test_\\w+$`))
  const session = stub.sessions.get(body.payUrl!.split('/').pop()!)!
  expect(session).toMatchObject({
    amount_total: 2500,
    currency: 'gbp',
    customer_email: email,
    product: 'Deposit: Free consultation',
  })
  return { session, email }
}

const appointmentsAt = (start: number) =>
  db
    .select()
    .from(schema.appointment)
    .where(eq(schema.appointment.startsAt, new Date(start)))

const isOffered = async (start: number) => (await freeTimes()).times.includes(start)

function deliver(event: object) {
  const { payload, header } = signedEvent(event, webhookSecret)
  return send(webhookPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: payload,
  })
}

const completed = (session: StubSession) =>
  stripeEvent('checkout.session.completed', {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_test_${session.id.slice(8)}`,
  })

describe('a booking with a deposit', () => {
  test('is held until paid, then confirmed once by the webhook (a replay changes nothing)', async () => {
    const { type, times } = await freeTimes()
    const start = times[3]!
    const { session, email } = await bookWithDeposit(type, start, 'paid')
    expect(await appointmentsAt(start)).toMatchObject([{ status: 'held', clientId: null }])
    expect(await isOffered(start)).toBe(false)

    const event = completed(session)
    expect((await deliver(event)).status).toBe(200)
    expect((await deliver(event)).status).toBe(200)
    const rows = await appointmentsAt(start)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'confirmed', holdExpiresAt: null, email })
    expect(rows[0]!.clientId).not.toBeNull()
    const mail = await sink.waitFor(email, /Booked: Free consultation/)
    expect(mail.attachments.some((file) => file.filename?.endsWith('.ics'))).toBe(true)
    const [payment] = await db
      .select()
      .from(schema.stripeCheckout)
      .where(eq(schema.stripeCheckout.sessionId, session.id))
    expect(payment).toMatchObject({ status: 'paid', reference: rows[0]!.id, lookReason: null })

    // Back from Stripe's page: her appointment.
    const back = await send(`${new URL(session.success_url).pathname}.data?paid`)
    expect(back.status).toBe(200)
    const page = await back.text()
    expect(page).toContain('"booked"')
    expect(page).toContain('"confirmed"')
  })

  test('an expired checkout gives the time back', async () => {
    const { type, times } = await freeTimes()
    const start = times[5]!
    const { session } = await bookWithDeposit(type, start, 'expired')
    expect(await isOffered(start)).toBe(false)
    const back = await send(`${new URL(session.success_url).pathname}.data`)
    expect(back.status).toBe(200)
    expect(await back.text()).toContain('"unpaid"')

    const expired = stripeEvent('checkout.session.expired', { ...session, status: 'expired' })
    expect((await deliver(expired)).status).toBe(200)
    expect(await appointmentsAt(start)).toMatchObject([{ status: 'expired' }])
    expect(await isOffered(start)).toBe(true)
    // A payment arriving after all is kept for her look, not booked on a time given back.
    expect((await deliver(completed(session))).status).toBe(200)
    expect(await appointmentsAt(start)).toMatchObject([{ status: 'expired' }])
  })
})
