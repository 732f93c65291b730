import { data, redirect } from 'react-router'

import { SignInSchema } from '~/features/auth/schema'
import { signIn } from '~/features/auth/sign-in.server'
import { safeRedirect } from '~/lib/safe-redirect'
import { parseForm, readInput, refused } from '~/server/forms.server'

import type { Route } from './+types/sign-in'

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(await readInput(request), SignInSchema)
  if (!parsed.success) return parsed.reply
  const result = await signIn(request, parsed.data)
  if (!result.ok) {
    const { status, formError, unconfirmed } = result
    return refused({ formError, unconfirmed, email: parsed.data.email }, status)
  }
  // Two-factor sign-in: the screen asks for the code next (the cookie names this sign-in).
  if (result.twoFactor) return data({ twoFactor: true }, { headers: result.headers })
  return redirect(safeRedirect(parsed.data.redirectTo), { headers: result.headers })
}
