// POST /dashboard/link-import: "Fill from a shop link" in the item form sends `url` here and
// gets back the fields read from the product page and its photo as an upload (nothing is
// saved until the form is). Errors are `{ error }` with a message to show as is.
import { importFromLink } from '~/features/link-import/link-import.server'
import { LinkImportError } from '~/features/link-import/safe-fetch.server'
import { z } from '~/lib/zod'
import { requireUser } from '~/server/auth.server'
import { parseForm, readInput } from '~/server/forms.server'
import { logger } from '~/server/logger.server'
import { rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'

import type { Route } from './+types/link-import'

const LINK_IMPORT_LIMIT = rateLimit({ name: 'link-import', max: 120, windowSeconds: 3600 })
const IMPORT_FAILED = 'We couldn’t read that link. Please try again.'

const LinkSchema = z.object({
  url: z
    .string({ error: 'Paste the link of a product page.' })
    .trim()
    .min(1, 'Paste the link of a product page.')
    .max(2000, 'This link is too long.'),
})

function fail(error: string, status: number) {
  return Response.json({ error }, { status })
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  if (request.method !== 'POST') return fail('Method not allowed.', 405)
  const parsed = parseForm(await readInput(request), LinkSchema)
  if (!parsed.success) return fail(parsed.errors.url ?? IMPORT_FAILED, 400)
  if (!(await LINK_IMPORT_LIMIT.spend(user.id)).allowed) return fail(TOO_MANY_ATTEMPTS, 429)
  try {
    return Response.json(await importFromLink(user.id, parsed.data.url))
  } catch (error) {
    if (error instanceof LinkImportError) {
      return fail(error.message, error.problem === 'busy' ? 429 : 422)
    }
    logger.error({ err: error, userId: user.id }, 'Could not import a shop link')
    return fail(IMPORT_FAILED, 500)
  }
}
