import { data } from 'react-router'
import { fieldErrors, type FormResult } from '~/lib/form-errors'
import { trashClient } from '~/server/trash.server'
import { createClient, updateClient } from './clients.server'
import { ClientSchema } from './schema'

export const CLIENT_NOT_FOUND = 'This client no longer exists.'

/**
 * The client form's intents (create, update, delete), shared by the Clients page and a client's
 * own page. Returns null for an intent that is not a client one.
 */
export async function handleClientIntent(ownerId: string, form: Record<string, string>) {
  const id = form.id ?? ''
  if (form.intent === 'delete') {
    // Kept in the trash for a few seconds, so the toast can offer Undo.
    const undo = await trashClient(ownerId, id)
    if (!undo) return data<FormResult>({ formError: CLIENT_NOT_FOUND }, { status: 404 })
    return data<FormResult & { undo: string }>({ ok: true, undo })
  }
  if (form.intent !== 'create' && form.intent !== 'update') return null

  const parsed = ClientSchema.safeParse(form)
  if (!parsed.success) {
    return data<FormResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })
  }
  if (form.intent === 'update') {
    const updated = await updateClient(ownerId, id, parsed.data)
    if (!updated) return data<FormResult>({ formError: CLIENT_NOT_FOUND }, { status: 404 })
    return data<FormResult>({ ok: true })
  }
  await createClient(ownerId, parsed.data)
  return data<FormResult>({ ok: true })
}
