import { ITEMS_GONE } from '~/lib/messages'
import { formError, type Intents, parseForm, saved } from '~/server/forms.server'

import { setOwnership } from './ownership.server'
import { OWNERSHIP_FAILED, OwnershipSchema } from './schema'

/**
 * The capsule page's Items tab: Owned / To buy in bulk for the chosen items (repeated `itemIds`),
 * every one a piece of the page's capsule.
 */
export const ownershipIntents = {
  'set-ownership': async (input, { ownerId, capsuleId = '' }) => {
    const parsed = parseForm(input, OwnershipSchema, { lists: ['itemIds'] })
    if (!parsed.success) return formError(OWNERSHIP_FAILED, 400)
    const { ownership, itemIds } = parsed.data
    if (!(await setOwnership(ownerId, capsuleId, ownership, itemIds))) {
      return formError(ITEMS_GONE, 404)
    }
    return saved()
  },
} satisfies Intents
