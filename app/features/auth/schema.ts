import { z } from 'zod'

const email = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address.'))
  .transform((value) => value.toLowerCase())

const newPassword = z
  .string({ error: 'Enter a password.' })
  .min(8, 'Use at least 8 characters.')
  .max(128, 'Use at most 128 characters.')

export const SignInSchema = z.object({
  email,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(128),
  redirectTo: z.string().optional(),
})

export const SignUpSchema = z.object({ email, password: newPassword })

export const EmailOnlySchema = z.object({ email })

export const ResetPasswordSchema = z.object({
  token: z.string().min(1, 'This reset link is not valid.'),
  password: newPassword,
})

/**
 * Where to go after signing in: only a path on this site, never another origin.
 */
export function safeRedirect(target: string | undefined, fallback = '/dashboard'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback
  }
  return target
}
