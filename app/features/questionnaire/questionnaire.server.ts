// Her questionnaire and the ones she sent: every query is filtered by the owner, except the
// client's link, found by its token (128 random bits) and then decided by the one access rule
// (link-access.server.ts).
import { and, desc, eq, isNull, sql } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { recordActivity } from '~/features/activity/index.server'
import { clientView as client } from '~/features/clients/index.server'
import { type Answer, type Answers, DEFAULT_QUESTIONS, type Question } from '~/lib/questionnaire'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { questionnaire, questionnaireTemplate } from './tables.server'

/** Her questions: as she edited them, or the default questionnaire. */
export async function getQuestions(ownerId: string): Promise<Question[]> {
  const [row] = await db
    .select({ questions: questionnaireTemplate.questions })
    .from(questionnaireTemplate)
    .where(eq(questionnaireTemplate.ownerId, ownerId))
  return row?.questions ?? DEFAULT_QUESTIONS
}

export async function saveQuestions(ownerId: string, questions: Question[]): Promise<void> {
  await db
    .insert(questionnaireTemplate)
    .values({ ownerId, questions })
    .onConflictDoUpdate({
      target: questionnaireTemplate.ownerId,
      set: { questions, updatedAt: new Date() },
    })
}

/** Back to the default questionnaire. */
export async function resetQuestions(ownerId: string): Promise<void> {
  await db.delete(questionnaireTemplate).where(eq(questionnaireTemplate.ownerId, ownerId))
}

const columns = {
  id: questionnaire.id,
  ownerId: questionnaire.ownerId,
  clientId: questionnaire.clientId,
  token: questionnaire.token,
  questions: questionnaire.questions,
  answers: questionnaire.answers,
  dueOn: questionnaire.dueOn,
  remind: questionnaire.remind,
  remindedAt: questionnaire.remindedAt,
  sentAt: questionnaire.sentAt,
  answeredAt: questionnaire.answeredAt,
  submittedAt: questionnaire.submittedAt,
  answersSeenAt: questionnaire.answersSeenAt,
}

export type SentQuestionnaire = {
  id: string
  ownerId: string
  clientId: string
  token: string
  questions: Question[]
  answers: Answers
  dueOn: string | null
  remind: boolean
  remindedAt: Date | null
  sentAt: Date
  answeredAt: Date | null
  submittedAt: Date | null
  /** When she last opened the client's page after a submission. */
  answersSeenAt: Date | null
}

/**
 * A questionnaire for her client `clientId`: a snapshot of her questions and a fresh link.
 * Null when the client is not hers.
 */
export async function createQuestionnaire(
  ownerId: string,
  clientId: string,
  { dueOn, remind }: { dueOn: string | null; remind: boolean },
): Promise<SentQuestionnaire | null> {
  const [owned] = await db
    .select({ id: client.id })
    .from(client)
    .where(mine(client, ownerId, clientId))
  if (!owned) return null
  const questions = await getQuestions(ownerId)
  const [row] = await db
    .insert(questionnaire)
    .values({ id: createId(), ownerId, clientId, token: createId(), questions, dueOn, remind })
    .returning(columns)
  return row ?? null
}

/** Her latest questionnaire for that client, or null. */
export async function latestQuestionnaire(
  ownerId: string,
  clientId: string,
): Promise<SentQuestionnaire | null> {
  const [row] = await db
    .select(columns)
    .from(questionnaire)
    .where(and(mine(questionnaire, ownerId), eq(questionnaire.clientId, clientId)))
    .orderBy(desc(questionnaire.sentAt))
    .limit(1)
  return row ?? null
}

export async function getQuestionnaire(
  ownerId: string,
  id: string,
): Promise<SentQuestionnaire | null> {
  const [row] = await db
    .select(columns)
    .from(questionnaire)
    .where(mine(questionnaire, ownerId, id))
  return row ?? null
}

/** How long an unsubmitted link stays open after its deadline. */
export const OPEN_DAYS_AFTER_DEADLINE = 30

/** Whether the link has expired on the day `today` (YYYY-MM-DD): 30 days past its deadline. */
export function isExpired(row: Pick<SentQuestionnaire, 'dueOn'>, today: string): boolean {
  if (!row.dueOn) return false
  const last = Date.parse(`${row.dueOn}T00:00:00Z`) + OPEN_DAYS_AFTER_DEADLINE * 86_400_000
  return Date.parse(`${today}T00:00:00Z`) > last
}

/**
 * The questionnaire of a link, any owner's (the access rule decides who sees it). A token that
 * is malformed, unknown or expired is no row at all.
 */
export async function findByToken(
  token: string,
  today = new Date().toISOString().slice(0, 10),
): Promise<SentQuestionnaire | null> {
  if (!/^[\w-]{22}$/.test(token)) return null
  const [row] = await db.select(columns).from(questionnaire).where(eq(questionnaire.token, token))
  return row && !isExpired(row, today) ? row : null
}

/**
 * Merges answers into her client's (null removes one), unless it is submitted: false then.
 * Answers of other questions are kept as they are.
 */
export async function saveAnswers(
  id: string,
  changes: Record<string, Answer | null>,
): Promise<boolean> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== null))
  const kept = Object.keys(changes)
    .filter((key) => changes[key] === null)
    .reduce((answers, key) => sql`(${answers} - ${key}::text)`, sql`${questionnaire.answers}`)
  const saved = await db
    .update(questionnaire)
    .set({
      answers: sql`${kept} || ${JSON.stringify(set)}::jsonb`,
      answeredAt: new Date(),
    })
    .where(and(eq(questionnaire.id, id), isNull(questionnaire.submittedAt)))
    .returning({ id: questionnaire.id })
  return saved.length > 0
}

/**
 * Her client sends her answers: the link is read-only from now on, and her stylist's Today says
 * so. False if it already was.
 */
export async function submitQuestionnaire(id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(questionnaire)
      .set({ submittedAt: new Date() })
      .where(and(eq(questionnaire.id, id), isNull(questionnaire.submittedAt)))
      .returning({ ownerId: questionnaire.ownerId, clientId: questionnaire.clientId })
    if (!done) return false
    await recordActivity(tx, {
      ...done,
      kind: 'questionnaire_answered',
      subjectId: id,
      summary: 'She sent her answers to your style questionnaire.',
    })
    return true
  })
}

/**
 * The stylist opens a submitted questionnaire again: her client may change her answers on the
 * same link, without a deadline (so a link past its deadline opens again). False when not hers.
 */
export async function reopenQuestionnaire(ownerId: string, id: string): Promise<boolean> {
  const done = await db
    .update(questionnaire)
    .set({ submittedAt: null, dueOn: null })
    .where(mine(questionnaire, ownerId, id))
    .returning({ id: questionnaire.id })
  return done.length > 0
}

/** Whether she has made the questionnaire hers: saved her own questions, or sent one. */
export async function questionnaireLookedAt(ownerId: string): Promise<boolean> {
  const [own] = await db
    .select({ found: sql<number>`1` })
    .from(questionnaireTemplate)
    .where(eq(questionnaireTemplate.ownerId, ownerId))
  if (own) return true
  const [sent] = await db
    .select({ found: sql<number>`1` })
    .from(questionnaire)
    .where(eq(questionnaire.ownerId, ownerId))
    .limit(1)
  return sent !== undefined
}

/** Her client's questionnaires whose links still open, newest first (for her home). */
export async function questionnairesOfClient(
  ownerId: string,
  clientId: string,
  today = new Date().toISOString().slice(0, 10),
): Promise<SentQuestionnaire[]> {
  const rows = await db
    .select(columns)
    .from(questionnaire)
    .where(and(mine(questionnaire, ownerId), eq(questionnaire.clientId, clientId)))
    .orderBy(desc(questionnaire.sentAt))
  return rows.filter((row) => !isExpired(row, today))
}
