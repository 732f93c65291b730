// Inquiries from the public site's intake form (features/inquiries).
import { index, pgTable, text } from 'drizzle-orm/pg-core'

import { client } from '~/features/clients/tables.server'
import { ownerId } from '~/server/auth-tables.server'
import { createdAt } from '~/server/columns.server'

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
