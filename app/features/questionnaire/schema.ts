// The questionnaire's forms: her questions (the editor sends them as one JSON field), the Send
// dialog, and each answer her client gives, every one with its bound and its message.
import { optionalCalendarDate } from '~/lib/calendar-date'
import {
  type Answer,
  isProfileTarget,
  MAPPABLE_KINDS,
  type Question,
  QUESTION_KINDS,
  QUESTIONNAIRE_LIMITS as LIMITS,
} from '~/lib/questionnaire'
import { atMost } from '~/lib/text-fields'
import { z } from '~/lib/zod'

const text = (max: number, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, atMost(max))

const QuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'This question cannot be saved.'),
    kind: z.enum(QUESTION_KINDS, { error: 'Choose the kind of question.' }),
    label: text(LIMITS.label, 'Write the question.'),
    help: z.string().trim().max(LIMITS.help, atMost(LIMITS.help)).optional(),
    options: z
      .array(text(LIMITS.option, 'Write each choice, or remove it.'))
      .max(LIMITS.options, `Offer at most ${LIMITS.options} choices.`)
      .optional(),
    photoCount: z
      .number()
      .int()
      .min(1, 'Ask for at least one photo.')
      .max(LIMITS.photoCount, `Ask for at most ${LIMITS.photoCount} photos a question.`)
      .optional(),
    profileField: z.string().optional(),
  })
  .transform(({ help, options, photoCount, profileField, ...question }, context): Question => {
    const choices = question.kind === 'one' || question.kind === 'several'
    if (choices && new Set(options ?? []).size < 2) {
      context.addIssue({
        code: 'custom',
        message: 'Offer at least two different choices.',
        path: ['options'],
      })
    }
    const mapped = isProfileTarget(profileField) && MAPPABLE_KINDS.includes(question.kind)
    return {
      ...question,
      ...(help ? { help } : {}),
      ...(choices ? { options } : {}),
      ...(question.kind === 'photos' ? { photoCount: photoCount ?? 1 } : {}),
      ...(mapped ? { profileField } : {}),
    }
  })

/** Her questionnaire as the editor sends it: 1 to 40 questions, photos 12 at most in all. */
export const QuestionsSchema = z
  .array(QuestionSchema)
  .min(1, 'Keep at least one question.')
  .max(LIMITS.questions, `Ask at most ${LIMITS.questions} questions.`)
  .superRefine((questions, context) => {
    if (new Set(questions.map((question) => question.id)).size !== questions.length) {
      context.addIssue({ code: 'custom', message: 'Two questions have the same id.' })
    }
    const photos = questions.reduce((sum, question) => sum + (question.photoCount ?? 0), 0)
    if (photos > LIMITS.photos) {
      context.addIssue({
        code: 'custom',
        message: `Ask for at most ${LIMITS.photos} photos in all (now ${photos}).`,
      })
    }
  })

/** Reads the editor's JSON field; a field that is not JSON reads as nothing (then 400s). */
export function readQuestions(json: string | undefined) {
  let value: unknown
  try {
    value = JSON.parse(json ?? '')
  } catch {
    value = undefined
  }
  return QuestionsSchema.safeParse(value)
}

/** The Send dialog: an optional deadline (today or later, within a year) and the reminder. */
export const SendSchema = z.object({
  dueOn: optionalCalendarDate().refine((value) => {
    if (value === null) return true
    const days = (Date.parse(`${value}T00:00:00Z`) - Date.now()) / 86_400_000
    return days > -1 && days < 366
  }, 'Pick a date between today and a year from now.'),
  remind: z
    .string()
    .optional()
    .transform((value) => value === 'on'),
})

export type AnswerReading = { ok: true; answer: Answer | null } | { ok: false; message: string }

const maxOf = (kind: Question['kind']) =>
  kind === 'long' ? LIMITS.long : kind === 'size' ? LIMITS.size : LIMITS.short

/**
 * One answer from the values sent for its question: text within its bound, choices among its
 * options, a scale from 1 to 5. Nothing given (or only blanks) is no answer (null).
 */
export function readAnswer(question: Question, values: string[]): AnswerReading {
  const given = values.map((value) => value.trim()).filter(Boolean)
  switch (question.kind) {
    case 'photos':
      return { ok: false, message: 'Photos are added with the photo button.' }
    case 'one':
    case 'several': {
      const options = question.options ?? []
      if (given.some((value) => !options.includes(value))) {
        return { ok: false, message: 'Choose from the choices given.' }
      }
      const picked = [...new Set(given)]
      if (question.kind === 'one') {
        if (picked.length > 1) return { ok: false, message: 'Choose one.' }
        return { ok: true, answer: picked[0] ?? null }
      }
      return { ok: true, answer: picked.length ? picked : null }
    }
    case 'scale': {
      if (given.length === 0) return { ok: true, answer: null }
      const value = Number(given[0])
      return Number.isInteger(value) && value >= 1 && value <= LIMITS.scale && given.length === 1
        ? { ok: true, answer: value }
        : { ok: false, message: `Choose a number from 1 to ${LIMITS.scale}.` }
    }
    default: {
      const answer = given.join(' ')
      const max = maxOf(question.kind)
      if (answer.length > max) return { ok: false, message: atMost(max) }
      return { ok: true, answer: answer || null }
    }
  }
}
