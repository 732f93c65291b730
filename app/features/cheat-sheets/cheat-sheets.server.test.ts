import { asc, eq } from 'drizzle-orm'
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router'
import sharp from 'sharp'
import { describe, expect, test, vi } from 'vitest'

import { item } from '~/features/items/tables.server'
import { trashCheatSheet } from '~/features/trash/index.server'
import type { FormResult } from '~/lib/form-errors'
import { db } from '~/server/db.server'
import { runIntent } from '~/server/forms.server'
import { photoObjectKeys } from '~/server/images.server'
import { storage } from '~/server/storage.server'
import { purgeTrash, UNDO_WINDOW_MS } from '~/server/trash.server'
import { createUpload } from '~/server/uploads.server'

import { clientWithTwoCapsules, insertItem } from '../../../tests/support/studio-rows'
import { createSignedInUser } from '../../../tests/support/users'
import { cheatSheetDeleteIntents, cheatSheetIntents } from './cheat-sheet-intents.server'
import { createCheatSheet, listCheatSheets, updateCheatSheet } from './cheat-sheets.server'
import { type CheatSheetInput, CheatSheetSchema } from './schema'
import { cheatSheet, cheatSheetItem } from './tables.server'

/** A client with two capsules; `items` in the first capsule, one more item in the second. */
async function studio(ownerId: string) {
  const { clientId, capsuleId, otherCapsuleId } = await clientWithTwoCapsules(ownerId)
  const items = await Promise.all(
    ['Blazer', 'Jeans', 'Loafers', 'Scarf'].map((name) =>
      insertItem(ownerId, clientId, capsuleId, name),
    ),
  )
  const elsewhere = await insertItem(ownerId, clientId, otherCapsuleId, 'Coat')
  return { capsuleId, otherCapsuleId, items, elsewhere }
}

const input = (fields: Partial<Record<string, unknown>>): CheatSheetInput =>
  CheatSheetSchema.parse({ name: 'Weekend', ...fields })

/** The capsule page's action, for its cheat sheet intents only (null for another intent). */
const handleCheatSheetIntent = async (ownerId: string, form: FormData, capsuleId: string) =>
  (await runIntent({ ...cheatSheetIntents, ...cheatSheetDeleteIntents(trashCheatSheet) }, form, {
    ownerId,
    capsuleId,
    request: new Request('http://localhost/'),
  })) as DataWithResponseInit<FormResult> | null

async function storedItems(sheetId: string) {
  return db
    .select({ itemId: cheatSheetItem.itemId, orderIndex: cheatSheetItem.orderIndex })
    .from(cheatSheetItem)
    .where(eq(cheatSheetItem.cheatSheetId, sheetId))
    .orderBy(asc(cheatSheetItem.orderIndex))
}

async function anUpload(ownerId: string) {
  const bytes = await sharp({
    create: { width: 700, height: 900, channels: 3, background: '#b08968' },
  })
    .jpeg()
    .toBuffer()
  return createUpload(ownerId, bytes)
}

function form(fields: Record<string, string | string[]>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(key, one)
  }
  return data
}

describe('cheat sheets', () => {
  test('saving replaces all the items in one transaction, numbered in the order picked', async () => {
    const stylist = await createSignedInUser()
    const { capsuleId, items } = await studio(stylist.id)
    const [a, b, c, d] = items as [string, string, string, string]
    const transaction = vi.spyOn(db, 'transaction')

    const created = await createCheatSheet(stylist.id, capsuleId, input({ itemIds: [c, a, b] }))
    expect(created.ok).toBe(true)
    const id = (created as { id: string }).id
    expect(transaction).toHaveBeenCalledTimes(1)
    expect(await storedItems(id)).toEqual([
      { itemId: c, orderIndex: 0 },
      { itemId: a, orderIndex: 1 },
      { itemId: b, orderIndex: 2 },
    ])

    // A new pick order replaces the old list entirely (a repeated id keeps its first place).
    const updated = await updateCheatSheet(stylist.id, capsuleId, id, input({ itemIds: [d, b, d] }))
    expect(updated).toEqual({ ok: true, id })
    expect(transaction).toHaveBeenCalledTimes(2)
    expect(await storedItems(id)).toEqual([
      { itemId: d, orderIndex: 0 },
      { itemId: b, orderIndex: 1 },
    ])
    transaction.mockRestore()

    const [listed] = await listCheatSheets(stylist.id, capsuleId)
    expect(listed).toMatchObject({ id, name: 'Weekend', itemIds: [d, b], itemCount: 2 })
  })

  test('the list is newest first, and the form handler keeps the repeated item ids in order', async () => {
    const stylist = await createSignedInUser()
    const { capsuleId, items } = await studio(stylist.id)
    const [a, b, c] = items as [string, string, string]
    await createCheatSheet(stylist.id, capsuleId, input({ name: 'First' }))
    const answer = await handleCheatSheetIntent(
      stylist.id,
      form({ intent: 'create-cheat-sheet', name: 'Second', itemIds: [b, c, a] }),
      capsuleId,
    )
    expect(answer?.data).toEqual({ ok: true })
    const sheets = await listCheatSheets(stylist.id, capsuleId)
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Second', 'First'])
    expect(sheets[0]!.itemIds).toEqual([b, c, a])
    expect(sheets[1]).toMatchObject({ itemIds: [], itemCount: 0 })

    const invalid = await handleCheatSheetIntent(
      stylist.id,
      form({ intent: 'create-cheat-sheet', name: '  ' }),
      capsuleId,
    )
    expect(invalid?.init?.status).toBe(400)
    expect(invalid?.data).toEqual({ errors: { name: 'Enter the cheat sheet name.' } })
    expect(await handleCheatSheetIntent(stylist.id, form({ intent: 'other' }), capsuleId)).toBe(
      null,
    )
  })

  test('an update moves updated_at to now and keeps, replaces or removes the image', async () => {
    const stylist = await createSignedInUser()
    const { capsuleId } = await studio(stylist.id)
    const first = await anUpload(stylist.id)
    const created = await createCheatSheet(stylist.id, capsuleId, input({ imageUpload: first.id }))
    const id = (created as { id: string }).id
    const before = new Date('2020-01-01T00:00:00Z')
    await db.update(cheatSheet).set({ updatedAt: before }).where(eq(cheatSheet.id, id))

    await updateCheatSheet(stylist.id, capsuleId, id, input({ name: 'Renamed' }))
    const [kept] = await db
      .select({ updatedAt: cheatSheet.updatedAt, image: cheatSheet.image })
      .from(cheatSheet)
      .where(eq(cheatSheet.id, id))
    expect(kept!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(kept!.image).toEqual(first.photo)

    // A new image replaces the old one, whose files are deleted.
    const second = await anUpload(stylist.id)
    await updateCheatSheet(stylist.id, capsuleId, id, input({ imageUpload: second.id }))
    expect((await listCheatSheets(stylist.id, capsuleId))[0]!.image).toEqual(second.photo)
    for (const key of photoObjectKeys(first.photo)) expect(await storage.get(key)).toBeNull()

    // Removing it leaves no image; deleting the sheet is then simple.
    await updateCheatSheet(stylist.id, capsuleId, id, input({ imageUploadRemove: '1' }))
    expect((await listCheatSheets(stylist.id, capsuleId))[0]!.image).toBeNull()
    for (const key of photoObjectKeys(second.photo)) expect(await storage.get(key)).toBeNull()
  })

  test('deleting a sheet deletes its image files once it can no longer be undone', async () => {
    const stylist = await createSignedInUser()
    const { capsuleId, items } = await studio(stylist.id)
    const upload = await anUpload(stylist.id)
    const created = await createCheatSheet(
      stylist.id,
      capsuleId,
      input({ imageUpload: upload.id, itemIds: items }),
    )
    const id = (created as { id: string }).id
    expect(await trashCheatSheet(stylist.id, id, 'another-capsule')).toBeNull()
    expect(await trashCheatSheet(stylist.id, id, capsuleId)).toBeTruthy()
    expect(await listCheatSheets(stylist.id, capsuleId)).toEqual([])
    expect(await storedItems(id)).toEqual([])
    await purgeTrash(new Date(Date.now() + UNDO_WINDOW_MS + 1000))
    for (const key of photoObjectKeys(upload.photo)) expect(await storage.get(key)).toBeNull()
    expect(await trashCheatSheet(stylist.id, id)).toBeNull()
  })

  test('items from another capsule are refused, and nothing of the save is kept', async () => {
    const stylist = await createSignedInUser()
    const { capsuleId, items, elsewhere } = await studio(stylist.id)
    const [a, b] = items as [string, string]
    const created = await createCheatSheet(stylist.id, capsuleId, input({ itemIds: [a] }))
    const id = (created as { id: string }).id

    expect(
      await createCheatSheet(
        stylist.id,
        capsuleId,
        input({ name: 'Mixed', itemIds: [b, elsewhere] }),
      ),
    ).toEqual({ ok: false, reason: 'items' })
    expect((await listCheatSheets(stylist.id, capsuleId)).map((sheet) => sheet.name)).toEqual([
      'Weekend',
    ])

    // The refused update rolls back entirely: name, image claim and items stay as they were.
    const upload = await anUpload(stylist.id)
    const refused = await handleCheatSheetIntent(
      stylist.id,
      form({
        intent: 'update-cheat-sheet',
        id,
        name: 'Changed',
        imageUpload: upload.id,
        itemIds: [b, elsewhere],
      }),
      capsuleId,
    )
    expect(refused?.init?.status).toBe(400)
    expect(refused?.data).toEqual({
      errors: {
        itemIds: 'Some picked items are no longer in this capsule. Reload the page and pick again.',
      },
    })
    const [sheet] = await listCheatSheets(stylist.id, capsuleId)
    expect(sheet).toMatchObject({ name: 'Weekend', image: null, itemIds: [a] })
    // The upload was not used up: the same form can be sent again once fixed.
    const retried = await updateCheatSheet(
      stylist.id,
      capsuleId,
      id,
      input({ name: 'Changed', imageUpload: upload.id, itemIds: [b] }),
    )
    expect(retried).toEqual({ ok: true, id })
  })

  test("another account's sheet answers exactly like a missing one", async () => {
    const owner = await createSignedInUser('owner')
    const stranger = await createSignedInUser('stranger')
    const { capsuleId, items } = await studio(owner.id)
    const created = await createCheatSheet(owner.id, capsuleId, input({ itemIds: items }))
    const id = (created as { id: string }).id
    const strangers = await studio(stranger.id)

    expect(await listCheatSheets(stranger.id, capsuleId)).toEqual([])
    for (const [sheetId, capsule] of [
      [id, capsuleId],
      [id, strangers.capsuleId],
      ['no-such-sheet', strangers.capsuleId],
    ] as const) {
      for (const intent of ['update-cheat-sheet', 'delete-cheat-sheet']) {
        const answer = await handleCheatSheetIntent(
          stranger.id,
          form({ intent, id: sheetId, name: 'Taken over' }),
          capsule,
        )
        expect(answer?.init?.status).toBe(404)
        expect(answer?.data).toEqual({ formError: 'This cheat sheet no longer exists.' })
      }
    }

    // Nor can a stranger add a sheet to the owner's capsule, or use the owner's items.
    expect(await createCheatSheet(stranger.id, capsuleId, input({}))).toEqual({
      ok: false,
      reason: 'missing',
    })
    expect(
      await createCheatSheet(stranger.id, strangers.capsuleId, input({ itemIds: items })),
    ).toEqual({ ok: false, reason: 'items' })

    const [sheet] = await listCheatSheets(owner.id, capsuleId)
    expect(sheet).toMatchObject({ id, name: 'Weekend', itemIds: items })
  })

  test('an item moved to another capsule leaves the sheet; a deleted item too', async () => {
    const stylist = await createSignedInUser()
    const { capsuleId, otherCapsuleId, items } = await studio(stylist.id)
    const [a, b, c] = items as [string, string, string]
    await createCheatSheet(stylist.id, capsuleId, input({ itemIds: [a, b, c] }))
    await db.update(item).set({ capsuleId: otherCapsuleId }).where(eq(item.id, b))
    await db.delete(item).where(eq(item.id, c))
    const [sheet] = await listCheatSheets(stylist.id, capsuleId)
    expect(sheet).toMatchObject({ itemIds: [a], itemCount: 1 })
  })
})
