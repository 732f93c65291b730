import {
  MESSAGE_ID,
  MESSAGE_MAX,
  normalizeMessage,
  type Reaction,
  REACTIONS,
  TARGET,
  THREAD_TARGET,
} from '~/lib/feedback'
import { atMost } from '~/lib/text-fields'
import { z } from '~/lib/zod'

/**
 * One change from the capsule page: a reaction (empty clears it) or the Bought tick, for one item
 * or outfit. Exactly one of the two per request. (What she writes is a message: MessageSchema.)
 */
export const FeedbackSchema = z
  .object({
    target: z.string().regex(TARGET, 'Choose an item or an outfit.'),
    reaction: z.enum([...REACTIONS, '']).optional(),
    bought: z.enum(['true', 'false']).optional(),
  })
  .refine(
    (value) => [value.reaction, value.bought].filter((field) => field !== undefined).length === 1,
    { message: 'Send one change at a time.', path: ['form'] },
  )
  .transform(({ target, reaction, bought }) => {
    const [, kind, id] = TARGET.exec(target)!
    const change =
      reaction !== undefined
        ? { reaction: (reaction || null) as Reaction | null }
        : { bought: bought === 'true' }
    return { target, kind: kind as 'item' | 'outfit', id: id!, change }
  })

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

export type FeedbackInput = z.infer<typeof FeedbackSchema>

export const OWNERSHIP_FAILED = 'Choose Owned, To buy or Automatic, and at least one item.'

/** The Items tab's bulk Owned / To buy (empty: automatic) for the chosen items (repeated field). */
export const OwnershipSchema = z.object({
  ownership: z
    .enum(['owned', 'to_buy', ''], { error: OWNERSHIP_FAILED })
    .transform((value) => value || null),
  // Every one an id: a list with anything else changes nothing.
  itemIds: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, OWNERSHIP_FAILED))
    .min(1, OWNERSHIP_FAILED)
    .max(500, OWNERSHIP_FAILED),
})
