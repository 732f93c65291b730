import { atMost, requiredText } from '~/lib/text-fields'
import { z } from '~/lib/zod'

export const OUTFIT_NAME_REQUIRED = 'Enter an outfit name.'

const name = requiredText(120, OUTFIT_NAME_REQUIRED)

/** Present → the new text (empty clears it, as null); absent → left as it is. */
const description = z
  .string()
  .trim()
  .max(2000, atMost(2000))
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null))

/** New Outfit: only a name (the prompt). */
export const OutfitCreateSchema = z.object({ name })

/**
 * The editor saves the title and the description separately, so each field is optional: only
 * the fields sent are changed. At least one must be sent.
 */
export const OutfitUpdateSchema = z
  .object({ name: name.optional(), description })
  .refine((value) => value.name !== undefined || value.description !== undefined, {
    message: 'Nothing to save.',
    path: ['form'],
  })

/** The fields to change; a field left out is kept. */
export type OutfitUpdate = { name?: string; description?: string | null }

const id = z.string().trim().min(1).max(64)

/** Adding or removing one item. */
export const OutfitItemSchema = z.object({ itemId: id })

/**
 * A reorder: the outfit's item ids in their new order, sent as one JSON array (a form field can
 * only hold text). The server checks it is exactly the outfit's current set of items.
 */
export const OutfitReorderSchema = z.object({
  itemIds: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'The new order could not be read.' })
        return z.NEVER
      }
    })
    .pipe(z.array(id, { error: 'The new order could not be read.' }).max(500)),
})
