// Her client's photos through her link: POST /q/{token}/photos?question=<id> (multipart, field
// `photo`) adds one, answered `{ id }` with 201 or `{ error }` with a message to show as is;
// GET /q/{token}/photos/{key}/{file} shows one of that questionnaire's. As the dashboard's
// uploads (app/routes/dashboard/uploads.ts): bounded in size before the body is read, a few in
// flight per questionnaire, a rate limit per questionnaire, and the body streamed to a file.
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES, PhotoError } from '~/server/images.server'
import { logger } from '~/server/logger.server'
import { rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'
import { UPLOAD_ROUTES } from '~/server/request-limits.server'
import { receiveFile } from '~/server/upload-body.server'
import { takeUploadSlot, TOO_MANY_AT_ONCE } from '~/server/upload-slots.server'

import { linkAccess } from './link-access.server'
import { PREVIEW_ONLY } from './link-page.server'
import { addPhoto, photoFileResponse, photoRefusal, SUBMITTED } from './photos.server'

const UPLOAD_FAILED = 'The photo could not be saved. Please try again.'
const NO_PHOTO = 'Choose a photo to upload.'

/** A questionnaire takes 12 photos: room for retries and replacements, not for a flood. */
const LINK_UPLOADS = rateLimit({ name: 'questionnaire-upload', max: 60, windowSeconds: 3600 })

/** A refusal before the body is read: the connection is closed rather than the body drained. */
const UNREAD = { Connection: 'close' }

const fail = (error: string, status: number, headers?: HeadersInit) =>
  Response.json({ error }, { status, headers })

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
  })

export async function receiveLinkPhoto(request: Request, token: string): Promise<Response> {
  if (request.method !== 'POST') return fail('Method not allowed.', 405, { Allow: 'POST' })
  const access = await linkAccess(request, token)
  if (!access) return notFound()
  if (access.preview) return fail(PREVIEW_ONLY, 403, UNREAD)
  const link = access.questionnaire
  if (link.submittedAt) return fail(SUBMITTED, 409, UNREAD)

  const declaredLength = Number(request.headers.get('content-length') ?? 0)
  if (declaredLength > UPLOAD_ROUTES['q/:token/photos']) return fail(FILE_TOO_LARGE, 413, UNREAD)
  const questionId = new URL(request.url).searchParams.get('question') ?? ''
  const refused = await photoRefusal(link, questionId)
  if (refused) return fail(refused, refused === SUBMITTED ? 409 : 400, UNREAD)

  const release = takeUploadSlot(`questionnaire:${link.id}`)
  if (!release) return fail(TOO_MANY_AT_ONCE, 429, UNREAD)
  try {
    if (!(await LINK_UPLOADS.spend(link.id)).allowed) return fail(TOO_MANY_ATTEMPTS, 429, UNREAD)
    const received = await receiveFile(request, { field: 'photo', maxBytes: MAX_UPLOAD_BYTES })
    if (!received.ok) {
      return received.problem === 'too-large'
        ? fail(FILE_TOO_LARGE, 413, UNREAD)
        : fail(NO_PHOTO, 400)
    }
    try {
      const added = await addPhoto(link, questionId, received.file.path)
      if (!added.ok) return fail(added.message, added.message === SUBMITTED ? 409 : 400)
      return Response.json({ id: added.photo.id }, { status: 201 })
    } finally {
      await received.file.discard()
    }
  } catch (error) {
    if (error instanceof PhotoError) return fail(error.message, error.status)
    logger.error({ err: error, questionnaireId: link.id }, 'Could not save a questionnaire photo')
    return fail(UPLOAD_FAILED, 500)
  } finally {
    release()
  }
}

/** One of the questionnaire's photo files, for whoever its link opens; else a plain 404. */
export async function sendLinkPhoto(
  request: Request,
  token: string,
  key: string,
  file: string,
): Promise<Response> {
  const access = await linkAccess(request, token)
  if (!access) return notFound()
  return (await photoFileResponse(access.questionnaire.id, key, file)) ?? notFound()
}
