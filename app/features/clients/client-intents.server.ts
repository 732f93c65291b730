import { formError, type Intents, parseForm, saved } from '~/server/forms.server'
import type { Trasher } from '~/server/trash.server'

import { createClient, updateClient } from './clients.server'
import { CLIENT_GONE } from './messages'
import { ClientSchema } from './schema'

/**
 * The client form's intents, shared by the Clients page and a client's own page (whose client is
 * the page's, `context.clientId`; elsewhere the form's `id`).
 */
export const clientIntents = {
  'create-client': async (input, { ownerId }) => {
    const parsed = parseForm(input, ClientSchema)
    if (!parsed.success) return parsed.reply
    await createClient(ownerId, parsed.data)
    return saved()
  },
  'update-client': async (input, { ownerId, clientId }) => {
    const parsed = parseForm(input, ClientSchema)
    if (!parsed.success) return parsed.reply
    const updated = await updateClient(ownerId, clientId ?? input.fields.id ?? '', parsed.data)
    return updated ? saved() : formError(CLIENT_GONE, 404)
  },
} satisfies Intents

/** Deleting a client (Undo in the toast). `trashClient` keeps what goes in the trash for the undo window (features/trash). */
export const clientDeleteIntents = (trashClient: Trasher) =>
  ({
    'delete-client': async (input, { ownerId }) => {
      // Kept in the trash for a few seconds, so the toast can offer Undo.
      const undo = await trashClient(ownerId, input.fields.id ?? '')
      return undo ? saved({ undo }) : formError(CLIENT_GONE, 404)
    },
  }) satisfies Intents
