import { currencyCode, readPriceField } from '~/lib/money-field'
import { optionalText, requiredText } from '~/lib/text-fields'
import { toWebAddress } from '~/lib/web-address'
import { z } from '~/lib/zod'

import {
  CHOOSE_ALTERNATE,
  CHOOSE_CLIENT_CAPSULE,
  ITEM_GONE,
  ORDER_UNREADABLE,
  PASTE_PRODUCT_LINK,
} from './messages'

export const LINK_SCHEME_ERROR = 'Use a web address, like www.shop.com/dress.'

/**
 * Only web shopping links: `www.shop.com/dress` is taken as https://; a `javascript:` or other
 * scheme is refused.
 */
const shoppingLink = optionalText(2000).transform((value, context) => {
  if (value === null) return null
  const link = toWebAddress(value)
  if (link === null) context.addIssue({ code: 'custom', message: LINK_SCHEME_ERROR })
  return link
})

/** The item form's fields as sent; `ItemSchema` reads the price from two of them. */
const ItemFields = z.object({
  name: requiredText(120, 'Enter the item name.'),
  brand: optionalText(80),
  category: optionalText(60),
  color: optionalText(60),
  size: optionalText(40),
  /** How it fits, shown to the client beside the size ("runs small — size up"). */
  fitNote: optionalText(280),
  /** The price as typed ("165", "€165", "on request"), in `priceCurrency` unless it names one. */
  price: optionalText(40),
  priceCurrency: currencyCode,
  link: shoppingLink,
  description: optionalText(2000),
  /** Owned / To buy on the client's Shopping list; empty: to buy when it has a shop link. */
  ownership: z
    .enum(['', 'owned', 'to_buy'], { error: 'Choose Owned or To buy.' })
    .optional()
    .transform((value) => value || null),
  /** An upload id from the photo field; absent when no new photo was chosen. */
  photoUpload: optionalText(64),
  photoUploadRemove: z
    .string()
    .optional()
    .transform((value) => value === '1'),
  /** On the all-items page: the capsule to put the item in (empty = the wardrobe only). */
  capsuleId: optionalText(64),
})

/** `price` and `priceCurrency` as stored (an amount, or the text as typed). */
const withPrice = <T extends { price: string | null; priceCurrency: string | null }>(
  { price, priceCurrency, ...rest }: T,
  context: z.RefinementCtx,
) => ({ ...rest, price: readPriceField(price, priceCurrency, 'price', context) })

export const ItemSchema = ItemFields.transform(withPrice)

export type ItemInput = z.infer<typeof ItemSchema>

/**
 * An item made from a photo of a batch upload: the upload, a name (from its file name, or typed
 * in the grid) and what else the grid's row holds by then.
 */
export const ItemFromUploadSchema = ItemFields.pick({
  name: true,
  brand: true,
  category: true,
  color: true,
  size: true,
  price: true,
  priceCurrency: true,
})
  .extend({
    uploadId: z.string({ error: 'Choose a photo.' }).trim().min(1, 'Choose a photo.').max(64),
    /** The uploaded photo's key: finds the item it became if this was asked before. */
    photoKey: optionalText(64),
  })
  .transform(withPrice)

/** One row of the quick-edit grid: the item and the fields it shows (others are kept). */
export const ItemQuickEditSchema = ItemFields.pick({
  name: true,
  brand: true,
  category: true,
  color: true,
  size: true,
  price: true,
  priceCurrency: true,
})
  .extend({ id: z.string().trim().min(1, ITEM_GONE).max(64) })
  .transform(withPrice)

export type ItemQuickEditInput = z.infer<typeof ItemQuickEditSchema>

/** The most items moved from the wardrobe at once. */
export const MAX_MOVED_ITEMS = 500

/** "Add from wardrobe": the picked item ids, comma-separated in one field. */
export const MoveItemsSchema = z.object({
  itemIds: z
    .string({ error: 'Pick at least one item.' })
    .max(MAX_MOVED_ITEMS * 65, 'Pick fewer items at a time.')
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(64))
        .min(1, 'Pick at least one item.')
        .max(MAX_MOVED_ITEMS, 'Pick fewer items at a time.'),
    ),
})

/** The most items a bulk action of the Items tab takes at once (a capsule has far fewer). */
export const MAX_PICKED_ITEMS = 500

const itemId = z.string().trim().min(1, ITEM_GONE).max(64, ITEM_GONE)

/** The items chosen on the Items tab (a repeated `itemIds` field). */
const pickedItems = z
  .array(itemId)
  .min(1, 'Choose at least one item.')
  .max(MAX_PICKED_ITEMS, 'Choose fewer items at a time.')
  .transform((ids) => [...new Set(ids)])

/** Delete the chosen items. */
export const PickedItemsSchema = z.object({ itemIds: pickedItems })

/** Move the chosen items to another capsule of the client, or to her wardrobe (`to` empty). */
export const MoveItemsToSchema = z.object({
  itemIds: pickedItems,
  to: z.string().trim().max(64, CHOOSE_CLIENT_CAPSULE).optional().default(''),
})

/**
 * A capsule's pieces in her new order, as one JSON array (a form field holds only text). The
 * server checks it is exactly the capsule's pieces.
 */
export const ReorderItemsSchema = z.object({
  itemIds: z
    .string({ error: ORDER_UNREADABLE })
    .max(MAX_PICKED_ITEMS * 70, ORDER_UNREADABLE)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: ORDER_UNREADABLE })
        return z.NEVER
      }
    })
    .pipe(z.array(itemId, { error: ORDER_UNREADABLE }).max(MAX_PICKED_ITEMS, ORDER_UNREADABLE)),
})

/** A to-buy piece of the capsule page, and the item to make its alternate. */
export const AlternateFromItemSchema = z.object({
  pieceId: itemId,
  itemId: z.string({ error: CHOOSE_ALTERNATE }).trim().min(1, CHOOSE_ALTERNATE).max(64, ITEM_GONE),
})

/** A to-buy piece, and the shop link of its new alternate (read like "Fill from a shop link"). */
export const AlternateFromLinkSchema = z.object({
  pieceId: itemId,
  url: z
    .string({ error: PASTE_PRODUCT_LINK })
    .trim()
    .min(1, PASTE_PRODUCT_LINK)
    .max(2000, 'This link is too long.'),
})

/** One alternate, let go ("Remove as alternate"). */
export const AlternateSchema = z.object({ id: itemId })

/** One alternate, moved up or down among its piece's. */
export const MoveAlternateSchema = AlternateSchema.extend({
  direction: z.enum(['up', 'down'], { error: 'Choose up or down.' }),
})

export const OWNERSHIP_FAILED = 'Choose Owned, To buy or Automatic, and at least one item.'

/** The Items tab's bulk Owned / To buy (empty: automatic) for the chosen items (repeated field). */
export const OwnershipSchema = z.object({
  ownership: z
    .enum(['owned', 'to_buy', ''], { error: OWNERSHIP_FAILED })
    .transform((value) => value || null),
  // Every one an id: a list with anything else changes nothing.
  itemIds: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, OWNERSHIP_FAILED))
    .min(1, OWNERSHIP_FAILED)
    .max(500, OWNERSHIP_FAILED),
})
