import { signUp } from '~/features/auth/account-access.server'
import { SignUpSchema } from '~/features/auth/schema'
import { formError, parseForm, readInput } from '~/server/forms.server'

import type { Route } from './+types/sign-up'

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(await readInput(request), SignUpSchema)
  if (!parsed.success) return parsed.reply
  const result = await signUp(request, parsed.data)
  if (!result.ok) return formError(result.formError, result.status)
  // The same answer to every sign-up: the e-mail tells whoever holds the address the rest.
  return { signedUp: true }
}
