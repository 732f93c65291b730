import { atMost } from '~/lib/text-fields'
import { z } from '~/lib/zod'
import { NOTE_MAX, type Reaction, REACTIONS, TARGET } from '~/lib/feedback'

/**
 * One change from the capsule page: a reaction (empty clears it), a note (empty clears it) or the
 * Bought tick, for one item or outfit. Exactly one of the three per request.
 */
export const FeedbackSchema = z
  .object({
    target: z.string().regex(TARGET, 'Choose an item or an outfit.'),
    reaction: z.enum([...REACTIONS, '']).optional(),
    note: z.string().max(NOTE_MAX, atMost(NOTE_MAX)).optional(),
    bought: z.enum(['true', 'false']).optional(),
  })
  .refine(
    (value) =>
      [value.reaction, value.note, value.bought].filter((field) => field !== undefined).length ===
      1,
    { message: 'Send one change at a time.', path: ['form'] },
  )
  .transform(({ target, reaction, note, bought }) => {
    const [, kind, id] = TARGET.exec(target)!
    const change =
      reaction !== undefined
        ? { reaction: (reaction || null) as Reaction | null }
        : note !== undefined
          ? { note: note.trim() || null }
          : { bought: bought === 'true' }
    return { target, kind: kind as 'item' | 'outfit', id: id!, change }
  })

export type FeedbackInput = z.infer<typeof FeedbackSchema>

export const OWNERSHIP_FAILED = 'Choose Owned, To buy or Automatic, and at least one item.'

/** The Items tab's bulk Owned / To buy (empty: automatic) for the chosen items (repeated field). */
export const OwnershipSchema = z.object({
  ownership: z
    .enum(['owned', 'to_buy', ''], { error: OWNERSHIP_FAILED })
    .transform((value) => value || null),
  itemIds: z
    .array(z.string())
    .transform((ids) => ids.filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id)).slice(0, 5000))
    .refine((ids) => ids.length > 0, OWNERSHIP_FAILED),
})
