// The client's feedback on her capsule page (features/feedback). Their own tables: a tap never
// updates the capsule, its items or outfits, so the rendered-once page (decision 008) stays.
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { ownerId } from './accounts.server'
import { belongsTo, createdAt, updatedAt } from './columns.server'
import { capsule, item, outfit } from './studio.server'

/**
 * One piece of feedback per capsule and piece (an item or an outfit): the reaction, the note
 * and, for an item, whether it was bought. `target` is `item:<id>` or `outfit:<id>`.
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
    note: text('note'),
    bought: boolean('bought').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('feedback_target_idx').on(table.capsuleId, table.target),
    index('feedback_owner_updated_idx').on(table.ownerId, table.updatedAt.desc()),
  ],
)

/**
 * Per capsule: when the stylist last opened its Feedback view (what is newer is "new"), and when
 * she was last e-mailed about its feedback (at most one e-mail per 15 minutes).
 */
export const capsuleFeedbackState = pgTable('capsule_feedback_state', {
  capsuleId: text('capsule_id')
    .primaryKey()
    .references(() => capsule.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
})
