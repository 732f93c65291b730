// The public site (owned by the site owner: see features/site/site.server.ts).
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'

import { updatedAt } from '~/server/columns.server'

/** One row: the landing page's content and links, as validated JSON (features/site/schema.ts). */
export const siteSettings = pgTable('site_settings', {
  id: text('id').primaryKey(),
  content: jsonb('content').notNull(),
  updatedAt: updatedAt(),
})
