/**
 * Card payments through Stripe, replayed over real HTTP against the Express app (the app's real
 * route modules: tests/support/route-build.ts), with Stripe played by the stub on loopback
 * (STRIPE_API_URL) and every webhook signed by the official library's test helper: a stylist
 * connects her keys, her client pays an invoice by card, and the webhook's deliveries (forged,
 * old, replayed, racing, out of order, for another account, of another amount, refunds, a storm
 * of fifty) leave exactly one payment, the right status, and nothing across accounts. Last, no
 * secret key is in any page, log line, export or backup.
 */
import { randomBytes } from 'node:crypto'

import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

import type * as LoggerModule from '~/server/logger.server'

import { serveApp } from '../support/serve-app'
import { startSmtpSink } from '../support/smtp-sink'
import { signedEvent, startStripeStub, stripeEvent, type StubSession } from '../support/stripe-stub'
import type { TestUser } from '../support/users'

const captured = vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
  return { lines: [] as string[] }
})
const sink = await startSmtpSink()
const stub = await startStripeStub()
process.env.SMTP_URL = sink.url
process.env.STRIPE_API_URL = stub.url

// The app's own logger, with its own options (redaction included), at every level, kept here.
vi.mock('~/server/logger.server', async (importOriginal) => {
  const actual = await importOriginal<typeof LoggerModule>()
  const { default: pino } = await import('pino')
  const logger = pino(
    { ...actual.loggerOptions, level: 'debug' },
    { write: (line: string) => void captured.lines.push(line) },
  )
  return { ...actual, logger }
})

// The app is imported once the stub's address is in the environment (read at import).
const { app } = await import('~/app.server')
const { createSignedInUser } = await import('../support/users')
const { database, db } = await import('~/server/db.server')
const schema = await import('~/schema.server')
const { ensureStudio, saveStudio } = await import('~/features/studio/studio.server')
const { startJobs, stopJobs } = await import('~/server/jobs.server')
const { paymentNotice } = await import('~/features/billing/payment-events.server')
const { getStripeConnection } = await import('~/features/billing/stripe-connection.server')
const { loadAccountExport } = await import('~/features/export/export.server')
const { exportDatabase } = await import('~/server/backup/dump.server')
const { createId } = await import('~/server/ids.server')

let address = 0
const { base, send, close } = await serveApp(app, () => `203.0.113.${++address % 250}`)

beforeAll(() => startJobs([paymentNotice], { pollSeconds: 1 }))
afterAll(async () => {
  await stopJobs()
  await close()
  await Promise.all([sink.close(), stub.close()])
})

const form = (fields: Record<string, string>) => new URLSearchParams(fields)

type Studio = TestUser & { secretKey: string; webhookSecret: string; webhookPath: string }

/** A stylist with her studio (its name and currency) and her Stripe keys connected. */
async function studio(label: string, name: string, currency = 'GBP'): Promise<Studio> {
  const user = await createSignedInUser(label)
  await ensureStudio(user.id, { name, acceptLanguage: 'en-GB' })
  await saveStudio(user.id, { name, currency })
  const secretKey = `sk_test_${label.replace(/[^a-z]/g, '')}${randomBytes(16).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`
  const webhookPath = new URL((await getStripeConnection(user.id)).webhookUrl).pathname
  stub.accounts.set(secretKey, { webhookUrl: `${base}${webhookPath}`, webhookSecret, name })
  const connected = await send('/dashboard/money/settings.data', {
    method: 'POST',
    cookie: user.cookie,
    body: form({ intent: 'connect-stripe', secretKey, webhookSecret }),
  })
  const said = await connected.text()
  expect(connected.status, said).toBe(200)
  expect(said).toContain(`Connected to ${name} (test mode).`)
  return { ...user, secretKey, webhookSecret, webhookPath }
}

let invoices = 0

/** An issued invoice of hers for `total` (minor units), its client Clara. */
async function issuedInvoice(owner: TestUser, total: number, currency = 'GBP') {
  const id = createId()
  const number = `ZS-2026-${String(++invoices).padStart(3, '0')}`
  await db.insert(schema.invoice).values({
    id,
    ownerId: owner.id,
    clientName: 'Clara Jones',
    clientEmail: `clara-${id}@example.com`.toLowerCase(),
    status: 'sent',
    token: createId(),
    sequence: invoices,
    number,
    currency,
    lines: [
      { description: 'Closet edit', quantity: 100, unitPrice: total, tax: null, amount: total },
    ],
    subtotal: total,
    total,
    issuedOn: '2026-11-30',
    dueOn: '2026-12-14',
  })
  const [row] = await db.select().from(schema.invoice).where(eq(schema.invoice.id, id))
  return row!
}

/** The client's "Pay £x by card": answers the stub's session it was sent to. */
async function checkout(invoice: { id: string; token: string }): Promise<StubSession> {
  const answer = await send(`/invoice/${invoice.id}?t=${invoice.token}`, {
    method: 'POST',
    body: form({ intent: 'pay-by-card' }),
  })
  expect(answer.status).toBe(303)
  const location = answer.headers.get('location') ?? ''
  expect(location).toMatch(new RegExp(`^${stub.url}/pay/cs_test_\\w+$`))
  return stub.sessions.get(location.split('/').pop()!)!
}

/** A delivery to her webhook of `event`, signed with `secret` (hers unless said). */
function deliver(
  owner: Studio,
  event: object,
  options: { secret?: string; timestamp?: number } = {},
) {
  const { payload, header } = signedEvent(
    event,
    options.secret ?? owner.webhookSecret,
    options.timestamp,
  )
  return send(owner.webhookPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: payload,
  })
}

/** The session as paid by card (what Stripe's completed event carries). */
const paid = (session: StubSession, changes: Partial<StubSession> = {}) => ({
  ...session,
  status: 'complete',
  payment_status: 'paid',
  payment_intent: session.payment_intent ?? `pi_test_${session.id.slice(8)}`,
  ...changes,
})

async function invoiceNow(id: string) {
  const [row] = await db
    .select({ status: schema.invoice.status, paidAmount: schema.invoice.paidAmount })
    .from(schema.invoice)
    .where(eq(schema.invoice.id, id))
  const payments = await db
    .select()
    .from(schema.invoicePayment)
    .where(eq(schema.invoicePayment.invoiceId, id))
  return { ...row!, payments }
}

async function checkoutOf(sessionId: string) {
  const [row] = await db
    .select()
    .from(schema.stripeCheckout)
    .where(eq(schema.stripeCheckout.sessionId, sessionId))
  return row!
}

const clara = await studio('clara-studio', 'Atelier Zoë')
const other = await studio('other-studio', 'Other Studio', 'EUR')

describe('connecting her Stripe account', () => {
  test('a key Stripe refuses is not kept; a restricted key connects without the account’s name', async () => {
    const owner = await createSignedInUser('connect')
    const connect = (secretKey: string) =>
      send('/dashboard/money/settings.data', {
        method: 'POST',
        cookie: owner.cookie,
        body: form({
          intent: 'connect-stripe',
          secretKey,
          webhookSecret: 'whsec_abcdefghijklmnop',
        }),
      })
    const refused = await connect('sk_test_rejected0123456789')
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Stripe did not accept this key')
    expect((await getStripeConnection(owner.id)).connected).toBe(false)

    const typo = await connect('pk_test_0123456789abcdef')
    expect(typo.status).toBe(400)
    expect(await typo.text()).toContain('Paste a secret key')

    const restricted = await connect('rk_test_restricted0123456789')
    expect(restricted.status).toBe(200)
    expect(await restricted.text()).toContain('may not read the account’s name')
    expect(await getStripeConnection(owner.id)).toMatchObject({
      connected: true,
      livemode: false,
      keyHint: 'rk_test_…6789',
    })

    const tested = await send('/dashboard/money/settings.data', {
      method: 'POST',
      cookie: owner.cookie,
      body: form({ intent: 'test-stripe' }),
    })
    expect(tested.status).toBe(200)
    const gone = await send('/dashboard/money/settings.data', {
      method: 'POST',
      cookie: owner.cookie,
      body: form({ intent: 'disconnect-stripe' }),
    })
    expect(gone.status).toBe(200)
    expect((await getStripeConnection(owner.id)).connected).toBe(false)
  })
})

describe('her client pays an invoice by card', () => {
  test('Pay by card, paid on Stripe’s page: the webhook records it once, the e-mails go out', async () => {
    const invoice = await issuedInvoice(clara, 65_000)
    const session = await checkout(invoice)
    expect(session).toMatchObject({
      amount_total: 65_000,
      currency: 'gbp',
      customer_email: invoice.clientEmail,
      product: `Invoice ${invoice.number}`,
    })
    // The page before Stripe says anything: pending, never paid.
    const before = await send(
      `/invoice/${invoice.id}.data?t=${invoice.token}&checkout=${session.id}`,
    )
    expect(await before.text()).toContain('pending')

    expect(await stub.pay(session)).toBe(200)
    const now = await invoiceNow(invoice.id)
    expect(now).toMatchObject({ status: 'paid', paidAmount: 65_000 })
    expect(now.payments).toMatchObject([{ amount: 65_000, method: 'stripe', cardLast4: '4242' }])

    const mail = await sink.waitFor(clara.email, /paid/)
    expect(mail.subject).toBe(`Clara paid £650 (invoice ${invoice.number})`)
    const receipt = await sink.waitFor(invoice.clientEmail!, /Receipt/)
    expect(receipt.subject).toBe(`Receipt for invoice ${invoice.number} from Atelier Zoë`)
    expect(receipt.text).toContain('£650 by card (•••• 4242)')

    const back = await send(`/invoice/${invoice.id}.data?t=${invoice.token}&checkout=${session.id}`)
    expect(await back.text()).toContain('received')
  })

  test('paying again once it is paid, or with a wrong token, starts nothing', async () => {
    const invoice = await issuedInvoice(clara, 10_000)
    await stub.pay(await checkout(invoice))
    const again = await send(`/invoice/${invoice.id}?t=${invoice.token}`, {
      method: 'POST',
      body: form({ intent: 'pay-by-card' }),
    })
    expect(again.status).toBe(409)
    const stranger = await send(`/invoice/${invoice.id}?t=wrong-token`, {
      method: 'POST',
      body: form({ intent: 'pay-by-card' }),
    })
    expect(stranger.status).toBe(404)
  })
})

describe('the webhook: only Stripe, exactly once', () => {
  test('a forged, old, missing or unreadable delivery gets 400 and changes nothing', async () => {
    const invoice = await issuedInvoice(clara, 20_000)
    const session = await checkout(invoice)
    const event = stripeEvent('checkout.session.completed', paid(session))
    const forged = await deliver(clara, event, { secret: 'whsec_forgedforgedforged' })
    expect(forged.status).toBe(400)
    const old = await deliver(clara, event, { timestamp: Math.floor(Date.now() / 1000) - 600 })
    expect(old.status).toBe(400)
    const unsigned = await send(clara.webhookPath, { method: 'POST', body: JSON.stringify(event) })
    expect(unsigned.status).toBe(400)
    const garbage = await deliver(clara, {
      id: 'evt_x',
      type: 'checkout.session.completed',
      data: { object: { id: 5 } },
    })
    expect(garbage.status).toBe(400)
    const nobody = await send('/webhooks/stripe/no-such-webhook-0123', {
      method: 'POST',
      body: JSON.stringify(event),
    })
    expect(nobody.status).toBe(404)
    expect(await invoiceNow(invoice.id)).toMatchObject({
      status: 'sent',
      paidAmount: 0,
      payments: [],
    })
    const events = await db
      .select()
      .from(schema.stripeEvent)
      .where(eq(schema.stripeEvent.eventId, event.id))
    expect(events).toEqual([])
  })

  test('the same event three times, then two events racing: one payment', async () => {
    const invoice = await issuedInvoice(clara, 30_000)
    const session = await checkout(invoice)
    const event = stripeEvent('checkout.session.completed', paid(session))
    for (let time = 0; time < 3; time++) expect((await deliver(clara, event)).status).toBe(200)
    const racing = await Promise.all([
      deliver(clara, stripeEvent('checkout.session.completed', paid(session))),
      deliver(clara, stripeEvent('checkout.session.async_payment_succeeded', paid(session))),
    ])
    expect(racing.map((answer) => answer.status)).toEqual([200, 200])
    const now = await invoiceNow(invoice.id)
    expect(now).toMatchObject({ status: 'paid', paidAmount: 30_000 })
    expect(now.payments).toHaveLength(1)
  })

  test('a storm: the same event fifty times at once leaves one payment', async () => {
    const invoice = await issuedInvoice(clara, 45_000)
    const session = await checkout(invoice)
    const event = stripeEvent('checkout.session.completed', paid(session))
    const answers = await Promise.all(Array.from({ length: 50 }, () => deliver(clara, event)))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    const now = await invoiceNow(invoice.id)
    expect(now).toMatchObject({ status: 'paid', paidAmount: 45_000 })
    expect(now.payments).toHaveLength(1)
    const outcomes = await Promise.all(
      answers.map((answer) => answer.json() as Promise<{ outcome: string }>),
    )
    expect(outcomes.filter((answer) => answer.outcome === 'applied')).toHaveLength(1)
  })

  test('out of order: the delayed payment’s success before its completion, a refund before both', async () => {
    const invoice = await issuedInvoice(clara, 50_000)
    const session = await checkout(invoice)
    const intent = `pi_test_${session.id.slice(8)}`
    // A refund of £100 of it, reported first.
    const refund = stripeEvent('charge.refunded', {
      object: 'charge',
      payment_intent: intent,
      amount_refunded: 10_000,
    })
    expect((await deliver(clara, refund)).status).toBe(200)
    expect(
      (await deliver(clara, stripeEvent('checkout.session.async_payment_succeeded', paid(session))))
        .status,
    ).toBe(200)
    // The completion, sent when the bank debit was still unpaid, arrives last.
    const completed = paid(session, { payment_status: 'unpaid' })
    expect(
      (await deliver(clara, stripeEvent('checkout.session.completed', completed))).status,
    ).toBe(200)
    const now = await invoiceNow(invoice.id)
    expect(now).toMatchObject({ status: 'partly_paid', paidAmount: 40_000 })
    expect(now.payments.map((row) => [row.method, row.amount]).sort()).toEqual([
      ['stripe', 50_000],
      ['stripe_refund', -10_000],
    ])
  })

  test('refunds in Stripe appear as refunds, whatever order their events come in', async () => {
    const invoice = await issuedInvoice(clara, 60_000)
    const session = await checkout(invoice)
    await stub.pay(session)
    const refunded = (amount: number) =>
      stripeEvent('charge.refunded', {
        object: 'charge',
        payment_intent: session.payment_intent,
        amount_refunded: amount,
      })
    const full = refunded(60_000)
    const part = refunded(20_000)
    expect((await deliver(clara, full)).status).toBe(200)
    expect((await deliver(clara, part)).status).toBe(200)
    expect((await deliver(clara, full)).status).toBe(200)
    const now = await invoiceNow(invoice.id)
    expect(now).toMatchObject({ status: 'sent', paidAmount: 0 })
    expect(now.payments.filter((row) => row.method === 'stripe_refund')).toMatchObject([
      { amount: -60_000 },
    ])
  })

  test('a delayed payment that fails leaves the invoice open; an expired session changes nothing on it', async () => {
    const invoice = await issuedInvoice(clara, 15_000)
    const session = await checkout(invoice)
    const unpaid = paid(session, { payment_status: 'unpaid' })
    await deliver(clara, stripeEvent('checkout.session.completed', unpaid))
    expect((await checkoutOf(session.id)).status).toBe('pending')
    await deliver(clara, stripeEvent('checkout.session.async_payment_failed', unpaid))
    expect((await checkoutOf(session.id)).status).toBe('failed')
    const failedMail = await sink.waitFor(clara.email, /did not go through/)
    expect(failedMail.subject).toContain(invoice.number!)
    const expiring = await checkout(invoice)
    await deliver(
      clara,
      stripeEvent('checkout.session.expired', { ...expiring, status: 'expired' }),
    )
    expect((await checkoutOf(expiring.id)).status).toBe('expired')
    expect(await invoiceNow(invoice.id)).toMatchObject({
      status: 'sent',
      paidAmount: 0,
      payments: [],
    })
  })
})

describe('what is not hers, or not what was asked, is never applied', () => {
  test('an event for another account’s invoice, through her webhook, changes nothing', async () => {
    const invoice = await issuedInvoice(clara, 25_000)
    const session = await checkout(invoice)
    // The other stylist signs (with her own secret) an event naming Clara's session.
    const answer = await deliver(other, stripeEvent('checkout.session.completed', paid(session)))
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { outcome: string }).outcome).toBe('ignored')
    expect(await invoiceNow(invoice.id)).toMatchObject({
      status: 'sent',
      paidAmount: 0,
      payments: [],
    })
    const theirs = await db
      .select()
      .from(schema.stripeCheckout)
      .where(eq(schema.stripeCheckout.ownerId, other.id))
    expect(theirs).toEqual([])
  })

  test('another amount than asked, or a void invoice: kept as needing her look, never applied', async () => {
    const invoice = await issuedInvoice(clara, 35_000)
    const session = await checkout(invoice)
    await deliver(
      clara,
      stripeEvent('checkout.session.completed', paid(session, { amount_total: 3_500 })),
    )
    expect(await invoiceNow(invoice.id)).toMatchObject({
      status: 'sent',
      paidAmount: 0,
      payments: [],
    })
    expect((await checkoutOf(session.id)).lookReason).toBe(
      'Stripe took £35; the card payment asked for £350.',
    )
    const look = await sink.waitFor(clara.email, /needs a look/)
    expect(look.text).toContain('the card payment asked for £350')

    const voided = await issuedInvoice(clara, 12_000)
    const late = await checkout(voided)
    await db
      .update(schema.invoice)
      .set({ status: 'void' })
      .where(and(eq(schema.invoice.id, voided.id), eq(schema.invoice.ownerId, clara.id)))
    await stub.pay(late)
    expect(await invoiceNow(voided.id)).toMatchObject({
      status: 'void',
      paidAmount: 0,
      payments: [],
    })
    expect((await checkoutOf(late.id)).lookReason).toBe(
      'The invoice was voided before the payment arrived.',
    )

    // She looks: the £35 fits the first invoice now; the void one takes nothing, so she marks
    // it handled (refunded in Stripe). Another stylist can do neither.
    const decide = (owner: TestUser, invoiceId: string, intent: string, id: string) =>
      send(`/dashboard/money/invoices/${invoiceId}.data`, {
        method: 'POST',
        cookie: owner.cookie,
        body: form({ intent, id }),
      })
    const first = await checkoutOf(session.id)
    expect((await decide(other, invoice.id, 'apply-card-payment', first.id)).status).toBe(404)
    expect((await decide(clara, invoice.id, 'apply-card-payment', first.id)).status).toBe(200)
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'partly_paid', paidAmount: 3_500 })
    const second = await checkoutOf(late.id)
    expect((await decide(clara, voided.id, 'apply-card-payment', second.id)).status).toBe(409)
    expect((await decide(other, voided.id, 'handle-card-payment', second.id)).status).toBe(404)
    expect((await decide(clara, voided.id, 'handle-card-payment', second.id)).status).toBe(200)
    expect((await checkoutOf(late.id)).lookResolvedAt).not.toBeNull()
  })
})

describe('her keys stay secret', () => {
  test('no page, log line, export or backup holds a secret key or signing secret in clear', async () => {
    const secrets = [clara.secretKey, clara.webhookSecret, other.secretKey, other.webhookSecret]
    const invoice = await issuedInvoice(clara, 9_900)
    const pages = [
      '/dashboard/money/settings',
      '/dashboard/money/settings.data',
      '/dashboard/money',
      '/dashboard/money.data',
      `/dashboard/money/invoices/${invoice.id}.data`,
    ]
    const seen: string[] = []
    for (const path of pages) {
      const answer = await send(path, { cookie: clara.cookie })
      expect(answer.status, path).toBe(200)
      seen.push(await answer.text())
    }
    const client = await send(`/invoice/${invoice.id}.data?t=${invoice.token}`)
    seen.push(await client.text())
    seen.push(JSON.stringify(await loadAccountExport(clara.id, (id) => `${base}/capsule/${id}`)))
    seen.push(JSON.stringify(await exportDatabase(db, database.kind)))
    seen.push(captured.lines.join(''))
    expect(captured.lines.length).toBeGreaterThan(20)
    const everything = seen.join('\n')
    // The keys were there to be found: the rows hold them, sealed.
    expect(everything).toContain('sk_test_…')
    for (const secret of secrets) expect(everything).not.toContain(secret)
    expect(everything).not.toMatch(/\b(?:sk|rk)_test_[A-Za-z0-9]{12,}/)
    expect(everything).not.toMatch(/\bwhsec_[A-Za-z0-9]{12,}/)
  })
})
