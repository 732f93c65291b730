// The newsletter's subscribers (features/newsletter).
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import { ownerId } from '~/server/auth-tables.server'
import { createdAt } from '~/server/columns.server'

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
