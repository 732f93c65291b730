import { data } from 'react-router'
import { fieldErrors, type FormResult } from '~/lib/form-errors'
import { trashItem } from '~/server/trash.server'
import { createItem, type Placement, resolvePlacement, updateItem } from './items.server'
import { ItemSchema } from './schema'

export const ITEM_NOT_FOUND = 'This item no longer exists.'
const CAPSULE_GONE = 'This capsule no longer exists.'

/**
 * The item form's intents (create-item, update-item, delete-item), shared by every page that
 * manages items. `target` says where items go: a capsule (capsule pages) or a client, whose
 * capsule the form may pick (all-items page). Returns null for an intent that is not an item one.
 */
export async function handleItemIntent(
  ownerId: string,
  form: Record<string, FormDataEntryValue>,
  target: { capsuleId: string } | { clientId: string },
) {
  const intent = form.intent
  const id = typeof form.id === 'string' ? form.id : ''
  if (intent === 'delete-item') {
    // Kept in the trash for a few seconds, so the toast can offer Undo.
    const undo = await trashItem(ownerId, id)
    if (!undo) return data<FormResult>({ formError: ITEM_NOT_FOUND }, { status: 404 })
    return data<FormResult & { undo: string }>({ ok: true, undo })
  }
  if (intent !== 'create-item' && intent !== 'update-item') return null

  const parsed = ItemSchema.safeParse(form)
  if (!parsed.success)
    return data<FormResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })

  // On a capsule page the item stays where it is when edited; on the all-items page the form's
  // capsule select decides, for items of that page's client only.
  let placement: Placement | undefined
  if ('clientId' in target || intent === 'create-item') {
    const resolved = await resolvePlacement(
      ownerId,
      'clientId' in target
        ? { clientId: target.clientId, capsuleId: parsed.data.capsuleId }
        : { capsuleId: target.capsuleId },
    )
    if (!resolved && 'capsuleId' in target) {
      return data<FormResult>({ formError: CAPSULE_GONE }, { status: 404 })
    }
    if (!resolved) {
      return data<FormResult>(
        { errors: { capsuleId: 'Choose one of this client’s capsules.' } },
        { status: 400 },
      )
    }
    placement = resolved
  }

  const result =
    intent === 'create-item' && placement
      ? await createItem(ownerId, placement, parsed.data)
      : await updateItem(
          ownerId,
          id,
          parsed.data,
          placement,
          'clientId' in target ? target.clientId : undefined,
        )
  if (result.ok) return data<FormResult>({ ok: true })
  if (result.reason === 'upload') {
    return data<FormResult>({ errors: { photoUpload: result.message } }, { status: 400 })
  }
  return data<FormResult>({ formError: ITEM_NOT_FOUND }, { status: 404 })
}
