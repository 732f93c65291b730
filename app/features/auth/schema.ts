import { emailAddress } from '~/lib/text-fields'
import { z } from '~/lib/zod'
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords'

const email = emailAddress.transform((value) => value.toLowerCase())

export const newPassword = z
  .string({ error: 'Enter a password.' })
  .min(8, 'Use at least 8 characters.')
  .max(128, 'Use at most 128 characters.')
  .refine((value) => !isCommonPassword(value), COMMON_PASSWORD)

export const SignInSchema = z.object({
  email,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(128),
  redirectTo: z.string().max(2000).optional(),
})

export const SignUpSchema = z.object({ email, password: newPassword })

export const EmailOnlySchema = z.object({ email })

export const ResetPasswordSchema = z.object({
  token: z.string().min(1, 'This reset link is not valid.'),
  password: newPassword,
})

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g
const SITE = 'https://site.invalid'

/**
 * Where to go after signing in: only a path on this site, never another origin. Browsers drop
 * tabs and line breaks from addresses (`/<TAB>/evil.example` is `//evil.example`), so control
 * characters are removed before the target is judged, and it must resolve on this site.
 */
export function safeRedirect(target: string | undefined, fallback = '/dashboard'): string {
  const cleaned = (target ?? '').replace(CONTROL_CHARACTERS, '')
  if (!cleaned.startsWith('/') || cleaned.startsWith('//') || cleaned.includes('\\')) {
    return fallback
  }
  let url: URL
  try {
    url = new URL(cleaned, SITE)
  } catch {
    return fallback
  }
  if (url.origin !== SITE) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(128),
  newPassword,
})

export const SecondStepSchema = z.object({
  code: z
    .string({ error: 'Enter the code.' })
    .trim()
    .min(1, 'Enter the code.')
    .max(40, 'That code is too long.'),
  method: z.enum(['code', 'recovery']).default('code'),
  redirectTo: z.string().max(2000).optional(),
})

export const PasswordOnlySchema = z.object({
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(128),
})

export const TotpCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from your app.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your app.'),
})
