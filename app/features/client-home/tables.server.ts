// Her client's one home, `/c/{token}` (features/client-home): one link per client, made and
// revoked by her stylist. Every row carries its owner; every query filters on it.
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import { client } from '~/features/clients/tables.server'
import { ownerId } from '~/server/auth-tables.server'
import { belongsTo, createdAt } from '~/server/columns.server'

/**
 * A client's home link (128 random bits, as a questionnaire's). A new link replaces the row's
 * token (the old one opens nothing); revoking deletes the row. Deleting the client takes it.
 */
export const clientHome = pgTable(
  'client_home',
  {
    clientId: belongsTo('client_id', () => client.id).primaryKey(),
    ownerId: ownerId(),
    token: text('token').notNull(),
    /** When she last opened her home: "New" marks what came after it. */
    visitedAt: timestamp('visited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('client_home_token_idx').on(table.token)],
)
