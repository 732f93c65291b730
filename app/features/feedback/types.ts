import type { Reaction } from '~/lib/feedback'
import type { StoredPhoto } from '~/lib/photo-urls'

/** One piece of feedback on a capsule as the stylist reads it: the piece, and what the client said. */
export type FeedbackEntry = {
  target: string
  kind: 'item' | 'outfit'
  id: string
  name: string
  photo: StoredPhoto | null
  reaction: Reaction | null
  note: string | null
  bought: boolean
  updatedAt: Date
}

/** Counts of a capsule's feedback for its card (see feedbackGlances). */
export type FeedbackGlance = {
  loved: number
  maybe: number
  notForMe: number
  notes: number
  bought: number
  /** Something changed since the stylist last opened the Feedback view. */
  isNew: boolean
}
