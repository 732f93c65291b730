import { optionalText, requiredText } from '~/lib/text-fields'
import { z } from '~/lib/zod'

/** The most items one cheat sheet holds: far more than any real sheet, and a bound on the form. */
export const MAX_SHEET_ITEMS = 200

/** Item ids in the order they were picked; a repeated id keeps its first place. */
export const ItemIdsSchema = z
  .array(z.string().trim().min(1).max(64))
  .max(MAX_SHEET_ITEMS, `Pick at most ${MAX_SHEET_ITEMS} items.`)
  .default([])
  .transform((ids) => [...new Set(ids)])

export const CheatSheetSchema = z.object({
  name: requiredText(120, 'Enter the cheat sheet name.'),
  description: optionalText(2000),
  /** An upload id from the image field (a picked file or a generated collage). */
  imageUpload: optionalText(64),
  imageUploadRemove: z
    .string()
    .optional()
    .transform((value) => value === '1'),
  itemIds: ItemIdsSchema,
})

export type CheatSheetInput = z.infer<typeof CheatSheetSchema>

/** "Generate a collage": the picked items (repeated `itemIds` fields). */
export const CollageSchema = z.object({ itemIds: ItemIdsSchema })
