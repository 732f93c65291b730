import { resendConfirmation } from '~/features/auth/account-access.server'
import { ResendSchema } from '~/features/auth/schema'
import { formError, parseForm, readInput } from '~/server/forms.server'

import type { Route } from './+types/resend-confirmation'

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(await readInput(request), ResendSchema)
  if (!parsed.success) return parsed.reply
  const result = await resendConfirmation(request, parsed.data)
  if (!result.ok) return formError(result.formError, result.status)
  return { resent: true, alreadySent: result.alreadySent === true }
}
