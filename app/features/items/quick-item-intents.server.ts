import { data } from 'react-router'
import { fieldErrors, type FormResult } from '~/lib/form-errors'
import { ITEM_NOT_FOUND } from './item-intents.server'
import {
  createItem,
  moveItemsIntoCapsule,
  resolvePlacement,
  updateItemDetails,
} from './items.server'
import { ItemFromUploadSchema, ItemQuickEditSchema, MoveItemsSchema } from './schema'

const PLACE_GONE = 'This capsule or client no longer exists.'

/** The answer to `move-from-wardrobe`: how many items moved in. */
export type MovedResult = FormResult & { moved?: number }

/** The answer to `create-item-from-upload`: the new item's id once it is saved. */
export type ItemFromUploadResult = FormResult & { itemId?: string }

/**
 * The intents of batch capture, shared by the pages that list items:
 * - `create-item-from-upload`: an item from one uploaded photo (its id) and a name;
 * - `quick-edit-item`: one row of the quick-edit grid;
 * - `move-from-wardrobe` (capsule pages): the client's picked items in no capsule move in.
 * New items go into the page's capsule, or the client's wardrobe on the all-items page.
 * Returns null for another intent.
 */
export async function handleQuickItemIntent(
  ownerId: string,
  form: Record<string, FormDataEntryValue>,
  target: { capsuleId: string } | { clientId: string },
) {
  if (form.intent === 'create-item-from-upload') {
    const parsed = ItemFromUploadSchema.safeParse(form)
    if (!parsed.success) {
      return data<ItemFromUploadResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })
    }
    const placement = await resolvePlacement(ownerId, target)
    if (!placement) return data<ItemFromUploadResult>({ formError: PLACE_GONE }, { status: 404 })
    const result = await createItem(ownerId, placement, {
      name: parsed.data.name,
      brand: null,
      category: null,
      color: null,
      size: null,
      price: null,
      link: null,
      description: null,
      ownership: null,
      photoUpload: parsed.data.uploadId,
      photoUploadRemove: false,
      capsuleId: placement.capsuleId,
    })
    if (result.ok) return data<ItemFromUploadResult>({ ok: true, itemId: result.id })
    const message = result.reason === 'upload' ? result.message : PLACE_GONE
    return data<ItemFromUploadResult>({ formError: message }, { status: 400 })
  }

  if (form.intent === 'quick-edit-item') {
    const parsed = ItemQuickEditSchema.safeParse(form)
    if (!parsed.success) {
      return data<FormResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })
    }
    if (await updateItemDetails(ownerId, parsed.data, target)) return data<FormResult>({ ok: true })
    return data<FormResult>({ formError: ITEM_NOT_FOUND }, { status: 404 })
  }
  if (form.intent === 'move-from-wardrobe' && 'capsuleId' in target) {
    const parsed = MoveItemsSchema.safeParse(form)
    if (!parsed.success) {
      return data<MovedResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })
    }
    const moved = await moveItemsIntoCapsule(ownerId, target.capsuleId, parsed.data.itemIds)
    if (moved === null) return data<MovedResult>({ formError: PLACE_GONE }, { status: 404 })
    return data<MovedResult>({ ok: true, moved })
  }
  return null
}
