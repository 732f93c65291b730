import { data } from 'react-router'
import { submitInquiry } from '~/features/inquiries/inquiries.server'
import { InquirySchema } from '~/features/inquiries/schema'
import { getSiteOwner } from '~/features/site/site.server'
import { fieldErrors, type FormResult } from '~/lib/form-errors'
import type { Route } from './+types/inquiry'
import { readForm } from '~/lib/read-form'

/** The landing page's built-in intake form (used when no booking provider is configured). */
export async function action({ request }: Route.ActionArgs) {
  const parsed = InquirySchema.safeParse(await readForm(request))
  if (!parsed.success)
    return data<FormResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })
  const result = await submitInquiry(request, parsed.data, await getSiteOwner())
  if (!result.ok)
    return data<FormResult>({ formError: result.formError }, { status: result.status })
  return data<FormResult>({ ok: true })
}
