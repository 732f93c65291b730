// The stylist's view of her latest questionnaire to a client: where it stands, her client's
// answers by question, her photos, and a capsule's draft (budget and colours) made from them.
import { priceFromInput, priceView } from '~/lib/money'
import { answerText, type Question } from '~/lib/questionnaire'

import { questionnaireUrl } from './mail.server'
import { listPhotos } from './photos.server'
import { latestQuestionnaire, type SentQuestionnaire } from './questionnaire.server'
import type { QuestionnaireStatus, QuestionnaireView } from './types'

const statusOf = (row: SentQuestionnaire): QuestionnaireStatus =>
  row.submittedAt ? 'submitted' : row.answeredAt ? 'answered' : 'sent'

/** The answer mapped to a profile field, as text ('' when none). */
function mapped(row: SentQuestionnaire, field: string) {
  const question = row.questions.find((each) => each.profileField === field)
  return question ? answerText(row.answers[question.id]).trim() : ''
}

/**
 * A capsule from her answers: her budget, and a welcome letter's first lines from her colours,
 * written to her (her client reads the letter): never notes about her.
 */
function capsuleDraft(row: SentQuestionnaire, name: string, currency: string) {
  const first = name.trim().split(/\s+/)[0] ?? name
  const loved = mapped(row, 'coloursLoved')
  const avoided = mapped(row, 'coloursAvoided')
  const description = loved
    ? `${first}, this capsule starts from the colours you love: ${loved}.${avoided ? ` It leaves out the ones you would rather not wear: ${avoided}.` : ''}`
    : avoided
      ? `${first}, this capsule leaves out the colours you would rather not wear: ${avoided}.`
      : ''
  const budget = priceFromInput(mapped(row, 'budget') || null, currency)
  return {
    name: `${first}'s capsule`,
    description,
    budget: budget.ok ? priceView(budget.price) : null,
  }
}

/** Her latest questionnaire to the client (hers only), or null when she sent none. */
export async function questionnaireForClient(
  ownerId: string,
  client: { id: string; name: string },
  currency: string,
): Promise<QuestionnaireView | null> {
  const row = await latestQuestionnaire(ownerId, client.id)
  if (!row) return null
  const photos = await listPhotos(row.id)
  const labelOf = (id: string) =>
    row.questions.find((question: Question) => question.id === id)?.label ?? ''
  return {
    id: row.id,
    url: questionnaireUrl(row.token),
    status: statusOf(row),
    sentAt: row.sentAt,
    answeredAt: row.answeredAt,
    submittedAt: row.submittedAt,
    dueOn: row.dueOn,
    remind: row.remind,
    answers: row.questions
      .filter((question) => question.kind !== 'photos')
      .map((question) => ({ question, text: answerText(row.answers[question.id]) })),
    photos: photos.map((each) => ({
      id: each.id,
      label: labelOf(each.questionId),
      photo: each.photo,
    })),
    capsuleDraft: capsuleDraft(row, client.name, currency),
  }
}
