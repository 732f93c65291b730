import { data } from 'react-router'
import { z } from '~/lib/zod'
import { subscribe } from '~/features/newsletter/newsletter.server'
import { getSiteOwner } from '~/features/site/site.server'
import { fieldErrors, type FormResult } from '~/lib/form-errors'
import type { Route } from './+types/newsletter'
import { readForm } from '~/lib/read-form'

const SignupSchema = z.object({
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email('Enter a valid e-mail address.')),
  website: z.string().optional().default(''),
})

/** The built-in "Stay In Style" signup (used when no newsletter embed is configured). */
export async function action({ request }: Route.ActionArgs) {
  const parsed = SignupSchema.safeParse(await readForm(request))
  if (!parsed.success)
    return data<FormResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })
  const result = await subscribe(
    request,
    parsed.data.email,
    parsed.data.website,
    await getSiteOwner(),
  )
  if (!result.ok)
    return data<FormResult>({ formError: result.formError }, { status: result.status })
  return data<FormResult>({ ok: true })
}
