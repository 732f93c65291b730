// POST /dashboard/uploads: the photo picker of the dashboard forms sends a picked photo here as
// soon as it is chosen (multipart, field `photo`) and gets back `{ id, photo }` with 201; the
// form then submits only the id (see app/server/uploads.server.ts). Errors are `{ error }` with a message
// to show as is.
import { createUpload } from '~/server/uploads.server'
import { requireUser } from '~/server/auth.server'
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES, PhotoError } from '~/server/images.server'
import { logger } from '~/server/logger.server'
import { rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'
import type { Route } from './+types/uploads'

/** The photo plus the multipart envelope (boundaries, headers, other small fields). */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024

const UPLOAD_FAILED = 'The photo could not be saved. Please try again.'
const NO_PHOTO = 'Choose a photo to upload.'

// Batch capture sends up to 50 photos at a time: room for several batches (and retries) an hour.
const UPLOAD_LIMIT = rateLimit({ name: 'upload', max: 400, windowSeconds: 3600 })

function fail(error: string, status: number, headers?: HeadersInit) {
  return Response.json({ error }, { status, headers })
}

/**
 * The request's form data, reading at most `limit` bytes of body whatever Content-Length says
 * (or when it is absent, e.g. chunked): null when the body is larger.
 */
async function readLimitedForm(request: Request, limit: number): Promise<FormData | null> {
  if (!request.body) return new FormData()
  let received = 0
  let tooLarge = false
  const limited = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength
        if (received > limit) {
          tooLarge = true
          controller.error(new Error('Request body too large'))
        } else {
          controller.enqueue(chunk)
        }
      },
    }),
  )
  const contentType = request.headers.get('content-type') ?? ''
  try {
    return await new Response(limited, { headers: { 'content-type': contentType } }).formData()
  } catch (error) {
    if (tooLarge) return null
    throw error
  }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  if (request.method !== 'POST') return fail('Method not allowed.', 405, { Allow: 'POST' })

  const declaredLength = Number(request.headers.get('content-length') ?? 0)
  if (declaredLength > MAX_BODY_BYTES) return fail(FILE_TOO_LARGE, 413)

  let form: FormData | null
  try {
    form = await readLimitedForm(request, MAX_BODY_BYTES)
  } catch {
    // Not multipart, or cut off mid-way.
    return fail(NO_PHOTO, 400)
  }
  if (!form) return fail(FILE_TOO_LARGE, 413)

  const photo = form.get('photo')
  if (!(photo instanceof File) || photo.size === 0) return fail(NO_PHOTO, 400)
  if (photo.size > MAX_UPLOAD_BYTES) return fail(FILE_TOO_LARGE, 413)

  if (!(await UPLOAD_LIMIT.spend(user.id)).allowed) return fail(TOO_MANY_ATTEMPTS, 429)

  try {
    const { id, photo: stored } = await createUpload(
      user.id,
      Buffer.from(await photo.arrayBuffer()),
    )
    return Response.json({ id, photo: stored }, { status: 201 })
  } catch (error) {
    if (error instanceof PhotoError) return fail(error.message, error.status)
    logger.error({ err: error, userId: user.id }, 'Could not save an uploaded photo')
    return fail(UPLOAD_FAILED, 500)
  }
}
