/** Counts of a capsule's answers for its card (see feedbackGlances). */
export type FeedbackGlance = {
  loved: number
  maybe: number
  notForMe: number
  notes: number
  bought: number
  /** Something changed since the stylist last opened the Feedback view. */
  isNew: boolean
}
