import { fieldError, formError, type Intents, parseForm, saved } from '~/server/forms.server'

import { markAnswersSeen } from './answered.server'
import { mailLink } from './mail.server'
import {
  createQuestionnaire,
  reopenQuestionnaire,
  resetQuestions,
  saveQuestions,
} from './questionnaire.server'
import { readQuestions, SendSchema } from './schema'

export const QUESTIONNAIRE_GONE = 'This questionnaire no longer exists.'

/** Her questionnaire's editor: save her questions, or go back to the default ones. */
export const templateIntents = {
  'save-questions': async (input, { ownerId }) => {
    const parsed = readQuestions(input.fields.questions)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = typeof issue?.path[0] === 'number' ? `Question ${issue.path[0] + 1}: ` : ''
      return fieldError({ questions: `${where}${issue?.message ?? 'Check the questions.'}` })
    }
    await saveQuestions(ownerId, parsed.data)
    return saved()
  },
  'reset-questions': async (_input, { ownerId }) => {
    await resetQuestions(ownerId)
    return saved()
  },
} satisfies Intents

/**
 * A client's page: send her a questionnaire (the link is shown; e-mailed when she has an
 * address), open a submitted one again, and mark her answers seen.
 */
export const clientQuestionnaireIntents = {
  'send-questionnaire': async (input, { ownerId, clientId }) => {
    const parsed = parseForm(input, SendSchema)
    if (!parsed.success) return parsed.reply
    const row = await createQuestionnaire(ownerId, clientId ?? '', parsed.data)
    if (!row) return formError('This client no longer exists.', 404)
    const mailed = await mailLink(row)
    if (mailed.ok) return saved({ mailed: 'sent' as const })
    if (mailed.status === 0) return saved({ mailed: 'no-address' as const })
    // Made, but not e-mailed: the link is on her page to copy.
    return saved({ mailed: 'failed' as const, message: mailed.formError })
  },
  'reopen-questionnaire': async (input, { ownerId }) => {
    const done = await reopenQuestionnaire(ownerId, input.fields.id ?? '')
    return done ? saved() : formError(QUESTIONNAIRE_GONE, 404)
  },
  // Her page showed her client's answers: "Questionnaire answered" and the count go.
  'mark-answers-seen': async (_input, { ownerId, clientId }) => {
    await markAnswersSeen(ownerId, clientId ?? '')
    return saved()
  },
} satisfies Intents
