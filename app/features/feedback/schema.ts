import { type Reaction, REACTIONS, TARGET } from '~/lib/feedback'
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

export type FeedbackInput = z.infer<typeof FeedbackSchema>
