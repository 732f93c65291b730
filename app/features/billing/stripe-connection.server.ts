// Her Stripe account: the webhook address she pastes into Stripe, her secret (or restricted) key
// and her webhook's signing secret, sealed at rest (app/server/sealed.server.ts) and never shown
// again, and "Test connection". Each stylist has her own; nothing is shared between accounts.
import { eq } from 'drizzle-orm'

import { baseUrl } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { logger } from '~/server/logger.server'
import { seal, unseal } from '~/server/sealed.server'
import { stripeClient, stripeFailure } from '~/server/stripe.server'

import { type Outcome, refuse } from './invoice-changes.server'
import { stripeAccount } from './stripe-tables.server'

const SECRET_KEY = 'stripe-secret-key'
const SIGNING_SECRET = 'stripe-webhook-secret'

/** The events her webhook needs, as she ticks them in Stripe. */
export const STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
] as const

export type StripeConnectionView = {
  webhookUrl: string
  connected: boolean
  /** Her keys were sealed by a server with another secret (a restore elsewhere): connect again. */
  unreadable: boolean
  livemode: boolean | null
  keyHint: string | null
  accountName: string | null
  testedAt: Date | null
}

/** What Test connection found. */
export type StripeFound = {
  livemode: boolean
  accountId: string | null
  accountName: string | null
}

export const webhookUrlOf = (webhookId: string) => `${baseUrl}/webhooks/stripe/${webhookId}`

/** `sk_test_…4242`: enough to tell her keys apart, too little to use. */
export const keyHintOf = (key: string) =>
  `${key.slice(0, key.indexOf('_', 3) + 1)}…${key.slice(-4)}`

async function ensureStripeAccount(ownerId: string) {
  const [row] = await db.select().from(stripeAccount).where(eq(stripeAccount.ownerId, ownerId))
  if (row) return row
  await db
    .insert(stripeAccount)
    .values({ ownerId, webhookId: createId() })
    .onConflictDoNothing({ target: stripeAccount.ownerId })
  const [made] = await db.select().from(stripeAccount).where(eq(stripeAccount.ownerId, ownerId))
  return made!
}

type AccountRow = typeof stripeAccount.$inferSelect

/** Her keys, opened; null when she has none, or they no longer open. */
function keysOf(row: AccountRow): { secretKey: string; webhookSecret: string } | null {
  if (!row.secretKeySealed || !row.webhookSecretSealed) return null
  const secretKey = unseal(row.secretKeySealed, SECRET_KEY, row.ownerId)
  const webhookSecret = unseal(row.webhookSecretSealed, SIGNING_SECRET, row.ownerId)
  return secretKey && webhookSecret ? { secretKey, webhookSecret } : null
}

export async function getStripeConnection(ownerId: string): Promise<StripeConnectionView> {
  const row = await ensureStripeAccount(ownerId)
  const keys = keysOf(row)
  return {
    webhookUrl: webhookUrlOf(row.webhookId),
    connected: keys !== null,
    unreadable: keys === null && row.secretKeySealed !== null,
    livemode: row.livemode,
    keyHint: row.keyHint,
    accountName: row.accountName,
    testedAt: row.testedAt,
  }
}

/** Her secret key, to call Stripe for her; null when Stripe is not connected. */
export async function stripeKeyOf(ownerId: string): Promise<string | null> {
  const [row] = await db.select().from(stripeAccount).where(eq(stripeAccount.ownerId, ownerId))
  return row ? (keysOf(row)?.secretKey ?? null) : null
}

/** The stylist a webhook address belongs to, with her keys; null for an address of no one's. */
export async function stripeAccountOfWebhook(webhookId: string) {
  if (!/^[\w-]{10,40}$/.test(webhookId)) return null
  const [row] = await db.select().from(stripeAccount).where(eq(stripeAccount.webhookId, webhookId))
  const keys = row ? keysOf(row) : null
  return row && keys ? { ownerId: row.ownerId, ...keys } : null
}

const UNREACHABLE = 'Stripe could not be reached just now. Please try again in a moment.'
const KEY_REFUSED =
  'Stripe did not accept this key. Copy it again from Stripe (Developers → API keys), all of it.'

/**
 * Asks Stripe what the key opens: the account (a restricted key may not read it: no name then)
 * and its Checkout Sessions, which the studio needs.
 */
async function probe(secretKey: string): Promise<Outcome<{ found: StripeFound }>> {
  const stripe = await stripeClient(secretKey)
  let account: { id: string; name: string | null } | null = null
  try {
    const found = await stripe.accounts.retrieveCurrent()
    account = {
      id: found.id,
      name:
        found.settings?.dashboard?.display_name ||
        found.business_profile?.name ||
        found.email ||
        null,
    }
  } catch (error) {
    const failure = stripeFailure(error)
    if (failure.status === 401) return refuse(400, KEY_REFUSED, 'secretKey')
    if (failure.status !== 403) {
      logger.warn({ stripe: failure }, 'Stripe connection test failed')
      return refuse(502, UNREACHABLE)
    }
  }
  try {
    await stripe.checkout.sessions.list({ limit: 1 })
  } catch (error) {
    const failure = stripeFailure(error)
    if (failure.status === 401) return refuse(400, KEY_REFUSED, 'secretKey')
    if (failure.status === 403) {
      return refuse(
        400,
        'This restricted key cannot make Checkout Sessions: in Stripe, give it “Checkout Sessions: Write” and “PaymentIntents: Read”.',
        'secretKey',
      )
    }
    logger.warn({ stripe: failure }, 'Stripe connection test failed')
    return refuse(502, UNREACHABLE)
  }
  return {
    ok: true,
    found: {
      livemode: /^[sr]k_live_/.test(secretKey),
      accountId: account?.id ?? null,
      accountName: account?.name ?? null,
    },
  }
}

/** Connects her Stripe account once Stripe accepts the key; her keys are sealed, never shown again. */
export async function connectStripe(
  ownerId: string,
  keys: { secretKey: string; webhookSecret: string },
): Promise<Outcome<{ found: StripeFound }>> {
  await ensureStripeAccount(ownerId)
  const tested = await probe(keys.secretKey)
  if (!tested.ok) return tested
  const now = new Date()
  await db
    .update(stripeAccount)
    .set({
      secretKeySealed: seal(keys.secretKey, SECRET_KEY, ownerId),
      webhookSecretSealed: seal(keys.webhookSecret, SIGNING_SECRET, ownerId),
      keyHint: keyHintOf(keys.secretKey),
      livemode: tested.found.livemode,
      accountId: tested.found.accountId,
      accountName: tested.found.accountName,
      testedAt: now,
      connectedAt: now,
      updatedAt: now,
    })
    .where(eq(stripeAccount.ownerId, ownerId))
  logger.info({ ownerId, livemode: tested.found.livemode }, 'Stripe connected')
  return tested
}

/** "Test connection": asks Stripe again with her saved key, and keeps what it found. */
export async function testStripeConnection(
  ownerId: string,
): Promise<Outcome<{ found: StripeFound }>> {
  const secretKey = await stripeKeyOf(ownerId)
  if (!secretKey) return refuse(409, 'Stripe is not connected: paste your keys first.')
  const tested = await probe(secretKey)
  if (!tested.ok) return tested
  await db
    .update(stripeAccount)
    .set({
      livemode: tested.found.livemode,
      accountId: tested.found.accountId,
      accountName: tested.found.accountName,
      testedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(stripeAccount.ownerId, ownerId))
  return tested
}

/** Forgets her keys: her clients pay with her payment link and bank details again. */
export async function disconnectStripe(ownerId: string): Promise<void> {
  await db
    .update(stripeAccount)
    .set({
      secretKeySealed: null,
      webhookSecretSealed: null,
      keyHint: null,
      livemode: null,
      accountId: null,
      accountName: null,
      testedAt: null,
      connectedAt: null,
      updatedAt: new Date(),
    })
    .where(eq(stripeAccount.ownerId, ownerId))
  logger.info({ ownerId }, 'Stripe disconnected')
}
