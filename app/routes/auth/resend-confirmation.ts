import { resendConfirmation } from '~/features/auth/account-access.server'
import { EmailOnlySchema } from '~/features/auth/schema'
import { formError, parseForm, readInput } from '~/server/forms.server'

import type { Route } from './+types/resend-confirmation'

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(await readInput(request), EmailOnlySchema)
  if (!parsed.success) return parsed.reply
  const result = await resendConfirmation(request, parsed.data.email)
  if (!result.ok) return formError(result.formError, result.status)
  return { resent: true, alreadySent: result.alreadySent === true }
}
