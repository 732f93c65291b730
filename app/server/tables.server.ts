// The infrastructure's own tables, each owned by the app/server module named beside it: rate
// limits, pending uploads, saves that happen once, deletes that can be undone (decision 012), and
// the log of e-mails to clients (decision 027).
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import type { StoredPhoto } from '~/lib/photo-urls'
import { ownerId } from '~/server/auth-tables.server'
import { createdAt } from '~/server/columns.server'

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

/**
 * rate-limiter-flexible's Drizzle store: one row per limit and subject, shared by every app
 * instance, on the embedded database and on PostgreSQL alike (see rate-limiter.server.ts).
 * Rows past `expire` are purged on the app's schedule.
 */
export const rateLimiter = pgTable(
  'rate_limiter',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (table) => [index('rate_limiter_expire_idx').on(table.expire)],
)

/**
 * A processed photo uploaded from a form before the form itself is saved (see
 * app/server/uploads.server.ts). Saving the form claims it: the row is deleted and the photo moves to the
 * item or cheat sheet. Unclaimed uploads are deleted with their files after a day.
 */
export const upload = pgTable(
  'upload',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    photo: jsonb('photo').$type<StoredPhoto>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('upload_owner_created_idx').on(table.ownerId, table.createdAt)],
)

/**
 * The key of each form save that succeeded (see app/server/once.server.ts): a retried save
 * whose first answer was lost is recognised and not applied twice. Kept a day. `redirectTo`:
 * where a save that opens what it made (a new outfit, a capsule's copy) sent the stylist, so
 * the retry goes there too.
 */
export const savedRequest = pgTable(
  'saved_request',
  {
    key: text('key').primaryKey(),
    ownerId: ownerId(),
    redirectTo: text('redirect_to'),
    createdAt: createdAt(),
  },
  (table) => [index('saved_request_created_idx').on(table.createdAt)],
)

/**
 * A deleted client or capsule for the few seconds its Undo is offered: the deleted rows as JSON
 * and their photos, whose files are deleted only when the entry is purged (app/server/trash.server.ts).
 */
export const trash = pgTable(
  'trash',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    rows: jsonb('rows').$type<Record<string, unknown>>().notNull(),
    photos: jsonb('photos').$type<StoredPhoto[]>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trash_deleted_idx').on(table.deletedAt)],
)
