// The client's page `/q/{token}`: what it shows (her questions, her answers so far, her photos,
// under her stylist's studio name) and what it takes (answers saved as she goes, a photo removed,
// Submit). Every way in asks the access rule first (link-access.server.ts): nothing opens a
// wrong token, and once submitted, nothing changes through the link.
import { data, redirect } from 'react-router'

import { studioShownToClients } from '~/features/site/index.server'
import { type Answer, QUESTIONS_PER_STEP } from '~/lib/questionnaire'
import { readInput } from '~/server/forms.server'

import { announceAnswers } from './answered.server'
import { linkAccess } from './link-access.server'
import { listPhotos, removePhoto, SUBMITTED } from './photos.server'
import { saveAnswers, type SentQuestionnaire, submitQuestionnaire } from './questionnaire.server'
import { readAnswer } from './schema'

export const PREVIEW_ONLY = 'This is your preview: only your client answers on this link.'

const notFound = () => data('Not found', { status: 404 })

/**
 * The page's data for this request, or a 404 exactly like a missing page's; `homeOf`: the way
 * to her home, if she has one (the route composes it; never on her stylist's preview).
 */
export async function loadLinkPage(
  request: Request,
  token: string,
  homeOf: (row: SentQuestionnaire) => Promise<string | null> = async () => null,
) {
  const access = await linkAccess(request, token)
  if (!access) throw notFound()
  const { questionnaire: row, preview } = access
  const photos = await listPhotos(row.id)
  const base = `/q/${token}/photos`
  const studio = await studioShownToClients(row.ownerId)
  return {
    brand: studio.name,
    madeWith: studio.madeWith,
    preview,
    questions: row.questions,
    answers: row.answers,
    dueOn: row.dueOn,
    submittedAt: row.submittedAt,
    photos: photos.map(({ id, questionId, photo }) => ({
      id,
      questionId,
      width: photo.width,
      height: photo.height,
      src: `${base}/${photo.key}/${photo.widths.find((width) => width >= 640) ?? 'large'}.webp`,
    })),
    uploadUrl: base,
    steps: Math.ceil(row.questions.length / QUESTIONS_PER_STEP),
    home: preview ? null : await homeOf(row),
  }
}

export type LinkPageData = Awaited<ReturnType<typeof loadLinkPage>>

/** Whether `step` is a step of the page (the review is the one after the last). */
const stepOf = (value: string | undefined, steps: number) => {
  const step = Number(value)
  return Number.isInteger(step) && step >= 0 && step <= steps ? step : null
}

/**
 * The page's action: `save-answers` (the questions `q` of her step, each `a.<id>`; `step`: where
 * to go once saved), `remove-photo` (`photoId`) and `submit`. Changes to a submitted
 * questionnaire are refused (409); an answer out of bounds is refused with its message (400),
 * the others saved. Submitted, `onSubmitted` runs (her answers into her profile: the route
 * composes it) and her stylist is told.
 */
export async function answerLink(
  request: Request,
  token: string,
  onSubmitted: (row: SentQuestionnaire) => Promise<unknown>,
) {
  const access = await linkAccess(request, token)
  if (!access) throw notFound()
  const { questionnaire: row, preview } = access
  const input = await readInput(request)
  if (preview) return data({ formError: PREVIEW_ONLY }, { status: 403 })
  if (row.submittedAt) return data({ formError: SUBMITTED }, { status: 409 })
  const intent = input.fields.intent

  if (intent === 'remove-photo') {
    const removed = await removePhoto(row.id, input.fields.photoId ?? '')
    return removed
      ? data({ ok: true })
      : data({ formError: 'This photo is no longer there.' }, { status: 404 })
  }
  if (intent === 'submit') {
    if (!(await submitQuestionnaire(row.id))) return data({ formError: SUBMITTED }, { status: 409 })
    await onSubmitted(row)
    await announceAnswers(row)
    return redirect(`/q/${token}`)
  }
  if (intent !== 'save-answers') return data({ formError: 'Unknown action.' }, { status: 400 })

  const asked = new Set(input.all('q'))
  const changes: Record<string, Answer | null> = {}
  const errors: Record<string, string> = {}
  for (const question of row.questions) {
    if (!asked.has(question.id) || question.kind === 'photos') continue
    const reading = readAnswer(question, input.all(`a.${question.id}`))
    if (reading.ok) changes[question.id] = reading.answer
    else errors[`a.${question.id}`] = reading.message
  }
  if (Object.keys(changes).length > 0 && !(await saveAnswers(row.id, changes))) {
    return data({ formError: SUBMITTED }, { status: 409 })
  }
  if (Object.keys(errors).length > 0) return data({ errors }, { status: 400 })
  const next = stepOf(input.fields.step, Math.ceil(row.questions.length / QUESTIONS_PER_STEP))
  return next === null ? data({ ok: true }) : redirect(`/q/${token}?step=${next}`)
}
