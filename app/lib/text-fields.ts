// The text fields the features' form schemas share, each with the same messages everywhere.
import { z } from '~/lib/zod'

/** "Use at most 2,000 characters." */
export const atMost = (max: number) => `Use at most ${max.toLocaleString('en-US')} characters.`

/** A required text field: trimmed, `missing` when absent or empty, at most `max` characters. */
export const requiredText = (max: number, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, atMost(max))

/** An optional text field: trimmed, at most `max` characters (else `message`); empty is null. */
export const optionalText = (max: number, message = atMost(max)) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || null)

/** Someone's own e-mail address, required (signing in, booking, the newsletter). */
export const emailAddress = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address.'))

/** A phone number someone gives (optional): digits, spaces and the usual signs. */
export const phoneNumber = optionalText(40).pipe(
  z
    .string()
    .regex(/^\+?[\d\s().-]{3,}$/, 'Enter a valid phone number.')
    .nullable(),
)
