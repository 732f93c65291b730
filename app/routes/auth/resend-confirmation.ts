import { data } from 'react-router'
import { resendConfirmation } from '~/features/auth/accounts.server'
import { EmailOnlySchema } from '~/features/auth/schema'
import { fieldErrors } from '~/lib/form-errors'
import type { Route } from './+types/resend-confirmation'
import { readForm } from '~/lib/read-form'

export async function action({ request }: Route.ActionArgs) {
  const parsed = EmailOnlySchema.safeParse(await readForm(request))
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 })
  const result = await resendConfirmation(request, parsed.data.email)
  if (!result.ok) return data({ formError: result.formError }, { status: result.status })
  return { resent: true }
}
