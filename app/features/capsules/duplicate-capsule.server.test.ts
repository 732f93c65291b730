import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { createCheatSheet, listCheatSheets } from '~/features/cheat-sheets/cheat-sheets.server'
import { CheatSheetSchema } from '~/features/cheat-sheets/schema'
import { createClient } from '~/features/clients/clients.server'
import { purgeTrash, UNDO_WINDOW_MS } from '~/server/trash.server'
import { trashCapsule, trashClient, trashItem } from '~/domain/trash-deletes.server'
import { createItem, listCapsuleItems } from '~/features/items/items.server'
import { ItemSchema } from '~/features/items/schema'
import {
  addOutfitItem,
  createOutfit,
  getOutfit,
  listOutfits,
} from '~/features/outfits/outfits.server'
import { createUpload } from '~/server/uploads.server'
import { photoObjectKeys } from '~/server/images.server'
import type { StoredPhoto } from '~/server/schema.server'
import { storage } from '~/server/storage.server'
import { createSignedInUser, type TestUser } from '../../../tests/support/users'
import { createCapsule, getCapsule } from './capsules.server'
import { copyName, duplicateCapsule } from './duplicate-capsule.server'
import { CapsuleSchema } from './schema'

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
  for (const [name, colour] of [
    ['Silk blouse', '#efe6da'],
    ['Wide trousers', '#2f4858'],
  ] as const) {
    const photo = await upload(user, colour)
    const created = await createItem(
      user.id,
      placement,
      ItemSchema.parse({ name, photoUpload: photo.id }),
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
  return { user, margot, ines, capsuleId }
}

async function contents(user: TestUser, capsuleId: string) {
  const items = await listCapsuleItems(user.id, capsuleId)
  const outfits = await listOutfits(user.id, capsuleId)
  const sheets = await listCheatSheets(user.id, capsuleId)
  const details = await Promise.all(outfits.map((row) => getOutfit(user.id, capsuleId, row.id)))
  return { items, outfits, details, sheets }
}

describe('duplicateCapsule', () => {
  test('copies items with photos, outfits in order, cheat sheets and the letter, as a draft', async () => {
    const { user, ines, capsuleId } = await studio()
    const result = await duplicateCapsule(user.id, capsuleId, ines.id)
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
    const result = await duplicateCapsule(user.id, capsuleId, ines.id)
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
    const result = await duplicateCapsule(user.id, capsuleId, margot.id)
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
    expect(await duplicateCapsule(stranger.id, capsuleId, theirs.id)).toEqual({
      ok: false,
      reason: 'missing',
    })
    expect(await duplicateCapsule(user.id, capsuleId, theirs.id)).toEqual({
      ok: false,
      reason: 'client',
    })
    expect(await duplicateCapsule(user.id, 'nope', margot.id)).toEqual({
      ok: false,
      reason: 'missing',
    })
  })

  test('the copy’s name stays within 120 characters', () => {
    expect(copyName('Spring')).toBe('Spring (copy)')
    const long = copyName('x'.repeat(120))
    expect(long).toHaveLength(120)
    expect(long.endsWith(' (copy)')).toBe(true)
  })
})
