import { data } from 'react-router'
import { signUp } from '~/features/auth/accounts.server'
import { SignUpSchema } from '~/features/auth/schema'
import { fieldErrors } from '~/lib/form-errors'
import type { Route } from './+types/sign-up'
import { readForm } from '~/lib/read-form'

export async function action({ request }: Route.ActionArgs) {
  const parsed = SignUpSchema.safeParse(await readForm(request))
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 })
  const result = await signUp(request, parsed.data)
  if (!result.ok) return data({ formError: result.formError }, { status: result.status })
  return { signedUp: true }
}
