// The conversation on a capsule (features/conversation): threads of messages between the client
// and her stylist, and each capsule's conversation state (what she has seen, her digest's window,
// her client's e-mails turned off).
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import { capsule } from '~/features/capsules/tables.server'
import { item } from '~/features/items/tables.server'
import { outfit } from '~/features/outfits/tables.server'
import { ownerId } from '~/server/auth-tables.server'
import { belongsTo, createdAt } from '~/server/columns.server'

/**
 * One conversation per capsule and subject: a piece (`item:<id>`, `outfit:<id>`) or the capsule
 * as a whole (`capsule`). Made by its first message; `lastMessageAt` orders the Messages tab.
 */
export const thread = pgTable(
  'thread',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    capsuleId: belongsTo('capsule_id', () => capsule.id),
    target: text('target').notNull(),
    itemId: text('item_id').references(() => item.id, { onDelete: 'cascade' }),
    outfitId: text('outfit_id').references(() => outfit.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('thread_target_idx').on(table.capsuleId, table.target),
    index('thread_capsule_last_idx').on(table.capsuleId, table.lastMessageAt.desc()),
  ],
)

/**
 * One message of a thread, by the client or her stylist (`ownerId` is the stylist's either way).
 * Deleting one keeps its place ("Message deleted"): the body is emptied, `deletedAt` set.
 * `clientMail`, on the stylist's replies: what became of the e-mail telling the client (null
 * while it waits for its window).
 */
export const message = pgTable(
  'message',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    capsuleId: belongsTo('capsule_id', () => capsule.id),
    threadId: belongsTo('thread_id', () => thread.id),
    author: text('author', { enum: ['client', 'stylist'] }).notNull(),
    /**
     * On the client's messages: a keyed hash of the device (its cookie) that wrote it, the only
     * one that may delete it (issue 41, point 4). Null on older messages: no device may.
     */
    clientDevice: text('client_device'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    clientMail: text('client_mail', { enum: ['sent', 'off', 'no-address', 'draft'] }),
  },
  (table) => [
    index('message_thread_created_idx').on(table.threadId, table.createdAt.desc()),
    index('message_owner_created_idx').on(table.ownerId, table.createdAt.desc()),
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
