import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import { createCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema } from '~/features/capsules/schema'
import { createCheatSheet } from '~/features/cheat-sheets/cheat-sheets.server'
import { CheatSheetSchema } from '~/features/cheat-sheets/schema'
import { createClient } from '~/features/clients/clients.server'
import { addOutfitItem, createOutfit } from '~/features/outfits/outfits.server'
import { listCapsuleItems, listClientItems } from '~/features/summaries/piece-lists.server'
import { trashClient, trashItem } from '~/features/trash/index.server'
import { PHOTO_UPLOAD_EXPIRED as UPLOAD_EXPIRED } from '~/lib/messages'
import type { StoredPhoto } from '~/lib/photo-urls'
import { photoObjectKeys } from '~/server/images.server'
import { storage } from '~/server/storage.server'
import { purgeTrash, UNDO_WINDOW_MS } from '~/server/trash.server'
import { createUpload } from '~/server/uploads.server'

import { createSignedInUser, type TestUser } from '../../../tests/support/users'
import { createItem, updateItem } from './items.server'
import { ItemSchema } from './schema'

/** A real JPEG, as a phone would send (a different colour each time, to tell them apart). */
async function jpeg(colour: string, width = 800, height = 1000) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
}

/** Whether every file of the photo is in storage (true), none is (false), or only some. */
async function filesOf(photo: StoredPhoto): Promise<boolean | 'some'> {
  const found = await Promise.all(
    photoObjectKeys(photo).map(async (key) => {
      const object = await storage.get(key)
      if (!object) return false
      object.body.resume() // drain it, so the file handle opened for the read is closed
      return true
    }),
  )
  if (found.every(Boolean)) return true
  return found.some(Boolean) ? 'some' : false
}

async function setup(label = 'stylist') {
  const user = await createSignedInUser(label)
  const client = await createClient(user.id, { name: 'Margot', email: null, phone: null })
  return { user, client, placement: { clientId: client.id, capsuleId: null } }
}

async function uploadFor(user: TestUser, colour = '#8a4b36') {
  return createUpload(user.id, await jpeg(colour))
}

const input = (fields: Record<string, string>) =>
  ItemSchema.parse({ name: 'Silk Blouse', ...fields })

async function photoOfItem(user: TestUser, clientId: string, id: string) {
  const items = await listClientItems(user.id, clientId)
  return items.find((item) => item.id === id)?.photo
}

describe('Item photos', () => {
  test('creating an item with an upload claims it: the same upload cannot be used twice', async () => {
    const { user, client, placement } = await setup()
    const upload = await uploadFor(user)

    const first = await createItem(user.id, placement, input({ photoUpload: upload.id }))
    expect(first.ok).toBe(true)
    const id = first.ok ? first.id : ''
    expect(await photoOfItem(user, client.id, id)).toEqual(upload.photo)
    expect(await filesOf(upload.photo)).toBe(true)

    const second = await createItem(
      user.id,
      placement,
      input({ name: 'Copy', photoUpload: upload.id }),
    )
    expect(second).toEqual({ ok: false, reason: 'upload', message: UPLOAD_EXPIRED })
    expect((await listClientItems(user.id, client.id)).map((item) => item.name)).toEqual([
      'Silk Blouse',
    ])
    // The first item still has its photo and files.
    expect(await filesOf(upload.photo)).toBe(true)
  })

  test("another account's upload cannot be claimed, and stays the owner's", async () => {
    const owner = await setup('owner')
    const stranger = await setup('stranger')
    const upload = await uploadFor(owner.user)

    const stolen = await createItem(
      stranger.user.id,
      stranger.placement,
      input({ photoUpload: upload.id }),
    )
    expect(stolen).toEqual({ ok: false, reason: 'upload', message: UPLOAD_EXPIRED })
    const mine = await createItem(owner.user.id, owner.placement, input({ photoUpload: upload.id }))
    expect(mine.ok).toBe(true)
  })

  test('replacing the photo deletes the old files and keeps the new ones', async () => {
    const { user, client, placement } = await setup()
    const before = await uploadFor(user, '#8a4b36')
    const created = await createItem(user.id, placement, input({ photoUpload: before.id }))
    const id = created.ok ? created.id : ''

    const after = await uploadFor(user, '#2f4858')
    expect(await updateItem(user.id, id, input({ photoUpload: after.id }))).toEqual({
      ok: true,
      id,
    })
    expect(await photoOfItem(user, client.id, id)).toEqual(after.photo)
    expect(await filesOf(before.photo)).toBe(false)
    expect(await filesOf(after.photo)).toBe(true)
  })

  test('saving without a new photo keeps the photo and its files', async () => {
    const { user, client, placement } = await setup()
    const upload = await uploadFor(user)
    const created = await createItem(user.id, placement, input({ photoUpload: upload.id }))
    const id = created.ok ? created.id : ''

    expect(await updateItem(user.id, id, input({ name: 'Silk Shirt' }))).toEqual({ ok: true, id })
    expect(await photoOfItem(user, client.id, id)).toEqual(upload.photo)
    expect(await filesOf(upload.photo)).toBe(true)
  })

  test('removing the photo (photoUploadRemove=1) deletes its files', async () => {
    const { user, client, placement } = await setup()
    const upload = await uploadFor(user)
    const created = await createItem(user.id, placement, input({ photoUpload: upload.id }))
    const id = created.ok ? created.id : ''

    expect(await updateItem(user.id, id, input({ photoUploadRemove: '1' }))).toEqual({
      ok: true,
      id,
    })
    expect(await photoOfItem(user, client.id, id)).toBeNull()
    expect(await filesOf(upload.photo)).toBe(false)
  })

  test('an expired upload on edit is refused and the current photo stays, files included', async () => {
    const { user, client, placement } = await setup()
    const current = await uploadFor(user)
    const created = await createItem(user.id, placement, input({ photoUpload: current.id }))
    const id = created.ok ? created.id : ''

    expect(
      await updateItem(user.id, id, input({ name: 'Renamed', photoUpload: 'spent-upload' })),
    ).toEqual({ ok: false, reason: 'upload', message: UPLOAD_EXPIRED })
    const [item] = await listClientItems(user.id, client.id)
    expect(item).toMatchObject({ name: 'Silk Blouse', photo: current.photo })
    expect(await filesOf(current.photo)).toBe(true)
  })

  test("another account's edit cannot touch the item's photo", async () => {
    const owner = await setup('owner')
    const stranger = await setup('stranger')
    const upload = await uploadFor(owner.user)
    const created = await createItem(
      owner.user.id,
      owner.placement,
      input({ photoUpload: upload.id }),
    )
    const id = created.ok ? created.id : ''

    expect(await updateItem(stranger.user.id, id, input({ photoUploadRemove: '1' }))).toEqual({
      ok: false,
      reason: 'missing',
    })
    expect(await trashItem(stranger.user.id, id)).toBeNull()
    expect(await photoOfItem(owner.user, owner.client.id, id)).toEqual(upload.photo)
    expect(await filesOf(upload.photo)).toBe(true)
  })

  test('deleting the item deletes its files once Undo is over', async () => {
    const { user, client, placement } = await setup()
    const upload = await uploadFor(user)
    const created = await createItem(user.id, placement, input({ photoUpload: upload.id }))
    const id = created.ok ? created.id : ''

    expect(await trashItem(user.id, id)).toBeTruthy()
    expect(await listClientItems(user.id, client.id)).toEqual([])
    expect(await filesOf(upload.photo)).toBe(true)
    await purgeTrash(new Date(Date.now() + UNDO_WINDOW_MS + 1000))
    expect(await filesOf(upload.photo)).toBe(false)
  })

  test("deleting the client deletes every file of her items once Undo is over, and no one else's", async () => {
    const { user, client, placement } = await setup()
    const other = await createClient(user.id, { name: 'Inès', email: null, phone: null })
    const capsule = await createCapsule(
      user.id,
      CapsuleSchema.parse({ clientId: client.id, name: 'Spring' }),
    )
    const inCapsule = { clientId: client.id, capsuleId: capsule.ok ? capsule.id : null }
    expect(inCapsule.capsuleId).not.toBeNull()
    const photos: StoredPhoto[] = []
    // Two in her wardrobe only, one in her capsule.
    for (const [colour, where] of [
      ['#8a4b36', placement],
      ['#2f4858', placement],
      ['#c2a878', inCapsule],
    ] as const) {
      const upload = await uploadFor(user, colour)
      expect((await createItem(user.id, where, input({ photoUpload: upload.id }))).ok).toBe(true)
      photos.push(upload.photo)
    }
    for (const photo of photos) expect(await filesOf(photo)).toBe(true)
    const kept = await uploadFor(user, '#ffffff')
    await createItem(
      user.id,
      { clientId: other.id, capsuleId: null },
      input({ photoUpload: kept.id }),
    )

    expect(await trashClient(user.id, client.id)).toBeTruthy()
    for (const photo of photos) expect(await filesOf(photo)).toBe(true)
    await purgeTrash(new Date(Date.now() + UNDO_WINDOW_MS + 1000))
    for (const photo of photos) expect(await filesOf(photo)).toBe(false)
    expect(await filesOf(kept.photo)).toBe(true)
  })
})

describe('The item lists', () => {
  test('count the outfits and cheat sheets each item is in, for its delete confirmation', async () => {
    const { user, client } = await setup('counts')
    const capsule = await createCapsule(
      user.id,
      CapsuleSchema.parse({ clientId: client.id, name: 'Summer' }),
    )
    const capsuleId = capsule.ok ? capsule.id : ''
    const placement = { clientId: client.id, capsuleId }
    const shirt = await createItem(user.id, placement, input({ name: 'Linen Shirt' }))
    const hat = await createItem(user.id, placement, input({ name: 'Straw Hat' }))
    const shirtId = shirt.ok ? shirt.id : ''
    for (const name of ['Brunch', 'Sunset dinner']) {
      const outfit = await createOutfit(user.id, capsuleId, name)
      await addOutfitItem(user.id, outfit!.id, shirtId)
    }
    const sheet = await createCheatSheet(
      user.id,
      capsuleId,
      CheatSheetSchema.parse({ name: 'Week one', itemIds: [shirtId] }),
    )
    expect(sheet).toEqual({ ok: true, id: expect.any(String) })

    const counts = (await listCapsuleItems(user.id, capsuleId)).map(
      ({ name, outfitCount, cheatSheetCount }) => ({ name, outfitCount, cheatSheetCount }),
    )
    // In her order: a new piece goes last.
    expect(counts).toEqual([
      { name: 'Linen Shirt', outfitCount: 2, cheatSheetCount: 1 },
      { name: 'Straw Hat', outfitCount: 0, cheatSheetCount: 0 },
    ])
    expect(hat.ok).toBe(true)
  })
})
