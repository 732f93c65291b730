// The client's feedback on her capsule page (features/feedback): reactions and Bought ticks, and
// what her stylist has seen. Their own tables: a tap never updates the capsule, its items or
// outfits, so the rendered-once page (decision 008) stays.
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

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

/**
 * Per capsule, the conversation's state: when the stylist last saw its Feedback view (what is
 * newer is unread); her digest (at most one per window): when the last went, and since when one
 * is due (set by what the client did, cleared when it is sent: the job that sends it is only a
 * nudge, decision 024); when the client turned her e-mails about replies off (a reply's own
 * `clientMail` says whether its e-mail is still due).
 */
export const capsuleFeedbackState = pgTable('capsule_feedback_state', {
  capsuleId: text('capsule_id')
    .primaryKey()
    .references(() => capsule.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  mailDueAt: timestamp('mail_due_at', { withTimezone: true }),
  clientMailOffAt: timestamp('client_mail_off_at', { withTimezone: true }),
})
