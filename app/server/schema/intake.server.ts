// Before and after the first session (features/questionnaire, features/closet-audit): the style
// questionnaire her client fills from a link, and the closet audit of her client's wardrobe.
// Every row carries its owner; every query filters on it.
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import type { StoredPhoto } from '../../lib/photo-urls'
import type { Answer, Question } from '../../lib/questionnaire'
import { ownerId, user } from './accounts.server'
import { belongsTo, createdAt, updatedAt } from './columns.server'
import { client, item } from './studio.server'

/**
 * A question as stored (its id stays across edits: the key of its answer) and an answer (text,
 * the choices picked, or a scale's value; photos are rows of their own): the shapes of
 * app/lib/questionnaire.ts, which the browser shares.
 */
export type StoredQuestion = Question
export type StoredAnswer = Answer

/** Her own questionnaire, as she edited it; no row: the default one (features/questionnaire). */
export const questionnaireTemplate = pgTable('questionnaire_template', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
  updatedAt: updatedAt(),
})

/**
 * A questionnaire sent to a client: the questions as they were when sent, her answers so far
 * (saved as she goes), and the link `/q/{token}` (128 random bits; no account). Submitted: the
 * link shows what she sent, read-only, until the stylist reopens it.
 */
export const questionnaire = pgTable(
  'questionnaire',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    clientId: belongsTo('client_id', () => client.id),
    token: text('token').notNull(),
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
    /** Answers by question id. */
    answers: jsonb('answers').$type<Record<string, StoredAnswer>>().notNull().default({}),
    /** The last day she may answer; null: none. */
    dueOn: date('due_on'),
    /** One reminder before the deadline, unless the stylist turned it off. */
    remind: boolean('remind').notNull().default(true),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** When her client last saved an answer. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * When the stylist last opened her client's page after a submission: "Questionnaire answered"
     * shows (and counts in her navigation) while it is older than `submittedAt`, or null.
     */
    answersSeenAt: timestamp('answers_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('questionnaire_token_idx').on(table.token),
    index('questionnaire_owner_client_idx').on(table.ownerId, table.clientId, table.sentAt.desc()),
  ],
)

/**
 * A photo her client sent with a questionnaire ("Her photos"): private to the stylist and that
 * questionnaire's link, never public.
 */
export const questionnairePhoto = pgTable(
  'questionnaire_photo',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    questionnaireId: belongsTo('questionnaire_id', () => questionnaire.id),
    questionId: text('question_id').notNull(),
    photo: jsonb('photo').$type<StoredPhoto>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('questionnaire_photo_questionnaire_idx').on(table.questionnaireId, table.createdAt),
    index('questionnaire_photo_key_idx').on(sql`(${table.photo} ->> 'key')`),
  ],
)

/** What happens to a piece of her client's wardrobe in a closet audit. */
export const AUDIT_DECISIONS = ['keep', 'tailor', 'donate', 'consign', 'sell', 'undecided'] as const
export type AuditDecision = (typeof AUDIT_DECISIONS)[number]

/**
 * A closet audit of a client's wardrobe: started, then done (`doneAt`, with how many pieces got
 * each decision then). Her client sees the latest done one as "Your closet edit".
 */
export const closetAudit = pgTable(
  'closet_audit',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    clientId: belongsTo('client_id', () => client.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    counts: jsonb('counts').$type<Partial<Record<AuditDecision, number>>>(),
    updatedAt: updatedAt(),
  },
  (table) => [index('closet_audit_owner_client_idx').on(table.ownerId, table.clientId)],
)

/**
 * One piece's decision in an audit, with the stylist's own note ("good label, she never wears
 * it": private, never shown to her client) and the note for her client ("shorten 2 cm"), which
 * her closet edit and the lists to hand over show.
 */
export const closetAuditPiece = pgTable(
  'closet_audit_piece',
  {
    auditId: belongsTo('audit_id', () => closetAudit.id),
    itemId: belongsTo('item_id', () => item.id),
    ownerId: ownerId(),
    decision: text('decision', { enum: AUDIT_DECISIONS }).notNull(),
    note: text('note'),
    clientNote: text('client_note'),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.auditId, table.itemId] }),
    index('closet_audit_piece_item_idx').on(table.itemId),
  ],
)
