import { data, redirect } from 'react-router'
import { verifySecondStep } from '~/features/auth/accounts.server'
import { safeRedirect, SecondStepSchema } from '~/features/auth/schema'
import { fieldErrors } from '~/lib/form-errors'
import { readForm } from '~/lib/read-form'
import type { Route } from './+types/two-factor'

/** The second step of a two-factor sign-in (the sign-in screen shows it after the password). */
export async function action({ request }: Route.ActionArgs) {
  const parsed = SecondStepSchema.safeParse(await readForm(request))
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 })
  const { code, method, redirectTo } = parsed.data
  const result = await verifySecondStep(request, { code, recovery: method === 'recovery' })
  if (!result.ok) return data({ formError: result.formError }, { status: result.status })
  return redirect(safeRedirect(redirectTo), { headers: result.headers })
}
