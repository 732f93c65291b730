// POST /dashboard/link-import: "Fill from a shop link" in the item form sends `url` here and
// gets back the fields read from the product page and its photo as an upload (nothing is
// saved until the form is). Errors are `{ error }` with a message to show as is.
import { IMPORT_FAILED, readShopLink } from '~/features/link-import/link-import.server'
import { z } from '~/lib/zod'
import { requireUser } from '~/server/auth.server'
import { parseForm, readInput } from '~/server/forms.server'

import type { Route } from './+types/link-import'

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
  const read = await readShopLink(user.id, parsed.data.url)
  return read.ok ? Response.json(read.imported) : fail(read.message, read.status)
}
