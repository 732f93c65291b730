import { formError, type Intents, parseForm, saved } from '~/server/forms.server'

import { itemTarget } from './item-intents.server'
import {
  createItem,
  findItemByPhoto,
  moveItemsIntoCapsule,
  resolvePlacement,
  updateItemDetails,
} from './items.server'
import { ITEM_GONE, PLACE_GONE } from './messages'
import { ItemFromUploadSchema, ItemQuickEditSchema, MoveItemsSchema } from './schema'

/**
 * The intents of batch capture, shared by the pages that list items:
 * - `create-item-from-upload`: an item from one uploaded photo (its id), a name and the grid's
 *   other fields, answering `{ ok, itemId }`; it goes into the page's capsule (last), or the
 *   client's wardrobe. Asked again for a photo already made into an item (`photoKey`), it
 *   answers that item, saving the fields on it;
 * - `quick-edit-item`: one row of the quick-edit grid.
 */
export const quickItemIntents = {
  'create-item-from-upload': async (input, context) => {
    const parsed = parseForm(input, ItemFromUploadSchema)
    if (!parsed.success) return parsed.reply
    const placement = await resolvePlacement(context.ownerId, itemTarget(context))
    if (!placement) return formError(PLACE_GONE, 404)
    const { uploadId, photoKey, ...fields } = parsed.data
    const result = await createItem(context.ownerId, placement, {
      ...fields,
      link: null,
      fitNote: null,
      description: null,
      ownership: null,
      photoUpload: uploadId,
      photoUploadRemove: false,
      capsuleId: placement.capsuleId,
    })
    if (result.ok) return saved({ itemId: result.id })
    // Made already, its answer lost (the page reloaded first): that item, with this row's fields.
    const scope = itemTarget(context)
    const made = photoKey ? await findItemByPhoto(context.ownerId, photoKey, scope) : null
    if (made && (await updateItemDetails(context.ownerId, { id: made, ...fields }, scope))) {
      return saved({ itemId: made })
    }
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
