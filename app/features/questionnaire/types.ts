import type { Price } from '~/lib/money'
import type { StoredPhoto } from '~/lib/photo-urls'
import type { Question } from '~/lib/questionnaire'

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
  answers: { question: Question; text: string }[]
  photos: { id: string; label: string; photo: StoredPhoto }[]
  /** A new capsule's name, description (her colours) and budget, from her answers. */
  capsuleDraft: { name: string; description: string; budget: Price | null }
}
