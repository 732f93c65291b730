// Getting paid (features/billing): each stylist's billing settings, her packages, her invoices
// with their payments, and her gift vouchers. Amounts are integers in the minor units of their
// currency (app/lib/money.ts). Every row carries its owner.
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import { client } from '~/features/clients/tables.server'
import { ownerId, user } from '~/server/auth-tables.server'
import { belongsTo, createdAt, updatedAt } from '~/server/columns.server'

/** A tax rate: its name ("VAT") and its rate in basis points (8.1 % is 810). */
export type StoredTaxRate = { name: string; basisPoints: number }

/** One line of an invoice, as stored (its amount computed by the server when saved). */
export type StoredInvoiceLine = {
  description: string
  /** Hundredths: 1.5 hours is 150. */
  quantity: number
  /** Minor units of the invoice's currency, as she typed it (with or without tax: `taxIncluded`). */
  unitPrice: number
  /** The tax rate of the line (a copy of the settings' rate when it was saved); null: none. */
  tax: StoredTaxRate | null
  /** quantity × unit price, rounded to a minor unit. */
  amount: number
}

/** Who issued an invoice, as it was when it was issued (drafts read the settings instead). */
export type StoredSeller = {
  studioName: string
  legalName: string | null
  address: string | null
  taxId: string | null
  email: string
  paymentInstructions: string | null
  paymentLink: string | null
  footer: string | null
}

/** One row per stylist, made on first use: who she is on an invoice, her taxes and numbering. */
export const billingSettings = pgTable('billing_settings', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  legalName: text('legal_name'),
  address: text('address'),
  taxId: text('tax_id'),
  /** None, one or several rates; empty: no tax. */
  taxRates: jsonb('tax_rates').$type<StoredTaxRate[]>().notNull().default([]),
  /** True: prices include the tax; false: the tax is added on top. */
  taxIncluded: boolean('tax_included').notNull().default(false),
  /** `{NNNN}` is the number (zero-padded to as many digits), `{YYYY}` the year it is issued. */
  numberFormat: text('number_format').notNull().default('INV-{YYYY}-{NNNN}'),
  /** The next invoice's number, claimed in one statement when an invoice is issued. */
  nextNumber: integer('next_number').notNull().default(1),
  paymentInstructions: text('payment_instructions'),
  /** Her own payment page (Stripe Payment Link, PayPal.me, …): the client follows it. */
  paymentLink: text('payment_link'),
  dueDays: integer('due_days').notNull().default(14),
  footer: text('footer'),
  updatedAt: updatedAt(),
})

/** A package she sells: a price, what is included and an optional deposit. */
export const servicePackage = pgTable(
  'service_package',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    /** Null only for a price brought over from the old Site settings that was not an amount. */
    priceAmount: integer('price_amount'),
    currency: text('currency').notNull(),
    /** That price as it was typed, shown until she sets an amount. */
    priceText: text('price_text'),
    priceNote: text('price_note'),
    summary: text('summary'),
    included: jsonb('included').$type<string[]>().notNull().default([]),
    addOn: text('add_on'),
    depositKind: text('deposit_kind', { enum: ['percent', 'amount'] }),
    /** A whole percentage (1–100), or an amount in minor units. */
    depositValue: integer('deposit_value'),
    /** The site owner's packages with this set are listed on the public site. */
    showOnSite: boolean('show_on_site').notNull().default(true),
    /**
     * One of the packages a new site starts with (app/domain/packages.ts, `STARTERS`), priced in
     * the studio's currency, which it follows until she edits it (then null).
     */
    starter: text('starter'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('service_package_owner_position_idx').on(table.ownerId, table.position)],
)

export const INVOICE_STATUSES = ['draft', 'sent', 'partly_paid', 'paid', 'void'] as const

export const INVOICE_KINDS = ['custom', 'deposit', 'balance', 'full'] as const

export const invoice = pgTable(
  'invoice',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    /** Cleared when the client is deleted (an undo sets it back); her name stays below. */
    clientId: text('client_id').references(() => client.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email'),
    clientAddress: text('client_address'),
    packageId: text('package_id').references(() => servicePackage.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull().default('custom'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    /** The client's link `/invoice/{id}?t={token}`: 128 random bits. */
    token: text('token').notNull(),
    /** Claimed when issued (drafts have none); a voided invoice keeps it. */
    sequence: integer('sequence'),
    number: text('number'),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull().default([]),
    taxIncluded: boolean('tax_included').notNull().default(false),
    /** Without tax. */
    subtotal: integer('subtotal').notNull().default(0),
    taxTotal: integer('tax_total').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** The sum of its payments, kept with them. */
    paidAmount: integer('paid_amount').notNull().default(0),
    notes: text('notes'),
    seller: jsonb('seller').$type<StoredSeller>(),
    issuedOn: date('issued_on'),
    dueOn: date('due_on'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** One reminder when overdue, unless she turned it off for this invoice. */
    remind: boolean('remind').notNull().default(true),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('invoice_owner_number_idx').on(table.ownerId, table.number),
    index('invoice_owner_created_idx').on(table.ownerId, table.createdAt.desc()),
    index('invoice_client_idx').on(table.clientId),
  ],
)

export const PAYMENT_METHODS = [
  'bank_transfer',
  'card',
  'cash',
  'payment_link',
  'voucher',
  'other',
  // Taken by Stripe Checkout, and refunded in Stripe (a negative amount): recorded by the webhook.
  'stripe',
  'stripe_refund',
] as const

/** A gift voucher: an amount, or a package at its price; redeemed against invoices. */
export const giftVoucher = pgTable(
  'gift_voucher',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    /** What she hands over: `GIFT-XXXX-XXXX`, unique in her studio. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['amount', 'package'] }).notNull(),
    packageId: text('package_id').references(() => servicePackage.id, { onDelete: 'set null' }),
    packageName: text('package_name'),
    /** What it was worth when made, and what is left of it. */
    amount: integer('amount').notNull(),
    balance: integer('balance').notNull(),
    currency: text('currency').notNull(),
    recipient: text('recipient'),
    note: text('note'),
    expiresOn: date('expires_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('gift_voucher_owner_code_idx').on(table.ownerId, table.code)],
)

export const invoicePayment = pgTable(
  'invoice_payment',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    invoiceId: belongsTo('invoice_id', () => invoice.id),
    paidOn: date('paid_on').notNull(),
    amount: integer('amount').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    note: text('note'),
    /** A voucher redeemed: the payment is taken from its balance. */
    voucherId: text('voucher_id').references(() => giftVoucher.id, { onDelete: 'set null' }),
    /** Taken (or refunded) through this Checkout Session (stripe.server.ts). */
    checkoutId: text('checkout_id'),
    /** The card's last four digits, when Stripe gave them. */
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoice_payment_invoice_idx').on(table.invoiceId),
    index('invoice_payment_owner_paid_idx').on(table.ownerId, table.paidOn),
    // A Checkout Session pays an invoice once, whatever the webhook deliveries (its refunds are
    // rows of their own, negative).
    uniqueIndex('invoice_payment_checkout_idx')
      .on(table.checkoutId)
      .where(sql`${table.checkoutId} is not null and ${table.amount} > 0`),
  ],
)
