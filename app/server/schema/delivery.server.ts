// Capsules sent to clients, how often they were opened, and wrong passwords tried.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import { ownerId } from './accounts.server'
import { belongsTo } from './columns.server'
import { capsule } from './studio.server'

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

/**
 * Every e-mail a stylist's account sent to a client or a prospect (app/domain/client-email.server.ts):
 * who sent it, to whom, what and when. The site owner reads it on her Account page. Kept 90 days.
 */
export const outgoingEmail = pgTable(
  'outgoing_email',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    kind: text('kind').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outgoing_email_sent_idx').on(table.sentAt.desc())],
)
