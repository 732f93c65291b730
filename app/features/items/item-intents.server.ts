import { CAPSULE_GONE } from '~/lib/messages'
import {
  fieldError,
  formError,
  type IntentContext,
  type Intents,
  parseForm,
  saved,
} from '~/server/forms.server'
import type { Trasher } from '~/server/trash.server'

import {
  createItem,
  type ItemSaveResult,
  type Placement,
  resolvePlacement,
  updateItem,
} from './items.server'
import { CHOOSE_CLIENT_CAPSULE, ITEM_GONE } from './messages'
import { type ItemInput, ItemSchema } from './schema'

/**
 * Where a page's items go: a capsule (capsule pages), or a client, whose capsule the form may
 * pick (the all-items page, `?client=`).
 */
export type ItemTarget = { capsuleId: string } | { clientId: string }

export function itemTarget({ capsuleId, clientId }: IntentContext): ItemTarget {
  return capsuleId ? { capsuleId } : { clientId: clientId ?? '' }
}

/** The placement of a new item, or of an edited one on the all-items page (its capsule select). */
async function placementFor(ownerId: string, target: ItemTarget, input: ItemInput) {
  const resolved = await resolvePlacement(
    ownerId,
    'clientId' in target ? { clientId: target.clientId, capsuleId: input.capsuleId } : target,
  )
  if (resolved) return { ok: true as const, placement: resolved }
  return {
    ok: false as const,
    reply:
      'capsuleId' in target
        ? formError(CAPSULE_GONE, 404)
        : fieldError({ capsuleId: CHOOSE_CLIENT_CAPSULE }),
  }
}

function answer(result: ItemSaveResult) {
  if (result.ok) return saved()
  if (result.reason === 'upload') return fieldError({ photoUpload: result.message })
  return formError(ITEM_GONE, 404)
}

/** The item form's intents, shared by every page that manages items. */
export const itemIntents = {
  'create-item': async (input, context) => {
    const parsed = parseForm(input, ItemSchema)
    if (!parsed.success) return parsed.reply
    const target = itemTarget(context)
    const where = await placementFor(context.ownerId, target, parsed.data)
    if (!where.ok) return where.reply
    return answer(await createItem(context.ownerId, where.placement, parsed.data))
  },
  'update-item': async (input, context) => {
    const parsed = parseForm(input, ItemSchema)
    if (!parsed.success) return parsed.reply
    const target = itemTarget(context)
    // On a capsule page the item stays where it is when edited; on the all-items page the form's
    // capsule select decides, for items of that page's client only.
    let placement: Placement | undefined
    if ('clientId' in target) {
      const where = await placementFor(context.ownerId, target, parsed.data)
      if (!where.ok) return where.reply
      placement = where.placement
    }
    const id = input.fields.id ?? ''
    const clientId = 'clientId' in target ? target.clientId : undefined
    return answer(await updateItem(context.ownerId, id, parsed.data, placement, clientId))
  },
} satisfies Intents

/** Deleting an item (Undo in the toast). `trashItem` keeps what goes in the trash for the undo window (features/trash). */
export const itemDeleteIntents = (trashItem: Trasher) =>
  ({
    'delete-item': async (input, { ownerId }) => {
      // Kept in the trash for a few seconds, so the toast can offer Undo.
      const undo = await trashItem(ownerId, input.fields.id ?? '')
      return undo ? saved({ undo }) : formError(ITEM_GONE, 404)
    },
  }) satisfies Intents
