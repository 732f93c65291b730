import { data, redirect } from 'react-router'
import type { FormResult } from '~/lib/form-errors'
import { CAPSULE_NOT_FOUND } from './capsule-intents.server'
import { duplicateCapsule } from './duplicate-capsule.server'

const CHOOSE_CLIENT = 'Choose one of your clients.'

/**
 * `duplicate-capsule` (fields `id`: the capsule, `clientId`: whose the copy is): makes the copy
 * and opens it. Returns null for another intent.
 */
export async function handleDuplicateIntent(
  ownerId: string,
  form: Record<string, FormDataEntryValue>,
) {
  if (form.intent !== 'duplicate-capsule') return null
  const id = typeof form.id === 'string' ? form.id.slice(0, 64) : ''
  const clientId = typeof form.clientId === 'string' ? form.clientId.trim().slice(0, 64) : ''
  if (!clientId) return data<FormResult>({ errors: { clientId: CHOOSE_CLIENT } }, { status: 400 })
  const result = await duplicateCapsule(ownerId, id, clientId)
  if (result.ok) return redirect(`/dashboard/capsules/${result.id}`)
  if (result.reason === 'client') {
    return data<FormResult>({ errors: { clientId: CHOOSE_CLIENT } }, { status: 400 })
  }
  return data<FormResult>({ formError: CAPSULE_NOT_FOUND }, { status: 404 })
}
