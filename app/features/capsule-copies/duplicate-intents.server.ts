import { redirect } from 'react-router'

import { CHOOSE_CLIENT, DuplicateCapsuleSchema } from '~/features/capsules'
import { capsuleOf } from '~/features/capsules/index.server'
import { CAPSULE_GONE } from '~/lib/messages'
import { fieldError, formError, type Intents, parseForm } from '~/server/forms.server'

import { duplicateCapsule } from './duplicate-capsule.server'

/** Duplicate, on the Capsules page and a capsule's page. */
export const duplicateIntents = {
  /** `id` (the capsule) and the copy's fields (DuplicateCapsuleSchema): makes it and opens it. */
  'duplicate-capsule': async (input, { ownerId, capsuleId }) => {
    const parsed = parseForm(input, DuplicateCapsuleSchema, { lists: ['leaveOut'] })
    if (!parsed.success) return parsed.reply
    const id = capsuleOf(input.fields, capsuleId).slice(0, 64)
    const result = await duplicateCapsule(ownerId, id, parsed.data)
    if (result.ok) return redirect(`/dashboard/capsules/${result.id}`)
    return result.reason === 'client'
      ? fieldError({ clientId: CHOOSE_CLIENT })
      : formError(CAPSULE_GONE, 404)
  },
} satisfies Intents
