import { z } from 'zod'

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max.toLocaleString('en-US')} characters.`)
    .optional()
    .transform((value) => value || null)

export const LINK_SCHEME_ERROR = 'Use a link that starts with http:// or https://.'

/** Only http(s) shopping links: a `javascript:` or other scheme is refused. */
const shoppingLink = text(2000).refine((value) => {
  if (value === null) return true
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}, LINK_SCHEME_ERROR)

export const ItemSchema = z.object({
  name: z
    .string({ error: 'Enter the item name.' })
    .trim()
    .min(1, 'Enter the item name.')
    .max(120, 'Use at most 120 characters.'),
  brand: text(80),
  category: text(60),
  color: text(60),
  size: text(40),
  price: text(40),
  link: shoppingLink,
  description: text(2000),
  /** Owned / To buy on the client's Shopping list; empty: to buy when it has a shop link. */
  ownership: z
    .enum(['', 'owned', 'to_buy'], { error: 'Choose Owned or To buy.' })
    .optional()
    .transform((value) => value || null),
  /** An upload id from the photo field; absent when no new photo was chosen. */
  photoUpload: text(64),
  photoUploadRemove: z
    .string()
    .optional()
    .transform((value) => value === '1'),
  /** On the all-items page: the capsule to put the item in (empty = the wardrobe only). */
  capsuleId: text(64),
})

export type ItemInput = z.infer<typeof ItemSchema>
