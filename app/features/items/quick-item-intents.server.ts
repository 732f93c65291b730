import { NO_PRICE } from '~/lib/money'
import { formError, parseForm, saved, type Intents } from '~/server/forms.server'
import { itemTarget } from './item-intents.server'
import {
  createItem,
  moveItemsIntoCapsule,
  resolvePlacement,
  updateItemDetails,
} from './items.server'
import { ITEM_GONE, PLACE_GONE } from './messages'
import { ItemFromUploadSchema, ItemQuickEditSchema, MoveItemsSchema } from './schema'

/**
 * The intents of batch capture, shared by the pages that list items:
 * - `create-item-from-upload`: an item from one uploaded photo (its id) and a name, answering
 *   `{ ok, itemId }`; it goes into the page's capsule, or the client's wardrobe;
 * - `quick-edit-item`: one row of the quick-edit grid.
 */
export const quickItemIntents = {
  'create-item-from-upload': async (input, context) => {
    const parsed = parseForm(input, ItemFromUploadSchema)
    if (!parsed.success) return parsed.reply
    const placement = await resolvePlacement(context.ownerId, itemTarget(context))
    if (!placement) return formError(PLACE_GONE, 404)
    const result = await createItem(context.ownerId, placement, {
      name: parsed.data.name,
      brand: null,
      category: null,
      color: null,
      size: null,
      price: NO_PRICE,
      link: null,
      description: null,
      ownership: null,
      photoUpload: parsed.data.uploadId,
      photoUploadRemove: false,
      capsuleId: placement.capsuleId,
    })
    if (result.ok) return saved({ itemId: result.id })
    return formError(result.reason === 'upload' ? result.message : PLACE_GONE, 400)
  },
  'quick-edit-item': async (input, context) => {
    const parsed = parseForm(input, ItemQuickEditSchema)
    if (!parsed.success) return parsed.reply
    const updated = await updateItemDetails(context.ownerId, parsed.data, itemTarget(context))
    return updated ? saved() : formError(ITEM_GONE, 404)
  },
} satisfies Intents

/** A capsule page's "Add from wardrobe": the client's picked items in no capsule move in. */
export const wardrobeIntents = {
  'move-from-wardrobe': async (input, { ownerId, capsuleId }) => {
    const parsed = parseForm(input, MoveItemsSchema)
    if (!parsed.success) return parsed.reply
    const moved = await moveItemsIntoCapsule(ownerId, capsuleId ?? '', parsed.data.itemIds)
    return moved === null ? formError(PLACE_GONE, 404) : saved({ moved })
  },
} satisfies Intents
