// Before and after the first session in the export: the questionnaires she sent, each answer (with
// the photos her client sent, as files), and her closet audits with every piece's decision.
import { asc, eq } from 'drizzle-orm'

import { closetAudit, closetAuditPiece } from '~/features/closet-audit/tables.server'
import { questionnaire, questionnairePhoto } from '~/features/questionnaire/tables.server'
import { type StoredPhoto } from '~/lib/photo-urls'
import { answerText } from '~/lib/questionnaire'
import { db } from '~/server/db.server'

import { type Collection, type Column, dataSet, type Lookups } from './data-sets.server'

export const questionnairePhotoFile = (id: string) => `photos/questionnaires/${id}.webp`

type Questionnaire = typeof questionnaire.$inferSelect
type Audit = typeof closetAudit.$inferSelect
type Answer = {
  questionnaireId: string
  question: string
  kind: string
  answer: string | null
  photos: string | null
}

const questionnaireColumns = (lookups: Pick<Lookups, 'clientName'>): Column<Questionnaire>[] => [
  ['id', 'The questionnaire (questionnaire-answers.csv).', (r) => r.id],
  ['client_id', 'The client (clients.csv).', (r) => r.clientId],
  ['client_name', 'Her name.', (r) => lookups.clientName(r.clientId)],
  ['sent_at', 'When you sent it (UTC).', (r) => r.sentAt],
  ['due_on', 'The last day she could answer, if you set one.', (r) => r.dueOn],
  ['answered_at', 'When she last saved an answer (UTC).', (r) => r.answeredAt],
  ['submitted_at', 'When she submitted it (UTC); empty: not yet.', (r) => r.submittedAt],
]

const answerColumns: Column<Answer>[] = [
  ['questionnaire_id', 'The questionnaire (questionnaires.csv).', (r) => r.questionnaireId],
  ['question', 'The question as she read it.', (r) => r.question],
  ['kind', 'Its kind: short, long, one, several, scale, size or photos.', (r) => r.kind],
  ['answer', 'Her answer; empty: none (or photos).', (r) => r.answer],
  ['photos', 'The photos she sent for it, as files of this export.', (r) => r.photos],
]

const DECISIONS = ['keep', 'tailor', 'donate', 'consign', 'sell', 'undecided'] as const

const auditColumns = (lookups: Pick<Lookups, 'clientName'>): Column<Audit>[] => [
  ['id', 'The audit (closet-audit-decisions.csv).', (r) => r.id],
  ['client_id', 'The client (clients.csv).', (r) => r.clientId],
  ['client_name', 'Her name.', (r) => lookups.clientName(r.clientId)],
  ['started_at', 'When it was started (UTC).', (r) => r.startedAt],
  ['done_at', 'When it was finished (UTC); empty: in progress.', (r) => r.doneAt],
  ...DECISIONS.map((decision): Column<Audit> => [
    decision,
    `How many pieces got "${decision}" when it was finished.`,
    (r) => r.counts?.[decision] ?? (r.doneAt ? 0 : null),
  ]),
]

const decisionColumns: Column<typeof closetAuditPiece.$inferSelect>[] = [
  ['audit_id', 'The audit (closet-audits.csv).', (r) => r.auditId],
  ['item_id', 'The piece (items.csv).', (r) => r.itemId],
  ['decision', 'keep, tailor, donate, consign, sell or undecided.', (r) => r.decision],
  ['note', 'Your note ("shorten 2 cm").', (r) => r.note],
]

/** Each question of each questionnaire with her answer and the files of her photos. */
function answersOf(
  questionnaires: Questionnaire[],
  photos: (typeof questionnairePhoto.$inferSelect)[],
): Answer[] {
  return questionnaires.flatMap((sent) =>
    sent.questions.map((question) => {
      const files = photos
        .filter((photo) => photo.questionnaireId === sent.id && photo.questionId === question.id)
        .map((photo) => questionnairePhotoFile(photo.id))
      return {
        questionnaireId: sent.id,
        question: question.label,
        kind: question.kind,
        answer: answerText(sent.answers[question.id]) || null,
        photos: files.join(' ') || null,
      }
    }),
  )
}

export async function intakeCollections(
  ownerId: string,
  lookups: Pick<Lookups, 'clientName'>,
): Promise<{ collections: Collection[]; photos: { id: string; photo: StoredPhoto }[] }> {
  const [questionnaires, photos, audits, decisions] = await Promise.all([
    db
      .select()
      .from(questionnaire)
      .where(eq(questionnaire.ownerId, ownerId))
      .orderBy(asc(questionnaire.sentAt)),
    db
      .select()
      .from(questionnairePhoto)
      .where(eq(questionnairePhoto.ownerId, ownerId))
      .orderBy(asc(questionnairePhoto.createdAt)),
    db
      .select()
      .from(closetAudit)
      .where(eq(closetAudit.ownerId, ownerId))
      .orderBy(asc(closetAudit.startedAt)),
    db
      .select()
      .from(closetAuditPiece)
      .where(eq(closetAuditPiece.ownerId, ownerId))
      .orderBy(asc(closetAuditPiece.auditId), asc(closetAuditPiece.itemId)),
  ])
  return {
    collections: [
      dataSet(
        'questionnaires',
        'The style questionnaires you sent your clients.',
        questionnaireColumns(lookups),
        questionnaires,
      ),
      dataSet(
        'questionnaire-answers',
        'Each question of each questionnaire, with your client’s answer and photos.',
        answerColumns,
        answersOf(questionnaires, photos),
      ),
      dataSet(
        'closet-audits',
        'Your closet audits of your clients’ wardrobes, with how many pieces got each decision.',
        auditColumns(lookups),
        audits,
      ),
      dataSet(
        'closet-audit-decisions',
        'Each piece’s decision in each closet audit, with your note.',
        decisionColumns,
        decisions,
      ),
    ],
    photos: photos.map(({ id, photo }) => ({ id, photo })),
  }
}
