import { z } from '~/lib/zod'

import { DECISIONS, NOTE_FIELDS } from './decisions'

/** The longest note on a piece ("shorten 2 cm, take in the waist"). */
export const MAX_NOTE = 300
/** The most pieces set at once (a wardrobe is far smaller). */
export const MAX_SELECTED = 500

const id = (message: string) => z.string().trim().min(1, message).max(64, message)

const auditId = id('This audit is no longer open.')
const itemId = id('This piece is no longer in her wardrobe.')

const decision = z.enum(DECISIONS, {
  error: 'Choose Keep, Tailor, Donate, Consign, Sell or Undecided.',
})

/** One decision for the chosen pieces (one piece, or a selection: a repeated `itemIds`). */
export const SetDecisionSchema = z.object({
  auditId,
  decision,
  itemIds: z
    .array(itemId)
    .min(1, 'Choose at least one piece.')
    .max(MAX_SELECTED, `Choose at most ${MAX_SELECTED} pieces at a time.`)
    .transform((ids) => [...new Set(ids)]),
})

/** One of a piece's notes (`field`); empty clears it. */
export const SaveNoteSchema = z.object({
  auditId,
  itemId,
  field: z.enum(NOTE_FIELDS, { error: 'This note cannot be saved.' }).default('note'),
  note: z
    .string()
    .trim()
    .max(MAX_NOTE, `Keep the note under ${MAX_NOTE} characters.`)
    .transform((value) => value || null),
})

/** Finish the audit, or archive its donated and sold pieces. */
export const AuditSchema = z.object({ auditId })
