import { z } from 'zod'

export const REACTIONS = ['love', 'maybe', 'no'] as const
export type Reaction = (typeof REACTIONS)[number]

/** The buttons' accessible names, as the issue words them. */
export const REACTION_LABELS: Record<Reaction, string> = {
  love: 'Love it',
  maybe: 'Maybe',
  no: 'Not for me',
}

export const NOTE_MAX = 1000

/** `item:<id>` or `outfit:<id>`: what an answer is about. */
export const TARGET = /^(item|outfit):([A-Za-z0-9_-]{1,64})$/

/**
 * One change from the capsule page: a reaction (empty clears it), a note (empty clears it) or the
 * Bought tick, for one item or outfit. Exactly one of the three per request.
 */
export const AnswerSchema = z
  .object({
    target: z.string().regex(TARGET, 'Choose an item or an outfit.'),
    reaction: z.enum([...REACTIONS, '']).optional(),
    note: z
      .string()
      .max(NOTE_MAX, `Use at most ${NOTE_MAX.toLocaleString('en-US')} characters.`)
      .optional(),
    bought: z.enum(['true', 'false']).optional(),
  })
  .refine(
    (value) =>
      [value.reaction, value.note, value.bought].filter((field) => field !== undefined).length ===
      1,
    { message: 'Send one answer at a time.', path: ['form'] },
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

export type AnswerInput = z.infer<typeof AnswerSchema>

/** One answer as the capsule page and the dashboard see it (dates arrive serialised). */
export type Answer = {
  target: string
  reaction: Reaction | null
  note: string | null
  bought: boolean
  updatedAt: string
}

export const OWNERSHIPS = ['owned', 'to_buy'] as const
export type Ownership = (typeof OWNERSHIPS)[number]

/** The stylist's choice, or the default: to buy when the item has a shop link. */
export const isToBuy = (ownership: Ownership | null, link: string | null) =>
  ownership ? ownership === 'to_buy' : Boolean(link)
