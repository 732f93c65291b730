import { z } from '~/lib/zod'

/** The most items one cheat sheet holds: far more than any real sheet, and a bound on the form. */
export const MAX_SHEET_ITEMS = 200

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max.toLocaleString('en-US')} characters.`)
    .optional()
    .transform((value) => value || null)

/** Item ids in the order they were picked; a repeated id keeps its first place. */
export const ItemIdsSchema = z
  .array(z.string().trim().min(1).max(64))
  .max(MAX_SHEET_ITEMS, `Pick at most ${MAX_SHEET_ITEMS} items.`)
  .default([])
  .transform((ids) => [...new Set(ids)])

export const CheatSheetSchema = z.object({
  name: z
    .string({ error: 'Enter the cheat sheet name.' })
    .trim()
    .min(1, 'Enter the cheat sheet name.')
    .max(120, 'Use at most 120 characters.'),
  description: text(2000),
  /** An upload id from the image field (a picked file or a generated collage). */
  imageUpload: text(64),
  imageUploadRemove: z
    .string()
    .optional()
    .transform((value) => value === '1'),
  itemIds: ItemIdsSchema,
})

export type CheatSheetInput = z.infer<typeof CheatSheetSchema>

/** "Generate a collage": the picked items (repeated `itemIds` fields). */
export const CollageSchema = z.object({ itemIds: ItemIdsSchema })
