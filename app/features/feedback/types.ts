import type { Reaction } from '~/lib/feedback'
import type { StoredPhoto } from '~/lib/photo-urls'

/** One piece of feedback on a capsule as the stylist reads it: the piece, and the client's say. */
export type FeedbackEntry = {
  target: string
  kind: 'item' | 'outfit'
  id: string
  name: string
  photo: StoredPhoto | null
  reaction: Reaction | null
  bought: boolean
  updatedAt: Date
}

/** Counts of a capsule's feedback for its card (see feedbackGlances). */
export type FeedbackGlance = {
  loved: number
  maybe: number
  notForMe: number
  /** The client's messages (her notes and answers). */
  notes: number
  bought: number
  /** Reactions, ticks and messages since the stylist last saw the Feedback view. */
  unread: number
}
