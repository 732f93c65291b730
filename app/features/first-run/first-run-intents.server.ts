import { FirstRunSchema } from '~/features/studio'
import { hideChecklist } from '~/features/studio/index.server'
import { formError, type Intents, parseForm, saved } from '~/server/forms.server'

import { answerFirstRun } from './open-studio.server'

const NO_STUDIO = 'Your studio could not be found. Reload the page and try again.'

/**
 * Her first run, on the Clients page: her studio's name, currency and time zone; then the
 * checklist, put away and brought back (from the Account page too).
 */
export const firstRunIntents = {
  'set-up-studio': async (input, { ownerId }) => {
    const parsed = parseForm(input, FirstRunSchema)
    if (!parsed.success) return parsed.reply
    return (await answerFirstRun(ownerId, parsed.data)) ? saved() : formError(NO_STUDIO, 404)
  },
  'hide-checklist': async (_input, { ownerId }) =>
    (await hideChecklist(ownerId, true)) ? saved() : formError(NO_STUDIO, 404),
  'show-checklist': async (_input, { ownerId }) =>
    (await hideChecklist(ownerId, false)) ? saved() : formError(NO_STUDIO, 404),
} satisfies Intents
