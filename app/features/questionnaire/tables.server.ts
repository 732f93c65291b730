// The style questionnaire her client fills from a link (features/questionnaire). Every row carries
// its owner; every query filters on it.
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import { client } from '~/features/clients/tables.server'
import type { StoredPhoto } from '~/lib/photo-urls'
import type { Answer, Question } from '~/lib/questionnaire'
import { ownerId, user } from '~/server/auth-tables.server'
import { belongsTo, createdAt, updatedAt } from '~/server/columns.server'

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
