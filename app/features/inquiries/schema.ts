import { emailAddress, optionalText, phoneNumber, requiredText } from '~/lib/text-fields'
import { z } from '~/lib/zod'

export const InquirySchema = z.object({
  name: requiredText(120, 'Enter your name.'),
  email: emailAddress,
  phone: phoneNumber,
  servicePackage: optionalText(60),
  message: optionalText(3000),
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
