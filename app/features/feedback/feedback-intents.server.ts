import { CAPSULE_GONE } from '~/lib/messages'
import { formError, type Intents, saved } from '~/server/forms.server'

import { markFeedbackSeen } from './feedback-entries.server'

/** The capsule page showed its Feedback view: what the client said so far is no longer new. */
export const feedbackSeenIntents = {
  'mark-feedback-seen': async (_input, { ownerId, capsuleId = '' }) =>
    (await markFeedbackSeen(ownerId, capsuleId)) ? saved() : formError(CAPSULE_GONE, 404),
} satisfies Intents
