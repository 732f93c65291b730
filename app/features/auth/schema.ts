import { emailAddress } from '~/lib/text-fields'
import { z } from '~/lib/zod'

import { COMMON_PASSWORD, isCommonPassword } from './common-passwords'

const email = emailAddress.transform((value) => value.toLowerCase())

export const newPassword = z
  .string({ error: 'Enter a password.' })
  .min(8, 'Use at least 8 characters.')
  .max(128, 'Use at most 128 characters.')
  .refine((value) => !isCommonPassword(value), COMMON_PASSWORD)

const password = z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(128)

export const SignInSchema = z.object({
  email,
  password,
  redirectTo: z.string().max(2000).optional(),
})

/** A new confirmation link: for the sign-up made with this password (sign-in offers it). */
export const ResendSchema = z.object({ email, password })

/** The password she chose, when her confirmation link asks which sign-up is hers. */
export const ConfirmSchema = z.object({
  token: z.string().min(1).max(100),
  password,
})

export const SignUpSchema = z.object({ email, password: newPassword })

export const EmailOnlySchema = z.object({ email })

export const ResetPasswordSchema = z.object({
  token: z.string().min(1, 'This reset link is not valid.'),
  password: newPassword,
})

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

export const PasswordOnlySchema = z.object({ password })

export const TotpCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from your app.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your app.'),
})
