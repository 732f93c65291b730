// POST /dashboard/capsules/:capsuleId/collage: the cheat sheet form's "Generate collage" sends
// the picked items here (form field `itemIds`, repeated, in the order picked) and gets back
// `{ id, photo }` with 201, like the uploads route: the form then submits the upload id as the
// sheet's image. Errors are `{ error }` with a message to show as is.
import { createCollageUpload } from '~/features/cheat-sheets/collage.server'
import { CollageSchema } from '~/features/cheat-sheets/schema'
import { PICK_ITEMS_WITH_PHOTOS } from '~/features/cheat-sheets/types'
import { studioNameOf } from '~/features/site/studio-name.server'
import { CAPSULE_GONE } from '~/lib/messages'
import { requireUser } from '~/server/auth.server'
import { parseForm, readInput } from '~/server/forms.server'
import { PhotoError } from '~/server/images.server'
import { logger } from '~/server/logger.server'
import { rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'

import type { Route } from './+types/collage'

/** Up to 200 ids of 64 characters, with room to spare: anything bigger is not this form. */
const MAX_BODY_BYTES = 64 * 1024

const COLLAGE_FAILED = 'The collage could not be made. Please try again.'

const COLLAGE_LIMIT = rateLimit({ name: 'collage', max: 60, windowSeconds: 3600 })

function fail(error: string, status: number, headers?: HeadersInit) {
  return Response.json({ error }, { status, headers })
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request)
  if (request.method !== 'POST') return fail('Method not allowed.', 405, { Allow: 'POST' })
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return fail(PICK_ITEMS_WITH_PHOTOS, 413)
  }

  const form = parseForm(await readInput(request), CollageSchema, { lists: ['itemIds'] })
  if (!form.success || form.data.itemIds.length === 0) return fail(PICK_ITEMS_WITH_PHOTOS, 400)

  if (!(await COLLAGE_LIMIT.spend(user.id)).allowed) return fail(TOO_MANY_ATTEMPTS, 429)

  try {
    const result = await createCollageUpload(
      user.id,
      params.capsuleId,
      form.data.itemIds,
      // Her own studio's name, never the site's (another account's) brand.
      await studioNameOf(user.id),
    )
    if (result.ok) return Response.json({ id: result.id, photo: result.photo }, { status: 201 })
    if (result.reason === 'missing') return fail(CAPSULE_GONE, 404)
    return fail(PICK_ITEMS_WITH_PHOTOS, 400)
  } catch (error) {
    if (error instanceof PhotoError) return fail(error.message, error.status)
    logger.error({ err: error, userId: user.id }, 'Could not make a collage')
    return fail(COLLAGE_FAILED, 500)
  }
}
