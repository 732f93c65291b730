import { redirect } from 'react-router'

import { CAPSULE_GONE } from '~/lib/messages'
import { fieldError, formError, type Intents, parseForm, saved } from '~/server/forms.server'
import type { Trasher } from '~/server/trash.server'

import { createCapsule, updateCapsule } from './capsules.server'
import { sendCapsule } from './delivery.server'
import { SELECT_CLIENT } from './messages'
import { CapsuleSchema } from './schema'
import { SendCapsuleSchema } from './send-schema'

/** The capsule a capsule intent acts on: the page's capsule, else the form's `id`. */
export const capsuleOf = (fields: Readonly<Record<string, string>>, capsuleId?: string) =>
  capsuleId ?? fields.id ?? ''

/**
 * The capsule intents, shared by the Capsules page and a capsule's page: the capsule form (Send to
 * client: `sendIntents`; Duplicate: features/capsule-copies).
 */
export const capsuleIntents = {
  /** With `then=open` (started from a client's page), the new capsule opens once created. */
  'create-capsule': async (input, { ownerId }) => {
    const parsed = parseForm(input, CapsuleSchema)
    if (!parsed.success) return parsed.reply
    const result = await createCapsule(ownerId, parsed.data)
    if (result.ok && input.fields.then === 'open') {
      return redirect(`/dashboard/capsules/${result.id}`)
    }
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
} satisfies Intents

/** Deleting a capsule (Undo in the toast). `trashCapsule` keeps what goes in the trash for the undo window (features/trash). */
export const capsuleDeleteIntents = (trashCapsule: Trasher) =>
  ({
    'delete-capsule': async (input, { ownerId, capsuleId }) => {
      const undo = await trashCapsule(ownerId, capsuleOf(input.fields, capsuleId))
      return undo ? saved({ undo }) : formError(CAPSULE_GONE, 404)
    },
  }) satisfies Intents

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
