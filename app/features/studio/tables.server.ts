// The studio (features/studio): her studio's name, currency and time zone, and its settings.
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import { user } from '~/server/auth-tables.server'
import { createdAt, updatedAt } from '~/server/columns.server'

/**
 * One row per stylist (studio.server.ts): the studio's name, which her clients see
 * on every page and e-mail, its currency (ISO 4217), the default of every amount she types, and
 * its time zone.
 */
export const studioSettings = pgTable('studio_settings', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  /**
   * When the packages of the old Site settings became her package records (the site owner's,
   * once: app/domain/packages.server.ts); null before.
   */
  packagesImportedAt: timestamp('packages_imported_at', { withTimezone: true }),
  /** The line her clients read when an affiliate rule applies on their page; null: the default. */
  affiliateDisclosure: text('affiliate_disclosure'),
  /** How often her to-buy pieces' shop pages are checked for stock and price (features/stock). */
  stockChecks: text('stock_checks', { enum: ['daily', 'weekly', 'off'] })
    .notNull()
    .default('daily'),
  /** Her time zone (an IANA name, e.g. Europe/London): her booking hours and her day are in it. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Whether her client pages and e-mails end with the "Made with Capsule Studio" line. */
  madeWith: boolean('made_with').notNull().default(true),
  /** When she answered the first run (her studio's name, currency and time zone); null: not yet. */
  setUpAt: timestamp('set_up_at', { withTimezone: true }),
  /** When she put the first-run checklist away (she can bring it back); null: it shows. */
  checklistHiddenAt: timestamp('checklist_hidden_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})
