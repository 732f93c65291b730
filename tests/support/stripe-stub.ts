// A stand-in for Stripe on loopback, for tests (the app reaches it through STRIPE_API_URL): the
// few API endpoints the studio calls, answered like Stripe's, and a tiny hosted "checkout page"
// that, when paid, sends the signed webhook to the app (signed by the official library's own
// test helper) and sends the browser back to the session's success URL.
//
//   GET  /v1/account                      the key's account (401 for a key with "rejected" in it;
//                                         403 for a restricted key, rk_…, as Stripe may answer)
//   GET  /v1/checkout/sessions            a list (the connection test)
//   POST /v1/checkout/sessions            a new session (form-encoded, as the library sends it)
//   GET  /v1/checkout/sessions/:id        a session
//   GET  /v1/payment_intents/:id          the payment, its latest charge expanded (card 4242)
//   GET  /pay/:id, POST /pay/:id          the checkout page, and paying on it
// For the tests themselves:
//   POST /__stub/accounts                 JSON { secretKey, webhookUrl, webhookSecret, name }
//   GET  /__stub/sessions                 every session made so far
//   GET  /healthz
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

export type StubAccount = { webhookUrl: string; webhookSecret: string; name: string }

export type StubSession = {
  id: string
  object: 'checkout.session'
  key: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  amount_total: number
  currency: string
  customer_email: string | null
  client_reference_id: string | null
  metadata: Record<string, string>
  product: string
  success_url: string
  cancel_url: string
  payment_intent: string | null
  url: string
  expires_at: number
  livemode: boolean
  created: number
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

/** Signs `event` as Stripe would for `secret`: the payload and its `Stripe-Signature` header. */
export function signedEvent(event: object, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event, null, 2)
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })
  return { payload, header }
}

/** A Stripe event of `type` about `object`. */
export function stripeEvent(type: string, object: object, id = newId('evt')) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  }
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

export async function startStripeStub({ port = 0 }: { port?: number } = {}) {
  const accounts = new Map<string, StubAccount>()
  const sessions = new Map<string, StubSession>()
  const requests: { method: string; path: string; key: string | null }[] = []
  let base = ''

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') })
    response.end(JSON.stringify(body))
  }
  const stripeError = (response: ServerResponse, status: number, type: string, message: string) =>
    json(response, status, { error: { type, message } })

  /** The account's webhook gets the event, signed with its secret; answers its status. */
  async function deliver(key: string, type: string, object: object): Promise<number> {
    const account = accounts.get(key)
    if (!account) return 0
    const { payload, header } = signedEvent(stripeEvent(type, object), account.webhookSecret)
    const answer = await fetch(account.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    })
    return answer.status
  }

  async function pay(session: StubSession): Promise<number> {
    session.status = 'complete'
    session.payment_status = 'paid'
    session.payment_intent ??= newId('pi')
    return deliver(session.key, 'checkout.session.completed', session)
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    const key = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null
    requests.push({ method: request.method ?? '', path, key })
    if (!key || key.includes('rejected')) {
      return stripeError(
        response,
        401,
        'invalid_request_error',
        'Invalid API Key provided: sk_****',
      )
    }
    const mine = (id: string) => {
      const session = sessions.get(id)
      return session && session.key === key ? session : undefined
    }
    if (request.method === 'GET' && path === '/v1/account') {
      if (key.startsWith('rk_')) {
        return stripeError(response, 403, 'invalid_request_error', 'This key lacks permission.')
      }
      const name = accounts.get(key)?.name ?? 'Stub Studio'
      return json(response, 200, {
        id: `acct_${key.slice(-8)}`,
        object: 'account',
        email: 'owner@stub.test',
        business_profile: { name },
        settings: { dashboard: { display_name: name } },
      })
    }
    if (request.method === 'GET' && path === '/v1/checkout/sessions') {
      return json(response, 200, { object: 'list', data: [], has_more: false, url: path })
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const form = new URLSearchParams(await readBody(request))
      const id = newId('cs')
      const metadata: Record<string, string> = {}
      for (const [name, value] of form) {
        const field = /^metadata\[(\w+)\]$/.exec(name)?.[1]
        if (field) metadata[field] = value
      }
      const session: StubSession = {
        id,
        object: 'checkout.session',
        key,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        customer_email: form.get('customer_email'),
        client_reference_id: form.get('client_reference_id'),
        metadata,
        product: form.get('line_items[0][price_data][product_data][name]') ?? '',
        success_url: (form.get('success_url') ?? '').replace('{CHECKOUT_SESSION_ID}', id),
        cancel_url: form.get('cancel_url') ?? '',
        payment_intent: null,
        url: `${base}/pay/${id}`,
        expires_at: Number(form.get('expires_at')),
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      }
      sessions.set(id, session)
      return json(response, 200, session)
    }
    const session = /^\/v1\/checkout\/sessions\/(\w+)$/.exec(path)?.[1]
    if (request.method === 'GET' && session) {
      const found = mine(session)
      if (!found) return stripeError(response, 404, 'invalid_request_error', 'No such session')
      return json(response, 200, found)
    }
    const intent = /^\/v1\/payment_intents\/(\w+)$/.exec(path)?.[1]
    if (request.method === 'GET' && intent) {
      const paid = [...sessions.values()].find(
        (each) => each.key === key && each.payment_intent === intent,
      )
      if (!paid) return stripeError(response, 404, 'invalid_request_error', 'No such intent')
      return json(response, 200, {
        id: intent,
        object: 'payment_intent',
        amount: paid.amount_total,
        latest_charge: {
          id: `ch_${intent.slice(3)}`,
          object: 'charge',
          payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
        },
      })
    }
    return stripeError(response, 404, 'invalid_request_error', `Unrecognized request URL`)
  }

  function page(session: StubSession, response: ServerResponse) {
    const amount = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: session.currency.toUpperCase(),
    }).format(session.amount_total / 100)
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay · Stripe test stub</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<main><h1>${escapeHtml(session.product)}</h1><p>${escapeHtml(amount)}</p>
<p>${escapeHtml(session.customer_email ?? '')}</p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay ${escapeHtml(amount)}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p></main></body></html>`)
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub')
    const path = url.pathname
    void (async () => {
      if (path === '/healthz') return response.end('ok')
      if (path.startsWith('/v1/')) return api(request, response, path)
      if (path === '/__stub/accounts' && request.method === 'POST') {
        const body = JSON.parse(await readBody(request)) as StubAccount & { secretKey: string }
        accounts.set(body.secretKey, body)
        return json(response, 200, { ok: true })
      }
      if (path === '/__stub/sessions') return json(response, 200, [...sessions.values()])
      const paying = /^\/pay\/(\w+)$/.exec(path)?.[1]
      const session = paying ? sessions.get(paying) : undefined
      if (session && request.method === 'GET') return page(session, response)
      if (session && request.method === 'POST') {
        await pay(session)
        response.writeHead(303, { location: session.success_url })
        return response.end()
      }
      response.writeHead(404).end('not found')
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: base,
    accounts,
    sessions,
    requests,
    /** Pays `session` on its page, as the client would: the webhook is sent; its status answered. */
    pay,
    /** Sends the account of `key` the event of `type` about `object`, signed. */
    deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>
