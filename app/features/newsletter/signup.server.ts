import { z } from '~/lib/zod'
import { fieldErrors, type FormResult } from '~/lib/form-errors'
import { readForm } from '~/lib/read-form'
import { subscribe } from './newsletter.server'

const SignupSchema = z.object({
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email('Enter a valid e-mail address.')),
  website: z.string().optional().default(''),
})

/**
 * The built-in "Stay In Style" signup (used when no newsletter embed is configured): posted to
 * /newsletter by the landing page's script, to the landing page itself without it.
 */
export async function signUp(request: Request): Promise<{ result: FormResult; status: number }> {
  const parsed = SignupSchema.safeParse(await readForm(request))
  if (!parsed.success) return { result: { errors: fieldErrors(parsed.error) }, status: 400 }
  const result = await subscribe(request, parsed.data.email, parsed.data.website)
  if (!result.ok) return { result: { formError: result.formError }, status: result.status }
  return { result: { ok: true }, status: 200 }
}
