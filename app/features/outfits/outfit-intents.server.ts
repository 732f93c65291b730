import { redirect } from 'react-router'

import { CAPSULE_GONE } from '~/lib/messages'
import {
  formError,
  type IntentHandler,
  type Intents,
  parseForm,
  refused,
  saved,
} from '~/server/forms.server'
import type { Trasher } from '~/server/trash.server'

import {
  ITEM_ALREADY_IN_OUTFIT,
  ITEM_NOT_IN_CAPSULE,
  ITEM_NOT_IN_OUTFIT,
  ORDER_OUT_OF_DATE,
  OUTFIT_GONE,
} from './messages'
import {
  addOutfitItem,
  createOutfit,
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

/** The capsule page's outfit intents: create-outfit (then opens the editor) and delete-outfit. */
export const outfitIntents = {
  'create-outfit': async (input, { ownerId, capsuleId = '' }) => {
    const parsed = parseForm(input, OutfitCreateSchema)
    if (!parsed.success) return parsed.reply
    const created = await createOutfit(ownerId, capsuleId, parsed.data.name)
    if (!created) return formError(CAPSULE_GONE, 404)
    return redirect(outfitPath(capsuleId, created.id))
  },
} satisfies Intents

/** Deleting an outfit (Undo in the toast). `trashOutfit` keeps what goes in the trash for the undo window (features/trash). */
export const outfitDeleteIntents = (trashOutfit: Trasher) =>
  ({
    'delete-outfit': async (input, { ownerId, capsuleId }) => {
      // Kept in the trash for a few seconds, so the toast can offer Undo.
      const undo = await trashOutfit(ownerId, input.fields.id ?? '', capsuleId)
      return undo ? saved({ undo }) : formError(OUTFIT_GONE, 404)
    },
  }) satisfies Intents

/**
 * An outfit editor intent runs only on the page's outfit: one that is missing, another account's,
 * or in another capsule answers 404 with the same body whatever the intent.
 */
function onTheOutfit(handler: IntentHandler): IntentHandler {
  return async (input, context) => {
    const { ownerId, capsuleId = '', outfitId = '' } = context
    if (!(await outfitExists(ownerId, capsuleId, outfitId))) return formError(OUTFIT_GONE, 404)
    return handler(input, context)
  }
}

/** The outfit editor's intents: its name and description, and its items. */
export const outfitEditorIntents = {
  'update-outfit': onTheOutfit(async (input, { ownerId, outfitId = '' }) => {
    const parsed = parseForm(input, OutfitUpdateSchema)
    if (!parsed.success) return parsed.reply
    if (await updateOutfit(ownerId, outfitId, parsed.data)) return saved()
    return formError(OUTFIT_GONE, 404)
  }),
  'add-item': onTheOutfit(async (input, { ownerId, outfitId = '' }) => {
    const parsed = parseForm(input, OutfitItemSchema)
    if (!parsed.success) return formError(ITEM_NOT_IN_CAPSULE, 400)
    const result = await addOutfitItem(ownerId, outfitId, parsed.data.itemId)
    if (result === 'added') return saved()
    if (result === 'duplicate') return formError(ITEM_ALREADY_IN_OUTFIT, 409)
    return formError(ITEM_NOT_IN_CAPSULE, 404)
  }),
  'remove-item': onTheOutfit(async (input, { ownerId, outfitId = '' }) => {
    const parsed = parseForm(input, OutfitItemSchema)
    if (parsed.success && (await removeOutfitItem(ownerId, outfitId, parsed.data.itemId))) {
      return saved()
    }
    return formError(ITEM_NOT_IN_OUTFIT, 404)
  }),
  'reorder-items': onTheOutfit(async (input, { ownerId, outfitId = '' }) => {
    const parsed = parseForm(input, OutfitReorderSchema)
    if (!parsed.success) return refused({ formError: parsed.errors.itemIds }, 400)
    const result = await reorderOutfitItems(ownerId, outfitId, parsed.data.itemIds)
    if (result === 'ok') return saved()
    if (result === 'mismatch') return formError(ORDER_OUT_OF_DATE, 409)
    return formError(OUTFIT_GONE, 404)
  }),
} satisfies Intents
