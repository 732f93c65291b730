import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import { createCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema, DuplicateCapsuleSchema } from '~/features/capsules/schema'
import { copyName } from '~/features/capsules/types'
import { createCheatSheet, listCheatSheets } from '~/features/cheat-sheets/cheat-sheets.server'
import { CheatSheetSchema } from '~/features/cheat-sheets/schema'
import { createClient } from '~/features/clients/clients.server'
import { addAlternate } from '~/features/items/alternates.server'
import { reorderCapsuleItems } from '~/features/items/bulk-items.server'
import { createItem } from '~/features/items/items.server'
import { ItemSchema } from '~/features/items/schema'
import {
  addOutfitItem,
  createOutfit,
  getOutfit,
  listOutfits,
} from '~/features/outfits/outfits.server'
import { getCapsule } from '~/features/summaries/capsule-summaries.server'
import { listCapsuleItems, listClientItems } from '~/features/summaries/piece-lists.server'
import { trashCapsule, trashClient, trashItem } from '~/features/trash/index.server'
import type { StoredPhoto } from '~/lib/photo-urls'
import { photoObjectKeys } from '~/server/images.server'
import { storage } from '~/server/storage.server'
import { purgeTrash, UNDO_WINDOW_MS } from '~/server/trash.server'
import { createUpload } from '~/server/uploads.server'

import { createSignedInUser, type TestUser } from '../../../tests/support/users'
import { duplicateCapsule } from './duplicate-capsule.server'

/** Deletes a client past her undo window: the trash is purged, photo files included. */
async function deleteClientForGood(ownerId: string, clientId: string): Promise<boolean> {
  const trashed = await trashClient(ownerId, clientId)
  await purgeTrash(new Date(Date.now() + UNDO_WINDOW_MS + 1000))
  return trashed !== null
}

async function upload(user: TestUser, colour: string) {
  const bytes = await sharp({
    create: { width: 700, height: 900, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer()
  return createUpload(user.id, bytes)
}

/** How many files of these photos are in storage. */
async function storedFiles(photos: (StoredPhoto | null | undefined)[]): Promise<number> {
  let count = 0
  for (const key of photos.flatMap((photo) => (photo ? photoObjectKeys(photo) : []))) {
    const object = await storage.get(key)
    if (object) {
      object.body.resume()
      count++
    }
  }
  return count
}
const fileCount = (photos: (StoredPhoto | null | undefined)[]) =>
  photos.reduce((sum, photo) => sum + (photo ? photoObjectKeys(photo).length : 0), 0)

/** A capsule with two photographed items, an outfit of both (in a set order) and a cheat sheet. */
async function studio() {
  const user = await createSignedInUser('duplicate')
  const margot = await createClient(user.id, { name: 'Margot', email: null, phone: null })
  const ines = await createClient(user.id, { name: 'Inès', email: null, phone: null })
  const made = await createCapsule(
    user.id,
    CapsuleSchema.parse({
      clientId: margot.id,
      name: 'Spring in Paris',
      description: 'Dear Margot,\nyour spring wardrobe.',
      passwordAction: 'set',
      password: 'tulips-2025',
      isPublished: 'on',
    }),
  )
  if (!made.ok) throw new Error('capsule')
  const capsuleId = made.id
  const placement = { clientId: margot.id, capsuleId }
  const ids: string[] = []
  // A blouse to buy (new in the capsule), and Margot's own trousers (she said so).
  for (const [name, colour, link] of [
    ['Silk blouse', '#efe6da', 'https://shop.example.com/blouse'],
    ['Wide trousers', '#2f4858', ''],
  ] as const) {
    const photo = await upload(user, colour)
    const created = await createItem(
      user.id,
      placement,
      ItemSchema.parse({ name, link, photoUpload: photo.id, ownership: link ? '' : 'owned' }),
    )
    if (!created.ok) throw new Error('item')
    ids.push(created.id)
  }
  const look = await createOutfit(user.id, capsuleId, 'Gallery day')
  await addOutfitItem(user.id, look!.id, ids[1]!)
  await addOutfitItem(user.id, look!.id, ids[0]!)
  await createOutfit(user.id, capsuleId, 'Dinner')
  const collage = await upload(user, '#c9b8a4')
  const sheet = await createCheatSheet(
    user.id,
    capsuleId,
    CheatSheetSchema.parse({ name: 'Weekend', imageUpload: collage.id, itemIds: [ids[0]!] }),
  )
  if (!sheet.ok) throw new Error('sheet')
  return { user, margot, ines, capsuleId, blouseId: ids[0]!, trousersId: ids[1]! }
}

async function contents(user: TestUser, capsuleId: string) {
  const items = await listCapsuleItems(user.id, capsuleId)
  const outfits = await listOutfits(user.id, capsuleId)
  const sheets = await listCheatSheets(user.id, capsuleId)
  const details = await Promise.all(outfits.map((row) => getOutfit(user.id, capsuleId, row.id)))
  return { items, outfits, details, sheets }
}

/** The dialog's fields as parsed by the action: "… (copy)", every piece, the letter kept. */
const asked = (clientId: string, fields: Record<string, unknown> = {}) =>
  DuplicateCapsuleSchema.parse({ name: 'Spring in Paris (copy)', clientId, ...fields })

describe('duplicateCapsule', () => {
  test('copies items with photos, outfits in order, cheat sheets and the letter, as a draft', async () => {
    const { user, ines, capsuleId } = await studio()
    const result = await duplicateCapsule(
      user.id,
      capsuleId,
      asked(ines.id, { ownedPieces: 'to-buy' }),
    )
    if (!result.ok) throw new Error('duplicate')

    const copy = await getCapsule(user.id, result.id)
    expect(copy).toMatchObject({
      name: 'Spring in Paris (copy)',
      description: 'Dear Margot,\nyour spring wardrobe.',
      clientId: ines.id,
      isPublished: false,
      hasPassword: false,
      itemCount: 2,
      outfitCount: 2,
      cheatSheetCount: 1,
    })

    const original = await contents(user, capsuleId)
    const copied = await contents(user, result.id)
    expect(copied.items.map((row) => row.name)).toEqual(original.items.map((row) => row.name))
    expect(copied.items.every((row) => row.clientId === ines.id)).toBe(true)
    // Margot's own trousers come in as To buy for Inès, never as Owned.
    expect(copied.items.map((row) => [row.name, row.ownership])).toEqual([
      ['Silk blouse', null],
      ['Wide trousers', 'to_buy'],
    ])
    expect(copied.outfits.map((row) => row.name)).toEqual(original.outfits.map((row) => row.name))
    expect(copied.details.map((row) => row?.items.map((piece) => piece.name))).toEqual(
      original.details.map((row) => row?.items.map((piece) => piece.name)),
    )
    expect(copied.details[0]?.items.map((piece) => piece.name)).toEqual(
      original.details[0]?.items.map((piece) => piece.name),
    )
    expect(copied.sheets).toHaveLength(1)
    expect(copied.sheets[0]).toMatchObject({ name: 'Weekend' })
    const blouse = copied.items.find((row) => row.name === 'Silk blouse')!
    expect(copied.sheets[0]!.itemIds).toEqual([blouse.id])
    // Its own files: new keys, every file there.
    const copiedPhotos = [...copied.items.map((row) => row.photo), copied.sheets[0]!.image]
    const originalPhotos = [...original.items.map((row) => row.photo), original.sheets[0]!.image]
    const originalKeys = new Set(originalPhotos.map((photo) => photo?.key))
    expect(copiedPhotos.every((photo) => photo && !originalKeys.has(photo.key))).toBe(true)
    expect(await storedFiles(copiedPhotos)).toBe(fileCount(copiedPhotos))
  })

  test('deleting the original’s client keeps every photo of the copy, and deleting the copy’s leaves no file behind', async () => {
    const { user, margot, ines, capsuleId } = await studio()
    const result = await duplicateCapsule(
      user.id,
      capsuleId,
      asked(ines.id, { ownedPieces: 'to-buy' }),
    )
    if (!result.ok) throw new Error('duplicate')
    const original = await contents(user, capsuleId)
    const originalPhotos = [...original.items.map((row) => row.photo), original.sheets[0]!.image]
    const copied = await contents(user, result.id)
    const copiedPhotos = [...copied.items.map((row) => row.photo), copied.sheets[0]!.image]

    expect(await deleteClientForGood(user.id, margot.id)).toBe(true)
    expect(await storedFiles(originalPhotos)).toBe(0)
    expect(await storedFiles(copiedPhotos)).toBe(fileCount(copiedPhotos))
    const after = await contents(user, result.id)
    expect(after.items).toHaveLength(2)
    expect(after.details.map((row) => row?.items.length)).toEqual([2, 0])

    expect(await deleteClientForGood(user.id, ines.id)).toBe(true)
    expect(await storedFiles(copiedPhotos)).toBe(0)
  })

  test('deleting the copy or one of its items never touches the original’s photos', async () => {
    const { user, margot, capsuleId } = await studio()
    const result = await duplicateCapsule(user.id, capsuleId, asked(margot.id))
    if (!result.ok) throw new Error('duplicate')
    const original = await contents(user, capsuleId)
    const originalPhotos = [...original.items.map((row) => row.photo), original.sheets[0]!.image]
    const copied = await contents(user, result.id)

    expect(await trashItem(user.id, copied.items[0]!.id)).not.toBeNull()
    expect(await trashCapsule(user.id, result.id)).not.toBeNull()
    await purgeTrash(new Date(Date.now() + UNDO_WINDOW_MS + 1000))
    expect(await storedFiles([copied.items[0]!.photo])).toBe(0)
    expect(await storedFiles([copied.sheets[0]!.image])).toBe(0)
    expect(await storedFiles(originalPhotos)).toBe(fileCount(originalPhotos))
  })

  test('another stylist’s capsule or client answers like a missing one', async () => {
    const { user, margot, capsuleId } = await studio()
    const stranger = await createSignedInUser('stranger')
    const theirs = await createClient(stranger.id, { name: 'Theirs', email: null, phone: null })
    expect(await duplicateCapsule(stranger.id, capsuleId, asked(theirs.id))).toEqual({
      ok: false,
      reason: 'missing',
    })
    expect(await duplicateCapsule(user.id, capsuleId, asked(theirs.id))).toEqual({
      ok: false,
      reason: 'client',
    })
    expect(await duplicateCapsule(user.id, 'nope', asked(margot.id))).toEqual({
      ok: false,
      reason: 'missing',
    })
  })

  test('for another client her own pieces are left out unless copied as To buy, and the letter goes on request', async () => {
    const { user, margot, ines, capsuleId } = await studio()
    const result = await duplicateCapsule(
      user.id,
      capsuleId,
      asked(ines.id, { name: 'Spring for Inès', clearLetter: 'on' }),
    )
    if (!result.ok) throw new Error('duplicate')
    expect(await getCapsule(user.id, result.id)).toMatchObject({
      name: 'Spring for Inès',
      description: null,
      clientId: ines.id,
      itemCount: 1,
    })
    const copied = await contents(user, result.id)
    expect(copied.items.map((row) => row.name)).toEqual(['Silk blouse'])
    // The outfit keeps the pieces the copy took; the left-out one is in no outfit of the copy.
    expect(copied.details[0]?.items.map((piece) => piece.name)).toEqual(['Silk blouse'])

    // For the same client, her pieces are hers: copied as they are.
    const again = await duplicateCapsule(user.id, capsuleId, asked(margot.id))
    if (!again.ok) throw new Error('duplicate')
    const same = await contents(user, again.id)
    expect(same.items.map((row) => [row.name, row.ownership])).toEqual([
      ['Silk blouse', null],
      ['Wide trousers', 'owned'],
    ])
    expect(await getCapsule(user.id, again.id)).toMatchObject({
      description: 'Dear Margot,\nyour spring wardrobe.',
    })
  })

  test('leaves out the pieces she chose; an id that is not one of its pieces, a stranger’s too, changes nothing', async () => {
    const { user, margot, capsuleId, blouseId } = await studio()
    const stranger = await createSignedInUser('stranger-pieces')
    const theirs = await createClient(stranger.id, { name: 'Theirs', email: null, phone: null })
    const theirItem = await createItem(
      stranger.id,
      { clientId: theirs.id, capsuleId: null },
      ItemSchema.parse({ name: 'Theirs' }),
    )
    if (!theirItem.ok) throw new Error('item')

    const chosen = await duplicateCapsule(
      user.id,
      capsuleId,
      asked(margot.id, { leaveOut: [blouseId, theirItem.id, 'no-such-piece'] }),
    )
    if (!chosen.ok) throw new Error('duplicate')
    expect((await contents(user, chosen.id)).items.map((row) => row.name)).toEqual([
      'Wide trousers',
    ])
    for (const leaveOut of [[theirItem.id], ['no-such-piece']]) {
      const result = await duplicateCapsule(user.id, capsuleId, asked(margot.id, { leaveOut }))
      if (!result.ok) throw new Error('duplicate')
      expect((await contents(user, result.id)).items).toHaveLength(2)
    }
    // The stranger's item is where it was.
    expect(await listClientItems(stranger.id, theirs.id)).toHaveLength(1)
  })

  test('the copy keeps her order of the pieces', async () => {
    const { user, margot, capsuleId, blouseId, trousersId } = await studio()
    expect(await reorderCapsuleItems(user.id, capsuleId, [trousersId, blouseId])).toBe('ok')
    const result = await duplicateCapsule(user.id, capsuleId, asked(margot.id))
    if (!result.ok) throw new Error('duplicate')
    expect((await contents(user, result.id)).items.map((row) => row.name)).toEqual([
      'Wide trousers',
      'Silk blouse',
    ])
  })

  test('alternates stay alternates of the copies of their pieces, in her order', async () => {
    const { user, margot, capsuleId, blouseId } = await studio()
    const backups: string[] = []
    for (const name of ['Linen shirt', 'Cotton shirt']) {
      const made = await createItem(
        user.id,
        { clientId: margot.id, capsuleId },
        ItemSchema.parse({ name, link: `https://shop.example.com/${name.length}` }),
      )
      if (!made.ok) throw new Error('item')
      backups.push(made.id)
      await addAlternate(user.id, capsuleId, blouseId, { from: 'capsule', itemId: made.id })
    }
    const result = await duplicateCapsule(user.id, capsuleId, asked(margot.id))
    if (!result.ok) throw new Error('duplicate')
    const copied = (await contents(user, result.id)).items
    const copyOf = (name: string) => copied.find((row) => row.name === name)!
    expect(copied.filter((row) => row.alternateOf).map((row) => row.name)).toEqual([
      'Linen shirt',
      'Cotton shirt',
    ])
    for (const name of ['Linen shirt', 'Cotton shirt']) {
      expect(copyOf(name).alternateOf).toBe(copyOf('Silk blouse').id)
    }
    // The original's alternates are still its own.
    const original = await listCapsuleItems(user.id, capsuleId)
    expect(original.filter((row) => row.alternateOf === blouseId)).toHaveLength(2)

    // Without the piece, its alternates come as pieces of their own.
    const without = await duplicateCapsule(
      user.id,
      capsuleId,
      asked(margot.id, { leaveOut: [blouseId] }),
    )
    if (!without.ok) throw new Error('duplicate')
    const alone = (await contents(user, without.id)).items
    expect(alone.map((row) => [row.name, row.alternateOf])).toEqual([
      ['Wide trousers', null],
      ['Linen shirt', null],
      ['Cotton shirt', null],
    ])
  })

  test('the dialog’s fields are bounded: a name, a client, at most 5,000 pieces left out', () => {
    const parse = (fields: Record<string, unknown>) =>
      DuplicateCapsuleSchema.safeParse({ name: 'Copy', clientId: 'c1', ...fields })
    expect(parse({ name: '  ' }).error?.issues[0]?.message).toBe('Enter a name for the copy.')
    expect(parse({ name: 'x'.repeat(121) }).error?.issues[0]?.message).toBe(
      'Use at most 120 characters.',
    )
    expect(parse({ clientId: '' }).error?.issues[0]?.message).toBe('Choose one of your clients.')
    expect(parse({ leaveOut: Array.from({ length: 5001 }, (_, i) => `p${i}`) }).success).toBe(false)
    expect(parse({ ownedPieces: 'owned' }).success).toBe(false)
    // An id longer than any id is no piece: dropped, like a missing one.
    expect(parse({ leaveOut: ['x'.repeat(65), 'p1'] }).data?.leaveOut).toEqual(['p1'])
  })

  test('the copy’s name stays within 120 characters', () => {
    expect(copyName('Spring')).toBe('Spring (copy)')
    const long = copyName('x'.repeat(120))
    expect(long).toHaveLength(120)
    expect(long.endsWith(' (copy)')).toBe(true)
  })
})
