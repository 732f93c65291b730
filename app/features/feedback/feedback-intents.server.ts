import { CAPSULE_GONE } from '~/lib/messages'
import { formError, parseForm, saved, type Intents } from '~/server/forms.server'
import { setOwnership } from '~/domain/item-ownership.server'
import { markFeedbackSeen } from './feedback-entries.server'
import { OWNERSHIP_FAILED, OwnershipSchema } from './schema'

/** The capsule page's Items tab: Owned / To buy in bulk for the chosen items. */
export const ownershipIntents = {
  'set-ownership': async (input, { ownerId, capsuleId = '' }) => {
    const parsed = parseForm(input, OwnershipSchema, { lists: ['itemIds'] })
    if (!parsed.success) return formError(OWNERSHIP_FAILED, 400)
    const { ownership, itemIds } = parsed.data
    if (!(await setOwnership(ownerId, capsuleId, ownership, itemIds))) {
      return formError(CAPSULE_GONE, 404)
    }
    return saved()
  },
} satisfies Intents

/** The capsule page showed its Feedback view: what the client said so far is no longer new. */
export const feedbackSeenIntents = {
  'mark-feedback-seen': async (_input, { ownerId, capsuleId = '' }) =>
    (await markFeedbackSeen(ownerId, capsuleId)) ? saved() : formError(CAPSULE_GONE, 404),
} satisfies Intents
