// The public site (owned by the site owner: see features/site/site.server.ts).
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import { ownerId } from './accounts.server'
import { createdAt, updatedAt } from './columns.server'
import { client } from './studio.server'

/** One row: the landing page's content and links, as validated JSON (features/site/schema.ts). */
export const siteSettings = pgTable('site_settings', {
  id: text('id').primaryKey(),
  content: jsonb('content').notNull(),
  updatedAt: updatedAt(),
})

export const inquiry = pgTable(
  'inquiry',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    servicePackage: text('service_package'),
    message: text('message'),
    status: text('status', { enum: ['new', 'contacted', 'converted', 'archived'] })
      .notNull()
      .default('new'),
    clientId: text('client_id').references(() => client.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('inquiry_owner_created_idx').on(table.ownerId, table.createdAt.desc())],
)

export const subscriber = pgTable(
  'subscriber',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    email: text('email').notNull(),
    /** sha256 of the confirmation token mailed for the double opt-in; null once confirmed. */
    tokenHash: text('token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('subscriber_owner_email_idx').on(table.ownerId, table.email),
    index('subscriber_token_idx').on(table.tokenHash),
  ],
)
