import type { LinkReading } from '~/lib/link-import'
import {
  fieldError,
  formError,
  formInput,
  type IntentContext,
  type Intents,
  parseForm,
  saved,
} from '~/server/forms.server'

import {
  addAlternate,
  type AlternateResult,
  canTakeAlternate,
  moveAlternate,
  releaseAlternate,
} from './alternates.server'
import { createItem, resolvePlacement } from './items.server'
import { ITEM_GONE, LINK_WITHOUT_PIECE } from './messages'
import {
  AlternateFromItemSchema,
  AlternateFromLinkSchema,
  AlternateSchema,
  ItemSchema,
  MoveAlternateSchema,
} from './schema'

/** Reads a shop link for the stylist (features/link-import, passed in by the route). */
export type ReadShopLink = (ownerId: string, url: string) => Promise<LinkReading>

const answer = (result: AlternateResult) =>
  result.ok ? saved() : formError(result.message, result.status)

const fromItem =
  (from: 'capsule' | 'wardrobe') =>
  async (input: Parameters<Intents[string]>[0], { ownerId, capsuleId = '' }: IntentContext) => {
    const parsed = parseForm(input, AlternateFromItemSchema)
    if (!parsed.success) return parsed.reply
    const { pieceId, itemId } = parsed.data
    return answer(await addAlternate(ownerId, capsuleId, pieceId, { from, itemId }))
  }

/**
 * A capsule page's alternates of a to-buy piece (`pieceId`): one added from a piece of the
 * capsule, from the client's wardrobe, or from a shop link (a new item of the capsule, filled and
 * photographed as "Fill from a shop link" does); moved up or down; let go ("Remove as
 * alternate"). Every rule is checked here (alternates.server.ts), with the message to show.
 */
export function alternateIntents(readShopLink: ReadShopLink) {
  return {
    'add-alternate-from-capsule': fromItem('capsule'),
    'add-alternate-from-wardrobe': fromItem('wardrobe'),
    'add-alternate-from-link': async (input, { ownerId, capsuleId = '' }) => {
      const parsed = parseForm(input, AlternateFromLinkSchema, { keep: ['url'] })
      if (!parsed.success) return parsed.reply
      const { pieceId, url } = parsed.data
      // Refused before the shop is asked, when the piece cannot take one more.
      const allowed = await canTakeAlternate(ownerId, capsuleId, pieceId)
      if (!allowed.ok) return answer(allowed)
      const read = await readShopLink(ownerId, url)
      if (!read.ok) return fieldError({ url: read.message }, read.status === 500 ? 500 : 400)
      const { fields, photo } = read.imported
      // The page's fields, read as the item form reads them when she saves what they filled.
      const item = parseForm(formInput({ ...fields, photoUpload: photo?.id ?? '' }), ItemSchema)
      if (!item.success) return fieldError({ url: LINK_WITHOUT_PIECE })
      const placement = await resolvePlacement(ownerId, { capsuleId })
      if (!placement) return formError(ITEM_GONE, 404)
      const made = await createItem(ownerId, placement, item.data)
      if (!made.ok) return formError(made.reason === 'upload' ? made.message : ITEM_GONE, 400)
      // Should the piece have changed meanwhile, the new item stays a piece of its own.
      return answer(
        await addAlternate(ownerId, capsuleId, pieceId, { from: 'new', itemId: made.id }),
      )
    },
    'move-alternate': async (input, { ownerId, capsuleId = '' }) => {
      const parsed = parseForm(input, MoveAlternateSchema)
      if (!parsed.success) return parsed.reply
      const { id, direction } = parsed.data
      return answer(await moveAlternate(ownerId, capsuleId, id, direction))
    },
    'release-alternate': async (input, { ownerId, capsuleId = '' }) => {
      const parsed = parseForm(input, AlternateSchema)
      if (!parsed.success) return parsed.reply
      return answer(await releaseAlternate(ownerId, capsuleId, parsed.data.id))
    },
  } satisfies Intents
}
