// Her clients (features/clients). Every row carries its owner; every query filters on it.
import { index, pgTable, text } from 'drizzle-orm/pg-core'

import { ownerId } from '~/server/auth-tables.server'
import { createdAt, money, moneyCheck } from '~/server/columns.server'

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
