// Stripe, the one outside service that takes a card: the official library, each stylist with her
// own key. Loaded with the first call (like nodemailer), its clients kept per key. In the tests
// STRIPE_API_URL points the library at a stub on loopback (tests/support/stripe-stub.ts), so
// nothing ever reaches Stripe.
import { LRUCache } from 'lru-cache'
import type Stripe from 'stripe'

import { env } from './env.server'

export type { Stripe }

/** Where the library's API calls go: Stripe's own host, or the tests' stub. */
const apiTarget = (() => {
  if (!env.STRIPE_API_URL) return {}
  const url = new URL(env.STRIPE_API_URL)
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? ('https' as const) : ('http' as const),
  }
})()

/**
 * Origins a client's browser is sent to for paying (a Checkout Session's page): the documents'
 * `form-action` allows them. The tests' stub serves its page from STRIPE_API_URL.
 */
export const CHECKOUT_ORIGINS: readonly string[] = [
  'https://checkout.stripe.com',
  ...(env.STRIPE_API_URL ? [new URL(env.STRIPE_API_URL).origin] : []),
]

let library: Promise<typeof Stripe> | undefined
const load = () => (library ??= import('stripe').then((module) => module.default))

const clients = new LRUCache<string, Stripe>({ max: 100 })

/** A client of the Stripe API with her secret (or restricted) key. */
export async function stripeClient(secretKey: string): Promise<Stripe> {
  const cached = clients.get(secretKey)
  if (cached) return cached
  const StripeClass = await load()
  const client = new StripeClass(secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...apiTarget,
  })
  clients.set(secretKey, client)
  return client
}

/** Stripe's signature check on a webhook's raw bytes (throws when it does not hold). */
export async function verifiedEvent(
  payload: Buffer,
  signature: string,
  signingSecret: string,
): Promise<Stripe.Event> {
  const StripeClass = await load()
  // Five minutes of tolerance, Stripe's default: an older signature is a replay.
  return StripeClass.webhooks.constructEvent(payload, signature, signingSecret, 300)
}

/** What may be said about a failed call to Stripe: its kind and status, never its request. */
export function stripeFailure(error: unknown): {
  type: string
  status: number | null
  code: string | null
  message: string
} {
  const failure = error as {
    type?: unknown
    statusCode?: unknown
    code?: unknown
    message?: unknown
  } | null
  return {
    type: typeof failure?.type === 'string' ? failure.type : 'unknown',
    status: typeof failure?.statusCode === 'number' ? failure.statusCode : null,
    code: typeof failure?.code === 'string' ? failure.code : null,
    // Stripe's messages name what was wrong ("Invalid API Key provided: sk_test_****1234"):
    // anything that looks like a key is taken out all the same.
    message:
      typeof failure?.message === 'string'
        ? failure.message.replace(/\b(?:sk|rk|whsec)_[\w*]+/g, '[key]').slice(0, 300)
        : '',
  }
}
