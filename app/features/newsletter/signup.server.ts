import { emailAddress } from '~/lib/text-fields'
import { z } from '~/lib/zod'
import { formError, parseForm, readInput, saved } from '~/server/forms.server'

import { subscribe } from './newsletter.server'

const SignupSchema = z.object({
  email: emailAddress,
  website: z.string().optional().default(''),
})

/**
 * The built-in "Stay In Style" signup (used when no newsletter embed is configured): posted to
 * /newsletter by the landing page's script, to the landing page itself without it.
 */
export async function signUp(
  request: Request,
  /** The site owner and her brand name (null before there is one), passed in by the route. */
  owner: { id: string; brandName: string } | null,
) {
  const parsed = parseForm(await readInput(request), SignupSchema)
  if (!parsed.success) return parsed.reply
  const result = await subscribe(request, parsed.data.email, parsed.data.website, owner)
  return result.ok ? saved() : formError(result.formError, result.status)
}
