// Capsules (features/capsules): each client's curated wardrobe, when it was sent to her, how often
// she opened it, and wrong passwords tried at its gate. Every row carries its owner.
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import { client } from '~/features/clients/tables.server'
import { ownerId } from '~/server/auth-tables.server'
import { belongsTo, createdAt, money, moneyCheck, updatedAt } from '~/server/columns.server'

/**
 * A capsule e-mailed to its client from the studio. Its own table: a send never touches the
 * capsule row (whose trigger would re-render the client page, decision 008).
 */
export const capsuleSend = pgTable(
  'capsule_send',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    capsuleId: belongsTo('capsule_id', () => capsule.id),
    toEmail: text('to_email').notNull(),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('capsule_send_capsule_sent_idx').on(table.capsuleId, table.sentAt.desc())],
)

/**
 * How often a capsule's client page was opened by someone other than its owner (decision 013):
 * one row per capsule, upserted per visit, never touching the capsule row.
 */
export const capsuleVisit = pgTable('capsule_visit', {
  capsuleId: text('capsule_id')
    .primaryKey()
    .references(() => capsule.id, { onDelete: 'cascade' }),
  ownerId: ownerId(),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(1),
})

/**
 * Wrong passwords given on a capsule's page in the current day-long window (docs/decisions/009):
 * strangers guessing cannot lock the client out, so the stylist is shown when it is unusual.
 * Its own table: the capsule row (and so its rendered page) is never touched.
 */
export const capsuleWrongPassword = pgTable('capsule_wrong_password', {
  capsuleId: text('capsule_id')
    .primaryKey()
    .references(() => capsule.id, { onDelete: 'cascade' }),
  ownerId: ownerId(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(1),
})

const capsuleBudget = money('budget')

export const capsule = pgTable(
  'capsule',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    clientId: belongsTo('client_id', () => client.id),
    name: text('name').notNull(),
    description: text('description'),
    passwordHash: text('password_hash'),
    /**
     * Whether the password is shorter than `CAPSULE_PASSWORD_MIN` (app/lib/capsule-password.ts):
     * false for every password set since that rule; null for one set before it, until a client's
     * unlock with it shows its length.
     */
    passwordWeak: boolean('password_weak'),
    isPublished: boolean('is_published').notNull().default(false),
    /** The capsule's budget (a price: see `money`). */
    budgetText: capsuleBudget.text,
    budgetAmount: capsuleBudget.amount,
    budgetCurrency: capsuleBudget.currency,
    /**
     * Raised by database triggers (drizzle/0003_capsule_content_version.sql) whenever anything
     * the client capsule page shows changes: the capsule, its items, outfits or cheat sheets.
     * The rendered page is cached per version.
     */
    contentVersion: integer('content_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('capsule_owner_created_idx').on(table.ownerId, table.createdAt.desc()),
    index('capsule_client_idx').on(table.clientId),
    moneyCheck('capsule', 'budget', { amount: table.budgetAmount, currency: table.budgetCurrency }),
  ],
)
