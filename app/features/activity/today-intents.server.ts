import { formError, type Intents, saved } from '~/server/forms.server'

import { markDone } from './activity.server'

export const ENTRY_GONE = 'This entry is already done or no longer there.'

/** Today's intents: an entry's Mark done. */
export const todayIntents = {
  'mark-done': async (input, { ownerId }) =>
    (await markDone(ownerId, input.fields.id ?? '')) ? saved() : formError(ENTRY_GONE, 404),
} satisfies Intents
