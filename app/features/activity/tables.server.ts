// What came back to her studio (features/activity): one row per event, written by the feature
// where it happens, in the same transaction (docs/decisions/052-today-one-feed.md). Her Today
// reads this table only.
import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

import { capsule } from '~/features/capsules/tables.server'
import { client } from '~/features/clients/tables.server'
import { ownerId } from '~/server/auth-tables.server'
import { createdAt } from '~/server/columns.server'

import type { AlertGroup, AlertMode } from './alerts'

/** The rows a new event of a capsule refreshes (see `recordActivity`). */
export const UNSEEN_IN_CAPSULE = sql`seen_at is null and done_at is null and capsule_id is not null`

export const activity = pgTable(
  'activity',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    clientId: text('client_id').references(() => client.id, { onDelete: 'cascade' }),
    capsuleId: text('capsule_id').references(() => capsule.id, { onDelete: 'cascade' }),
    /** One of `ACTIVITY_KINDS` (./kinds.ts). */
    kind: text('kind').notNull(),
    /** The exact place: the piece, thread, invoice, questionnaire, appointment, inquiry. */
    subjectId: text('subject_id').notNull(),
    /** A short line of what happened, kept as it was then ("Love it: Camel coat"). */
    summary: text('summary').notNull(),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** When an alert of hers (an e-mail as it happened, or her daily summary) told of it. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (table) => [
    index('activity_owner_open_idx')
      .on(table.ownerId, table.createdAt.desc())
      .where(sql`${table.doneAt} is null`),
    // One unseen entry per kind and place of a capsule: a second reaction to the piece, or a
    // second message in its thread, refreshes the entry instead of adding one.
    uniqueIndex('activity_unseen_idx')
      .on(table.ownerId, table.kind, table.capsuleId, table.subjectId)
      .where(UNSEEN_IN_CAPSULE),
    // What an alert may still tell of: not seen, not done, not told yet.
    index('activity_untold_idx')
      .on(table.createdAt)
      .where(sql`${table.alertedAt} is null and ${table.seenAt} is null and ${table.doneAt} is null`),
  ],
)

/** Her alerts (./alerts.ts): how she hears of each group, and her daily summary. No row: defaults. */
export const alertSetting = pgTable('alert_setting', {
  ownerId: ownerId().primaryKey(),
  /** Group → mode; a group not named has its default. */
  modes: jsonb('modes').$type<Partial<Record<AlertGroup, AlertMode>>>().notNull().default({}),
  /** The hour of her daily summary, 0–23, in her studio's time zone. */
  summaryHour: smallint('summary_hour').notNull().default(8),
  /** Her studio's date (YYYY-MM-DD) of the last daily summary: one a day. */
  summarySentOn: text('summary_sent_on'),
})
