import { redirect } from 'react-router'

import { SecondStepSchema } from '~/features/auth/schema'
import { verifySecondStep } from '~/features/auth/sign-in.server'
import { safeRedirect } from '~/lib/safe-redirect'
import { formError, parseForm, readInput } from '~/server/forms.server'

import type { Route } from './+types/two-factor'

/** The second step of a two-factor sign-in (the sign-in screen shows it after the password). */
export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(await readInput(request), SecondStepSchema)
  if (!parsed.success) return parsed.reply
  const { code, method, redirectTo } = parsed.data
  const result = await verifySecondStep(request, { code, recovery: method === 'recovery' })
  if (!result.ok) return formError(result.formError, result.status)
  return redirect(safeRedirect(redirectTo), { headers: result.headers })
}
