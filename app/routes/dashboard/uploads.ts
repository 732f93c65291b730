// POST /dashboard/uploads: the photo picker of the dashboard forms sends a picked photo here as
// soon as it is chosen (multipart, field `photo`) and gets back `{ id, photo }` with 201; the
// form then submits only the id (see app/server/uploads.server.ts). Errors are `{ error }` with a message
// to show as is. The body never sits in memory: see app/server/upload-body.server.ts.
import { requireUser } from '~/server/auth.server'
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES, PhotoError } from '~/server/images.server'
import { logger } from '~/server/logger.server'
import { rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'
import { UPLOAD_ROUTES } from '~/server/request-limits.server'
import { receiveFile } from '~/server/upload-body.server'
import { takeUploadSlot, TOO_MANY_AT_ONCE } from '~/server/upload-slots.server'
import { createUpload } from '~/server/uploads.server'

import type { Route } from './+types/uploads'

const UPLOAD_FAILED = 'The photo could not be saved. Please try again.'
const NO_PHOTO = 'Choose a photo to upload.'

// Batch capture sends up to 50 photos at a time: room for several batches (and retries) an hour.
const UPLOAD_LIMIT = rateLimit({ name: 'upload', max: 400, windowSeconds: 3600 })

/** A refusal before the body is read: the connection is closed rather than the body drained. */
const UNREAD = { Connection: 'close' }

function fail(error: string, status: number, headers?: HeadersInit) {
  return Response.json({ error }, { status, headers })
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  if (request.method !== 'POST') return fail('Method not allowed.', 405, { Allow: 'POST' })

  const declaredLength = Number(request.headers.get('content-length') ?? 0)
  if (declaredLength > UPLOAD_ROUTES['dashboard/uploads']) return fail(FILE_TOO_LARGE, 413, UNREAD)

  // Refused before a byte of the body is read: a stylist's uploads in flight are bounded.
  const release = takeUploadSlot(user.id)
  if (!release) return fail(TOO_MANY_AT_ONCE, 429, UNREAD)
  try {
    if (!(await UPLOAD_LIMIT.spend(user.id)).allowed) return fail(TOO_MANY_ATTEMPTS, 429, UNREAD)

    // Streamed to a temporary file, the size cap applied as the bytes arrive.
    const received = await receiveFile(request, { field: 'photo', maxBytes: MAX_UPLOAD_BYTES })
    if (!received.ok) {
      return received.problem === 'too-large'
        ? fail(FILE_TOO_LARGE, 413, UNREAD)
        : fail(NO_PHOTO, 400)
    }
    try {
      const { id, photo } = await createUpload(user.id, received.file.path)
      return Response.json({ id, photo }, { status: 201 })
    } finally {
      await received.file.discard()
    }
  } catch (error) {
    if (error instanceof PhotoError) return fail(error.message, error.status)
    logger.error({ err: error, userId: user.id }, 'Could not save an uploaded photo')
    return fail(UPLOAD_FAILED, 500)
  } finally {
    release()
  }
}
