// Stock and price checks of her to-buy pieces' shop pages (features/stock-checks): each capsule's
// last check, and the shops that asked to be left alone. The pieces' findings live on `item`.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import { capsule } from '~/features/capsules/tables.server'
import { ownerId } from '~/server/auth-tables.server'
import { belongsTo } from '~/server/columns.server'

/** A capsule's checks: asked for (by her, or the schedule), finished, and told to her client. */
export const stockCheck = pgTable('stock_check', {
  capsuleId: belongsTo('capsule_id', () => capsule.id).primaryKey(),
  ownerId: ownerId(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** When she last told her client what the checks found. */
  toldAt: timestamp('told_at', { withTimezone: true }),
})

/**
 * A shop (host name) that answered 403 or 429: not asked again before `backoffUntil`, which
 * doubles with each refusal in a row; a good answer deletes the row. Shared by every instance.
 */
export const shopBackoff = pgTable('shop_backoff', {
  host: text('host').primaryKey(),
  backoffUntil: timestamp('backoff_until', { withTimezone: true }).notNull(),
  refusals: integer('refusals').notNull(),
})
