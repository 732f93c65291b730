import { z } from '~/lib/zod'

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max.toLocaleString('en-US')} characters.`)
    .optional()
    .transform((value) => value || null)

export const InquirySchema = z.object({
  name: z
    .string({ error: 'Enter your name.' })
    .trim()
    .min(1, 'Enter your name.')
    .max(120, 'Use at most 120 characters.'),
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email('Enter a valid e-mail address.')),
  phone: optional(40).pipe(
    z
      .string()
      .regex(/^\+?[\d\s().-]{3,}$/, 'Enter a valid phone number.')
      .nullable(),
  ),
  servicePackage: optional(60),
  message: optional(3000),
  /** Spam guards: a field people never see, and when the form was shown (ms since epoch). */
  website: z.string().optional(),
  startedAt: z.coerce.number().optional(),
})

export type InquiryInput = z.infer<typeof InquirySchema>

export const INQUIRY_STATUSES = ['new', 'contacted', 'converted', 'archived'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]

/** The hidden field was filled: a bot, answered like a person but ignored. */
export const isBot = (input: Pick<InquiryInput, 'website'>) => Boolean(input.website)

export const SENT_TOO_FAST =
  'That was quick! Please check your details, then send your request again.'

/**
 * Sent faster than a person could type (or without the form's start time, as a script posting
 * directly would). A person is told and sends again; the start time stays, so the second try
 * passes.
 */
export function sentTooFast(input: Pick<InquiryInput, 'startedAt'>, now = Date.now()) {
  if (!input.startedAt || !Number.isFinite(input.startedAt)) return true
  return now - input.startedAt < 3000
}
