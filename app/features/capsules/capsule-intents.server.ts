import { redirect } from 'react-router'
import { CAPSULE_GONE } from '~/lib/messages'
import { fieldError, formError, parseForm, saved, type Intents } from '~/server/forms.server'
import { trashCapsule } from '~/domain/trash-deletes.server'
import { createCapsule, updateCapsule } from './capsules.server'
import { sendCapsule } from './delivery.server'
import { duplicateCapsule } from './duplicate-capsule.server'
import { CHOOSE_CLIENT, SELECT_CLIENT } from './messages'
import { CapsuleSchema } from './schema'
import { SendCapsuleSchema } from './send-schema'

/** The capsule a capsule intent acts on: the page's capsule, else the form's `id`. */
const capsuleOf = (fields: Readonly<Record<string, string>>, capsuleId?: string) =>
  capsuleId ?? fields.id ?? ''

/**
 * The capsule intents, shared by the Capsules page and a capsule's page: the capsule form and
 * Duplicate (Send to client: `sendIntents`).
 */
export const capsuleIntents = {
  'create-capsule': async (input, { ownerId }) => {
    const parsed = parseForm(input, CapsuleSchema)
    if (!parsed.success) return parsed.reply
    const result = await createCapsule(ownerId, parsed.data)
    if (result.ok) return saved()
    return result.reason === 'client'
      ? fieldError({ clientId: SELECT_CLIENT })
      : formError(CAPSULE_GONE, 404)
  },
  'update-capsule': async (input, { ownerId, capsuleId }) => {
    const parsed = parseForm(input, CapsuleSchema)
    if (!parsed.success) return parsed.reply
    const result = await updateCapsule(ownerId, capsuleOf(input.fields, capsuleId), parsed.data)
    if (result.ok) return saved()
    return result.reason === 'client'
      ? fieldError({ clientId: SELECT_CLIENT })
      : formError(CAPSULE_GONE, 404)
  },
  'delete-capsule': async (input, { ownerId, capsuleId }) => {
    const undo = await trashCapsule(ownerId, capsuleOf(input.fields, capsuleId))
    return undo ? saved({ undo }) : formError(CAPSULE_GONE, 404)
  },
  /** Fields `id` (the capsule) and `clientId` (whose the copy is): makes the copy and opens it. */
  'duplicate-capsule': async (input, { ownerId, capsuleId }) => {
    const id = capsuleOf(input.fields, capsuleId).slice(0, 64)
    const clientId = (input.fields.clientId ?? '').trim().slice(0, 64)
    if (!clientId) return fieldError({ clientId: CHOOSE_CLIENT })
    const result = await duplicateCapsule(ownerId, id, clientId)
    if (result.ok) return redirect(`/dashboard/capsules/${result.id}`)
    return result.reason === 'client'
      ? fieldError({ clientId: CHOOSE_CLIENT })
      : formError(CAPSULE_GONE, 404)
  },
} satisfies Intents

/** The Send to client dialog's intent: the e-mail goes out under her own studio's name. */
export const sendIntents = {
  'send-capsule': async (input, { ownerId, capsuleId, request }) => {
    const parsed = parseForm(input, SendCapsuleSchema)
    if (!parsed.success) return parsed.reply
    const id = capsuleOf(input.fields, capsuleId)
    const result = await sendCapsule(request, ownerId, id, parsed.data.message)
    return result.ok ? saved() : formError(result.formError, result.status)
  },
} satisfies Intents
