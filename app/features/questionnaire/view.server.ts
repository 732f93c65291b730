// The stylist's view of her latest questionnaire to a client: where it stands, her client's
// answers by question, her photos, and a capsule's draft (budget and colours) made from them.
import { priceFromInput, priceView } from '~/lib/money'
import {
  answerText,
  isProfileTarget,
  PROFILE_TARGETS,
  type ProfileTarget,
  profileText,
  type Question,
} from '~/lib/questionnaire'

import { questionnaireUrl } from './mail.server'
import { listPhotos } from './photos.server'
import { latestQuestionnaire, type SentQuestionnaire } from './questionnaire.server'
import type { QuestionnaireStatus, QuestionnaireView } from './types'

const statusOf = (row: SentQuestionnaire): QuestionnaireStatus =>
  row.submittedAt ? 'submitted' : row.answeredAt ? 'answered' : 'sent'

/** The answer mapped to a profile field, as text ('' when none). */
function mapped(row: Pick<SentQuestionnaire, 'questions' | 'answers'>, field: string) {
  const question = row.questions.find((each) => each.profileField === field)
  return question ? answerText(row.answers[question.id]).trim() : ''
}

/** Her answers by the profile field each maps to (those she answered). */
export function profileAnswers(
  row: Pick<SentQuestionnaire, 'questions' | 'answers'>,
): Partial<Record<ProfileTarget, string>> {
  return Object.fromEntries(
    (Object.keys(PROFILE_TARGETS) as ProfileTarget[])
      .map((field) => [field, mapped(row, field)] as const)
      .filter(([, text]) => text),
  )
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

type Profile = Parameters<typeof profileText>[0]

/**
 * Whether her profile already holds the answer: the same text, or for the budget the same
 * amount (her answer read as a price in `currency`).
 */
function holds(field: ProfileTarget, answer: string, profile: Profile, currency: string) {
  if (field !== 'budget') return (profile[field] ?? '').trim() === answer.trim()
  const read = priceFromInput(answer, currency)
  const now = profile.budget
  if (!read.ok || !now) return false
  return JSON.stringify(priceView(read.price)) === JSON.stringify(now)
}

/** Her latest questionnaire to the client (hers only), or null when she sent none. */
export async function questionnaireForClient(
  ownerId: string,
  client: { id: string; name: string } & Profile,
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
    unseen:
      row.submittedAt !== null &&
      (row.answersSeenAt === null || row.answersSeenAt < row.submittedAt),
    answers: row.questions
      .filter((question) => question.kind !== 'photos')
      .map((question) => {
        const text = answerText(row.answers[question.id])
        const field = question.profileField
        if (!text || !isProfileTarget(field)) return { question, text, profile: null }
        const now = profileText(client)[field]
        return {
          question,
          text,
          profile: { field, now, same: holds(field, text, client, currency) },
        }
      }),
    photos: photos.map((each) => ({
      id: each.id,
      label: labelOf(each.questionId),
      photo: each.photo,
    })),
    capsuleDraft: capsuleDraft(row, client.name, currency),
  }
}
