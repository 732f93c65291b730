import { submitInquiry } from '~/features/inquiries/inquiries.server'
import { InquirySchema } from '~/features/inquiries/schema'
import { getSiteOwner } from '~/features/site/site.server'
import { formError, parseForm, readInput, saved } from '~/server/forms.server'

import type { Route } from './+types/inquiry'

/** The landing page's built-in intake form (used when no booking provider is configured). */
export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(await readInput(request), InquirySchema)
  if (!parsed.success) return parsed.reply
  const result = await submitInquiry(request, parsed.data, await getSiteOwner())
  return result.ok ? saved() : formError(result.formError, result.status)
}
