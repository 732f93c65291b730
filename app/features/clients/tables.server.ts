// Her clients (features/clients). Every row carries its owner; every query filters on it.
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import { ownerId } from '~/server/auth-tables.server'
import { belongsTo, createdAt, money, moneyCheck } from '~/server/columns.server'

const clientBudget = money('budget')

export const client = pgTable(
  'client',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The profile (features/clients/schema.ts): all optional, free text, bounded there. */
    sizeTops: text('size_tops'),
    sizeBottoms: text('size_bottoms'),
    sizeDress: text('size_dress'),
    sizeShoes: text('size_shoes'),
    sizeNotes: text('size_notes'),
    measurements: text('measurements'),
    coloursLoved: text('colours_loved'),
    coloursAvoided: text('colours_avoided'),
    styleWords: text('style_words'),
    /** Her budget per season (a price: see `money`). */
    budgetText: clientBudget.text,
    budgetAmount: clientBudget.amount,
    budgetCurrency: clientBudget.currency,
    notes: text('notes'),
    /** Where she came from, e.g. the package of the inquiry she was converted from. */
    cameFrom: text('came_from'),
    createdAt: createdAt(),
  },
  (table) => [
    index('client_owner_created_idx').on(table.ownerId, table.createdAt.desc()),
    moneyCheck('client', 'budget', { amount: table.budgetAmount, currency: table.budgetCurrency }),
  ],
)

// Her client's one home, `/c/{token}` (features/client-home shows it): one link per client, made
// and revoked by her stylist, and named in every e-mail to her client (decision 053).
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
