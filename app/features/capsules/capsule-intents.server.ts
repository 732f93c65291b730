import { data } from 'react-router'
import { fieldErrors, type FormResult } from '~/lib/form-errors'
import { trashCapsule } from '~/server/trash.server'
import { createCapsule, updateCapsule } from './capsules.server'
import { CapsuleSchema } from './schema'

export const CAPSULE_NOT_FOUND = 'This capsule no longer exists.'
const CLIENT_NOT_FOUND = 'Select a client.'

/**
 * The capsule form's intents (create-capsule, update-capsule, delete-capsule), shared by every
 * page that shows the capsule form. Returns null for an intent that is not a capsule one.
 */
export async function handleCapsuleIntent(
  ownerId: string,
  form: Record<string, FormDataEntryValue>,
) {
  const intent = form.intent
  const id = typeof form.id === 'string' ? form.id : ''
  if (intent === 'delete-capsule') {
    const undo = await trashCapsule(ownerId, id)
    if (undo) return data<FormResult & { undo: string }>({ ok: true, undo })
    return data<FormResult>({ formError: CAPSULE_NOT_FOUND }, { status: 404 })
  }
  if (intent !== 'create-capsule' && intent !== 'update-capsule') return null

  const parsed = CapsuleSchema.safeParse(form)
  if (!parsed.success)
    return data<FormResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })
  const result =
    intent === 'create-capsule'
      ? await createCapsule(ownerId, parsed.data)
      : await updateCapsule(ownerId, id, parsed.data)
  if (result.ok) return data<FormResult>({ ok: true })
  if (result.reason === 'client') {
    return data<FormResult>({ errors: { clientId: CLIENT_NOT_FOUND } }, { status: 400 })
  }
  return data<FormResult>({ formError: CAPSULE_NOT_FOUND }, { status: 404 })
}
