// The questionnaires in "Export my data": the ones she sent, and each answer with the photos her
// client sent, as files of the zip.
import { asc, eq } from 'drizzle-orm'

import { type Collection, type Column, dataSet, type Lookups } from '~/lib/data-set'
import { answerText } from '~/lib/questionnaire'
import { db } from '~/server/db.server'

import { questionnaire, questionnairePhoto } from './tables.server'

const questionnairePhotoFile = (id: string) => `photos/questionnaires/${id}.webp`

type Questionnaire = typeof questionnaire.$inferSelect
type Answer = {
  questionnaireId: string
  question: string
  kind: string
  answer: string | null
  photos: string | null
}

const questionnaireColumns = ({
  clientName,
}: Pick<Lookups, 'clientName'>): Column<Questionnaire>[] => [
  ['id', 'The questionnaire (questionnaire-answers.csv).', (r) => r.id],
  ['client_id', 'The client (clients.csv).', (r) => r.clientId],
  ['client_name', 'Her name.', (r) => clientName(r.clientId)],
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

/** Her questionnaires, and their answers with the photos they name. */
export async function questionnaireDataSets(
  ownerId: string,
  lookups: Pick<Lookups, 'clientName'>,
): Promise<Collection[]> {
  const [questionnaires, photos] = await Promise.all([
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
  ])
  return [
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
      { photos: photos.map(({ id, photo }) => ({ file: questionnairePhotoFile(id), photo })) },
    ),
  ]
}
