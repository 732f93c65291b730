import { CAPSULE_GONE } from '~/lib/messages'
import { fieldError, formError, type Intents, parseForm, saved } from '~/server/forms.server'
import type { Trasher } from '~/server/trash.server'

import { createCheatSheet, updateCheatSheet } from './cheat-sheets.server'
import { CHEAT_SHEET_GONE, ITEMS_REFUSED } from './messages'
import { CheatSheetSchema } from './schema'

/** The picked items arrive as repeated `itemIds` fields, in the order they were picked. */
const LISTS = ['itemIds']

type SaveResult = Awaited<ReturnType<typeof createCheatSheet>>

function answer(result: SaveResult, missing: string) {
  if (result.ok) return saved()
  switch (result.reason) {
    case 'upload':
      return fieldError({ imageUpload: result.message })
    case 'items':
      return fieldError({ itemIds: ITEMS_REFUSED })
    case 'missing':
      return formError(missing, 404)
  }
}

/** The cheat sheet form's intents on a capsule page. */
export const cheatSheetIntents = {
  'create-cheat-sheet': async (input, { ownerId, capsuleId = '' }) => {
    const parsed = parseForm(input, CheatSheetSchema, { lists: LISTS })
    if (!parsed.success) return parsed.reply
    return answer(await createCheatSheet(ownerId, capsuleId, parsed.data), CAPSULE_GONE)
  },
  'update-cheat-sheet': async (input, { ownerId, capsuleId = '' }) => {
    const parsed = parseForm(input, CheatSheetSchema, { lists: LISTS })
    if (!parsed.success) return parsed.reply
    const id = input.fields.id ?? ''
    return answer(await updateCheatSheet(ownerId, capsuleId, id, parsed.data), CHEAT_SHEET_GONE)
  },
} satisfies Intents

/** Deleting a cheat sheet (Undo in the toast). `trashCheatSheet` keeps what goes in the trash for the undo window (features/trash). */
export const cheatSheetDeleteIntents = (trashCheatSheet: Trasher) =>
  ({
    'delete-cheat-sheet': async (input, { ownerId, capsuleId }) => {
      // Kept in the trash for a few seconds, so the toast can offer Undo.
      const undo = await trashCheatSheet(ownerId, input.fields.id ?? '', capsuleId)
      return undo ? saved({ undo }) : formError(CHEAT_SHEET_GONE, 404)
    },
  }) satisfies Intents
