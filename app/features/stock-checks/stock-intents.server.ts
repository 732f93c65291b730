// "Check stock and prices" on a capsule's page.
import { CAPSULE_GONE } from '~/lib/messages'
import { formError, type Intents, saved } from '~/server/forms.server'

import { capsuleStock } from './capsule-stock.server'
import { requestCheck } from './stock-jobs.server'
import { NOTHING_TO_CHECK } from './stock-messages'

export const stockIntents = {
  'check-stock': async (_input, { ownerId, capsuleId }) => {
    if (!capsuleId) return formError(CAPSULE_GONE, 404)
    const stock = await capsuleStock(ownerId, capsuleId)
    if (!stock) return formError(CAPSULE_GONE, 404)
    if (stock.checkable === 0) return formError(NOTHING_TO_CHECK, 400)
    await requestCheck(ownerId, capsuleId)
    return saved()
  },
} satisfies Intents
