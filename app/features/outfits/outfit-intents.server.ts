import { data, redirect } from 'react-router'
import { fieldErrors, type FormResult } from '~/lib/form-errors'
import {
  addOutfitItem,
  createOutfit,
  deleteOutfit,
  outfitExists,
  removeOutfitItem,
  reorderOutfitItems,
  updateOutfit,
} from './outfits.server'
import {
  OutfitCreateSchema,
  OutfitItemSchema,
  OutfitReorderSchema,
  OutfitUpdateSchema,
} from './schema'
import { outfitPath } from './types'

export const OUTFIT_NOT_FOUND = 'This outfit no longer exists.'
export const ITEM_ALREADY_IN_OUTFIT = 'Item is already in this outfit'
export const ITEM_NOT_IN_CAPSULE = 'This item is no longer in this capsule.'
export const ITEM_NOT_IN_OUTFIT = 'This item is no longer in this outfit.'
export const ORDER_OUT_OF_DATE =
  'This outfit changed in the meantime, so the new order was not saved. Please try again.'
const CAPSULE_NOT_FOUND = 'This capsule no longer exists.'
const UNKNOWN_ACTION = 'Unknown action.'

/**
 * The capsule page's outfit intents: create-outfit (then opens the editor) and delete-outfit.
 * Returns null for an intent that is not an outfit one.
 */
export async function handleOutfitIntent(
  ownerId: string,
  form: Record<string, FormDataEntryValue>,
  capsuleId: string,
) {
  const intent = form.intent
  if (intent === 'delete-outfit') {
    const id = typeof form.id === 'string' ? form.id : ''
    if (await deleteOutfit(ownerId, id, capsuleId)) return data<FormResult>({ ok: true })
    return data<FormResult>({ formError: OUTFIT_NOT_FOUND }, { status: 404 })
  }
  if (intent !== 'create-outfit') return null

  const parsed = OutfitCreateSchema.safeParse(form)
  if (!parsed.success)
    return data<FormResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })
  const created = await createOutfit(ownerId, capsuleId, parsed.data.name)
  if (!created) return data<FormResult>({ formError: CAPSULE_NOT_FOUND }, { status: 404 })
  return redirect(outfitPath(capsuleId, created.id))
}

/**
 * The outfit editor's intents: update-outfit (name and/or description), add-item, remove-item
 * and reorder. An outfit that is missing, another account's, or in another capsule answers 404
 * with the same body whatever the intent.
 */
export async function handleOutfitEditorIntent(
  ownerId: string,
  form: Record<string, FormDataEntryValue>,
  where: { capsuleId: string; outfitId: string },
) {
  const { capsuleId, outfitId } = where
  if (!(await outfitExists(ownerId, capsuleId, outfitId))) {
    return data<FormResult>({ formError: OUTFIT_NOT_FOUND }, { status: 404 })
  }

  switch (form.intent) {
    case 'update-outfit': {
      const parsed = OutfitUpdateSchema.safeParse(form)
      if (!parsed.success)
        return data<FormResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })
      if (await updateOutfit(ownerId, outfitId, parsed.data)) return data<FormResult>({ ok: true })
      return data<FormResult>({ formError: OUTFIT_NOT_FOUND }, { status: 404 })
    }
    case 'add-item': {
      const parsed = OutfitItemSchema.safeParse(form)
      if (!parsed.success)
        return data<FormResult>({ formError: ITEM_NOT_IN_CAPSULE }, { status: 400 })
      const result = await addOutfitItem(ownerId, outfitId, parsed.data.itemId)
      if (result === 'added') return data<FormResult>({ ok: true })
      if (result === 'duplicate')
        return data<FormResult>({ formError: ITEM_ALREADY_IN_OUTFIT }, { status: 409 })
      return data<FormResult>({ formError: ITEM_NOT_IN_CAPSULE }, { status: 404 })
    }
    case 'remove-item': {
      const parsed = OutfitItemSchema.safeParse(form)
      if (parsed.success && (await removeOutfitItem(ownerId, outfitId, parsed.data.itemId))) {
        return data<FormResult>({ ok: true })
      }
      return data<FormResult>({ formError: ITEM_NOT_IN_OUTFIT }, { status: 404 })
    }
    case 'reorder': {
      const parsed = OutfitReorderSchema.safeParse(form)
      if (!parsed.success)
        return data<FormResult>({ formError: fieldErrors(parsed.error).itemIds }, { status: 400 })
      const result = await reorderOutfitItems(ownerId, outfitId, parsed.data.itemIds)
      if (result === 'ok') return data<FormResult>({ ok: true })
      if (result === 'mismatch')
        return data<FormResult>({ formError: ORDER_OUT_OF_DATE }, { status: 409 })
      return data<FormResult>({ formError: OUTFIT_NOT_FOUND }, { status: 404 })
    }
    default:
      return data<FormResult>({ formError: UNKNOWN_ACTION }, { status: 400 })
  }
}
