// Card payments through Stripe (features/billing): each stylist's Stripe account with her keys
// sealed, the Checkout Sessions made for her, and the events her webhook accepted, once each.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import { ownerId, user } from '~/server/auth-tables.server'
import { createdAt, updatedAt } from '~/server/columns.server'

import { invoice } from './tables.server'

/**
 * Her Stripe account, one row per stylist, made when she first opens the settings: the id in
 * her webhook's address, and her secret key and signing secret sealed (app/server/sealed.server.ts).
 */
export const stripeAccount = pgTable('stripe_account', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** `/webhooks/stripe/{webhookId}`: random, so the address names no account. */
  webhookId: text('webhook_id').notNull().unique(),
  secretKeySealed: text('secret_key_sealed'),
  webhookSecretSealed: text('webhook_secret_sealed'),
  /** What she may be shown of the key again: `sk_test_…4242`. */
  keyHint: text('key_hint'),
  livemode: boolean('livemode'),
  /** What Test connection found: the account's id and name. */
  accountId: text('account_id'),
  accountName: text('account_name'),
  testedAt: timestamp('tested_at', { withTimezone: true }),
  connectedAt: timestamp('connected_at', { withTimezone: true }),
  updatedAt: updatedAt(),
})

export const CHECKOUT_PURPOSES = ['invoice', 'booking'] as const

export const CHECKOUT_STATUSES = ['open', 'pending', 'paid', 'failed', 'expired'] as const

/**
 * A Checkout Session made for her: an invoice's balance, or (through the billing feature's
 * `startCheckout`) another feature's payment such as a booking's deposit, named by `reference`.
 */
export const stripeCheckout = pgTable(
  'stripe_checkout',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    sessionId: text('session_id').notNull(),
    purpose: text('purpose', { enum: CHECKOUT_PURPOSES }).notNull(),
    invoiceId: text('invoice_id').references(() => invoice.id, { onDelete: 'set null' }),
    /** The other feature's row (a booking hold), as it gave it. */
    reference: text('reference'),
    /** What the session asks, in minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    url: text('url'),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    /** What Stripe took, and has given back since. */
    amountReceived: integer('amount_received'),
    refunded: integer('refunded').notNull().default(0),
    paymentIntent: text('payment_intent'),
    cardLast4: text('card_last4'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Taken but not put on the invoice (void, already paid, another amount): hers to decide. */
    lookReason: text('look_reason'),
    lookResolvedAt: timestamp('look_resolved_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('stripe_checkout_owner_session_idx').on(table.ownerId, table.sessionId),
    index('stripe_checkout_invoice_idx').on(table.invoiceId),
    index('stripe_checkout_owner_intent_idx').on(table.ownerId, table.paymentIntent),
  ],
)

/** Every Stripe event her webhook accepted, once: a delivery of one seen before changes nothing. */
export const stripeEvent = pgTable(
  'stripe_event',
  {
    ownerId: ownerId(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** For `charge.refunded`: its payment, and how much of it was refunded so far. */
    paymentIntent: text('payment_intent'),
    refunded: integer('refunded'),
    /** What it did: applied, needs a look, ignored (not one of the studio's sessions)… */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.eventId] }),
    index('stripe_event_owner_intent_idx').on(table.ownerId, table.paymentIntent),
  ],
)
