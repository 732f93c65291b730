// The client's feedback on her capsule page (features/feedback): reactions and Bought ticks. Their
// own table: a tap never updates the capsule, its items or outfits, so the rendered-once page
// (decision 008) stays.
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'

import { capsule } from '~/features/capsules/tables.server'
import { item } from '~/features/items/tables.server'
import { outfit } from '~/features/outfits/tables.server'
import { ownerId } from '~/server/auth-tables.server'
import { belongsTo, createdAt, updatedAt } from '~/server/columns.server'

/**
 * One piece of feedback per capsule and piece (an item or an outfit): the reaction and, for an
 * item, whether it was bought. `target` is `item:<id>` or `outfit:<id>`. (Notes are messages.)
 */
export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    capsuleId: belongsTo('capsule_id', () => capsule.id),
    target: text('target').notNull(),
    itemId: text('item_id').references(() => item.id, { onDelete: 'cascade' }),
    outfitId: text('outfit_id').references(() => outfit.id, { onDelete: 'cascade' }),
    reaction: text('reaction', { enum: ['love', 'maybe', 'no'] }),
    bought: boolean('bought').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('feedback_target_idx').on(table.capsuleId, table.target),
    index('feedback_owner_updated_idx').on(table.ownerId, table.updatedAt.desc()),
  ],
)
