// The client's feedback as both the page and the server know it: no zod here, so the capsule
// page's scripts stay small (and never ask to evaluate code, which its policy forbids). One
// piece of feedback is about one item or outfit: a reaction (Love it / Maybe / Not for me), a
// note, and for an item the Bought tick.

export const REACTIONS = ['love', 'maybe', 'no'] as const
export type Reaction = (typeof REACTIONS)[number]

/** The buttons' accessible names, as the issue words them. */
export const REACTION_LABELS: Record<Reaction, string> = {
  love: 'Love it',
  maybe: 'Maybe',
  no: 'Not for me',
}

export const NOTE_MAX = 1000

/** `item:<id>` or `outfit:<id>`: what a piece of feedback is about. */
export const TARGET = /^(item|outfit):([A-Za-z0-9_-]{1,64})$/

/** One piece of feedback as the capsule page and the dashboard see it (dates arrive serialised). */
export type Feedback = {
  target: string
  reaction: Reaction | null
  note: string | null
  bought: boolean
  updatedAt: string
}
