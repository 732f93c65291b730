import { MESSAGE_ID, MESSAGE_MAX, normalizeMessage, THREAD_TARGET } from '~/lib/feedback'
import { atMost } from '~/lib/text-fields'
import { z } from '~/lib/zod'

export const EMPTY_MESSAGE = 'Write your message first.'

/** A message's text: line breaks kept, up to MESSAGE_MAX characters, never empty. */
const body = z
  .string({ error: EMPTY_MESSAGE })
  .transform(normalizeMessage)
  .pipe(z.string().min(1, EMPTY_MESSAGE).max(MESSAGE_MAX, atMost(MESSAGE_MAX)))

/** A new message in the thread about `target` (a piece, or `capsule`). */
export const MessageSchema = z.object({
  target: z
    .string({ error: 'Choose what it is about.' })
    .regex(THREAD_TARGET, 'Choose what it is about.'),
  body,
})

/** A message of the thread, by its id. */
export const MessageIdSchema = z.object({
  messageId: z.string({ error: 'Message not found.' }).regex(MESSAGE_ID, 'Message not found.'),
})

/** The stylist's reply, corrected. */
export const EditMessageSchema = MessageIdSchema.extend({ body })

/** "Show earlier messages": the thread and the oldest message shown. */
export const EarlierSchema = z.object({
  target: z.string().regex(THREAD_TARGET),
  before: z.string().regex(MESSAGE_ID),
})

/** The same on her capsule page: the oldest message shown by its time (she has no ids of others'). */
export const VisitorEarlierSchema = z.object({
  target: z.string().regex(THREAD_TARGET),
  before: z.iso.datetime().transform((at) => new Date(at)),
})
