import { data, redirect } from 'react-router'
import { signIn } from '~/features/auth/accounts.server'
import { safeRedirect, SignInSchema } from '~/features/auth/schema'
import { fieldErrors } from '~/lib/form-errors'
import type { Route } from './+types/sign-in'
import { readForm } from '~/lib/read-form'

export async function action({ request }: Route.ActionArgs) {
  const parsed = SignInSchema.safeParse(await readForm(request))
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 })
  const result = await signIn(request, parsed.data)
  if (!result.ok) {
    const { status, formError, unconfirmed } = result
    return data({ formError, unconfirmed, email: parsed.data.email }, { status })
  }
  // Two-factor sign-in: the screen asks for the code next (the cookie names this sign-in).
  if (result.twoFactor) return data({ twoFactor: true }, { headers: result.headers })
  return redirect(safeRedirect(parsed.data.redirectTo), { headers: result.headers })
}
