// The client's answers as both the page and the server know them: no zod here, so the capsule
// page's scripts stay small (and never ask to evaluate code, which its policy forbids).

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
