import type { Price } from '~/lib/money'
import type { StoredPhoto } from '~/lib/photo-urls'
import type { ProfileTarget, Question } from '~/lib/questionnaire'

/** Where a questionnaire stands, for the stylist. */
export type QuestionnaireStatus = 'sent' | 'answered' | 'submitted'

/** Her latest questionnaire to a client, as her client's page shows it (dates serialised). */
export type QuestionnaireView = {
  id: string
  url: string
  status: QuestionnaireStatus
  sentAt: Date | string
  answeredAt: Date | string | null
  submittedAt: Date | string | null
  dueOn: string | null
  remind: boolean
  /** Submitted and not opened by her since ("Questionnaire answered"). */
  unseen: boolean
  /**
   * Each answer; one mapped to her profile says which field, what it holds now and whether that
   * is already the answer.
   */
  answers: {
    question: Question
    text: string
    profile: { field: ProfileTarget; now: string; same: boolean } | null
  }[]
  photos: { id: string; label: string; photo: StoredPhoto }[]
  /** A new capsule's name, description (her colours) and budget, from her answers. */
  capsuleDraft: { name: string; description: string; budget: Price | null }
}
