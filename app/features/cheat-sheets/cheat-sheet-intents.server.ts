import { data } from 'react-router'
import { fieldErrors, type FormResult } from '~/lib/form-errors'
import { createCheatSheet, deleteCheatSheet, updateCheatSheet } from './cheat-sheets.server'
import { CheatSheetSchema, cheatSheetFields } from './schema'

export const CHEAT_SHEET_NOT_FOUND = 'This cheat sheet no longer exists.'
export const CAPSULE_GONE = 'This capsule no longer exists.'
export const ITEMS_REFUSED =
  'Some picked items are no longer in this capsule. Reload the page and pick again.'

/**
 * The cheat sheet form's intents (create-cheat-sheet, update-cheat-sheet, delete-cheat-sheet)
 * on a capsule page. Takes the request's `FormData` itself: the picked items arrive as repeated
 * `itemIds` fields, in the order they were picked. Returns null for any other intent.
 */
export async function handleCheatSheetIntent(ownerId: string, form: FormData, capsuleId: string) {
  const intent = form.get('intent')
  const idField = form.get('id')
  const id = typeof idField === 'string' ? idField : ''
  if (intent === 'delete-cheat-sheet') {
    if (await deleteCheatSheet(ownerId, id)) return data<FormResult>({ ok: true })
    return data<FormResult>({ formError: CHEAT_SHEET_NOT_FOUND }, { status: 404 })
  }
  if (intent !== 'create-cheat-sheet' && intent !== 'update-cheat-sheet') return null

  const parsed = CheatSheetSchema.safeParse(cheatSheetFields(form))
  if (!parsed.success)
    return data<FormResult>({ errors: fieldErrors(parsed.error) }, { status: 400 })

  const result =
    intent === 'create-cheat-sheet'
      ? await createCheatSheet(ownerId, capsuleId, parsed.data)
      : await updateCheatSheet(ownerId, capsuleId, id, parsed.data)
  if (result.ok) return data<FormResult>({ ok: true })
  switch (result.reason) {
    case 'upload':
      return data<FormResult>({ errors: { imageUpload: result.message } }, { status: 400 })
    case 'items':
      return data<FormResult>({ errors: { itemIds: ITEMS_REFUSED } }, { status: 400 })
    case 'missing':
      return data<FormResult>(
        { formError: intent === 'create-cheat-sheet' ? CAPSULE_GONE : CHEAT_SHEET_NOT_FOUND },
        { status: 404 },
      )
  }
}
