import { CAPSULE_GONE, ITEMS_GONE } from '~/lib/messages'
import { formError, type Intents, parseForm, refused, saved } from '~/server/forms.server'

import { moveCapsuleItems, reorderCapsuleItems } from './bulk-items.server'
import { CHOOSE_CLIENT_CAPSULE, ORDER_OUT_OF_DATE, ORDER_UNREADABLE } from './messages'
import { MoveItemsToSchema, PickedItemsSchema, ReorderItemsSchema } from './schema'

/**
 * A capsule page's Items tab, on its pieces: her order (`reorder-capsule-items`, the whole order
 * as JSON), and the chosen pieces (repeated `itemIds`) moved to another of the client's capsules
 * or her wardrobe, or deleted with one Undo. Every id must be a piece of the page's capsule.
 */
export const capsuleItemIntents = {
  'reorder-capsule-items': async (input, { ownerId, capsuleId = '' }) => {
    const parsed = parseForm(input, ReorderItemsSchema)
    if (!parsed.success) {
      return refused({ formError: parsed.errors.itemIds ?? ORDER_UNREADABLE }, 400)
    }
    const result = await reorderCapsuleItems(ownerId, capsuleId, parsed.data.itemIds)
    if (result === 'ok') return saved()
    if (result === 'mismatch') return formError(ORDER_OUT_OF_DATE, 409)
    return formError(CAPSULE_GONE, 404)
  },
  'move-items': async (input, { ownerId, capsuleId = '' }) => {
    const parsed = parseForm(input, MoveItemsToSchema, { lists: ['itemIds'] })
    if (!parsed.success) return parsed.reply
    const { itemIds, to } = parsed.data
    const result = await moveCapsuleItems(ownerId, capsuleId, itemIds, to || null)
    if (result.ok) return saved({ moved: result.moved, to: result.to })
    return formError(result.reason === 'target' ? CHOOSE_CLIENT_CAPSULE : ITEMS_GONE, 404)
  },
} satisfies Intents

/** Deleting the chosen items of a capsule at once (one Undo brings them all back). `trashItems` keeps what goes in the trash for the undo window (features/trash). */
export const capsuleItemDeleteIntents = (
  trashItems: (ownerId: string, capsuleId: string, itemIds: string[]) => Promise<string | null>,
) =>
  ({
    'delete-items': async (input, { ownerId, capsuleId = '' }) => {
      const parsed = parseForm(input, PickedItemsSchema, { lists: ['itemIds'] })
      if (!parsed.success) return parsed.reply
      // Kept in the trash for a few seconds, as one entry: one Undo brings them all back.
      const undo = await trashItems(ownerId, capsuleId, parsed.data.itemIds)
      return undo
        ? saved({ undo, deleted: parsed.data.itemIds.length })
        : formError(ITEMS_GONE, 404)
    },
  }) satisfies Intents
