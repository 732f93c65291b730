import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import {
  restoreFromTrash,
  trashCapsule,
  trashCheatSheet,
  trashClient,
  trashItem,
  trashOutfit,
} from '~/features/trash/index.server'
import * as schema from '~/schema.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { photoObjectKeys } from '~/server/images.server'
import { storage } from '~/server/storage.server'
import { purgeTrash, UNDO_WINDOW_MS } from '~/server/trash.server'
import { createUpload } from '~/server/uploads.server'

import { createSignedInUser } from '../../../tests/support/users'

async function photo(owner: string, colour: string) {
  const bytes = await sharp({ create: { width: 60, height: 80, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
  return (await createUpload(owner, bytes)).photo
}

async function hasFiles(stored: schema.StoredPhoto): Promise<boolean> {
  const found = await Promise.all(
    photoObjectKeys(stored).map(async (key) => {
      const object = await storage.get(key)
      object?.body.resume()
      return Boolean(object)
    }),
  )
  return found.every(Boolean)
}

/** A client with a published capsule, an item with a photo, an outfit, a cheat sheet and an inquiry. */
async function studio() {
  const user = await createSignedInUser('trash')
  const ids = {
    client: createId(),
    capsule: createId(),
    item: createId(),
    loose: createId(),
    outfit: createId(),
    sheet: createId(),
    inquiry: createId(),
  }
  const itemPhoto = await photo(user.id, '#8a4b36')
  const sheetImage = await photo(user.id, '#2f4858')
  await db.insert(schema.client).values({ id: ids.client, ownerId: user.id, name: 'Bianca Rossi' })
  await db.insert(schema.capsule).values({
    id: ids.capsule,
    ownerId: user.id,
    clientId: ids.client,
    name: 'Summer',
    isPublished: true,
  })
  await db.insert(schema.item).values([
    {
      id: ids.item,
      ownerId: user.id,
      clientId: ids.client,
      capsuleId: ids.capsule,
      name: 'Linen shirt',
      photo: itemPhoto,
    },
    { id: ids.loose, ownerId: user.id, clientId: ids.client, name: 'Loafers' },
  ])
  await db
    .insert(schema.outfit)
    .values({ id: ids.outfit, ownerId: user.id, capsuleId: ids.capsule, name: 'Brunch' })
  await db
    .insert(schema.outfitItem)
    .values({ outfitId: ids.outfit, itemId: ids.item, orderIndex: 0 })
  await db.insert(schema.cheatSheet).values({
    id: ids.sheet,
    ownerId: user.id,
    capsuleId: ids.capsule,
    name: 'Week one',
    image: sheetImage,
  })
  await db
    .insert(schema.cheatSheetItem)
    .values({ cheatSheetId: ids.sheet, itemId: ids.item, orderIndex: 0 })
  await db.insert(schema.inquiry).values({
    id: ids.inquiry,
    ownerId: user.id,
    name: 'Bianca',
    email: 'bianca@example.com',
    clientId: ids.client,
  })
  // Her Today: a reaction on the capsule (seen) and her questionnaire answered (unread).
  await db.insert(schema.activity).values([
    {
      id: createId(),
      ownerId: user.id,
      clientId: ids.client,
      capsuleId: ids.capsule,
      kind: 'reaction',
      subjectId: `item:${ids.item}`,
      summary: 'Love it: Linen shirt',
      seenAt: new Date(),
    },
    {
      id: createId(),
      ownerId: user.id,
      clientId: ids.client,
      kind: 'questionnaire_answered',
      subjectId: createId(),
      summary: 'She sent her answers to your style questionnaire.',
    },
  ])
  return { user, ids, photos: [itemPhoto, sheetImage] }
}

/**
 * Everything of the studio, to compare before the delete and after the undo (rows by id; the
 * capsule's content version is left out: putting her pieces back raises it, as any change does).
 */
async function everything(ownerId: string, outfitId: string, sheetId: string) {
  const tables = await Promise.all([
    db.select().from(schema.client).where(eq(schema.client.ownerId, ownerId)),
    db.select().from(schema.capsule).where(eq(schema.capsule.ownerId, ownerId)),
    db.select().from(schema.item).where(eq(schema.item.ownerId, ownerId)),
    db.select().from(schema.outfit).where(eq(schema.outfit.ownerId, ownerId)),
    db.select().from(schema.outfitItem).where(eq(schema.outfitItem.outfitId, outfitId)),
    db.select().from(schema.cheatSheet).where(eq(schema.cheatSheet.ownerId, ownerId)),
    db.select().from(schema.cheatSheetItem).where(eq(schema.cheatSheetItem.cheatSheetId, sheetId)),
    db.select().from(schema.inquiry).where(eq(schema.inquiry.ownerId, ownerId)),
    db.select().from(schema.activity).where(eq(schema.activity.ownerId, ownerId)),
  ])
  return JSON.stringify(
    tables.map((rows) =>
      rows
        .map((row) => ({ ...row, contentVersion: undefined }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ),
  )
}

const later = () => new Date(Date.now() + UNDO_WINDOW_MS + 1000)

/**
 * A thread on the item with the client's note and the stylist's reply; answers a reader of the
 * item's messages (as JSON), and what it read right after they were written (`saved`).
 */
async function converse(ownerId: string, capsuleId: string, itemId: string) {
  const threadId = createId()
  await db
    .insert(schema.thread)
    .values({ id: threadId, ownerId, capsuleId, target: `item:${itemId}`, itemId })
  await db.insert(schema.message).values([
    { id: createId(), ownerId, capsuleId, threadId, author: 'client', body: 'Petite size?' },
    { id: createId(), ownerId, capsuleId, threadId, author: 'stylist', body: 'Yes.' },
  ])
  const read = async () =>
    JSON.stringify(
      await db
        .select()
        .from(schema.message)
        .innerJoin(schema.thread, eq(schema.thread.id, schema.message.threadId))
        .where(eq(schema.thread.itemId, itemId))
        .orderBy(schema.message.body),
    )
  return Object.assign(read, { saved: read() })
}

describe('Deletes with Undo', () => {
  test('a deleted client comes back whole with Undo: capsule, items, outfits, sheets, inquiry link, her Today’s entries', async () => {
    const { user, ids, photos } = await studio()
    const before = await everything(user.id, ids.outfit, ids.sheet)

    const trashId = await trashClient(user.id, ids.client)
    expect(trashId).toBeTruthy()
    const [gone] = await db.select().from(schema.capsule).where(eq(schema.capsule.id, ids.capsule))
    expect(gone).toBeUndefined()
    for (const stored of photos) expect(await hasFiles(stored)).toBe(true)

    expect(await restoreFromTrash(user.id, trashId!)).toBe(true)
    expect(await everything(user.id, ids.outfit, ids.sheet)).toBe(before)
    // Restored once: the entry is gone, so the purge leaves the photos alone.
    expect(await restoreFromTrash(user.id, trashId!)).toBe(false)
    await purgeTrash(later())
    for (const stored of photos) expect(await hasFiles(stored)).toBe(true)
  })

  test('a deleted outfit or cheat sheet comes back with Undo, its pieces in place; the collage goes only with the purge', async () => {
    const { user, ids, photos } = await studio()
    const before = await everything(user.id, ids.outfit, ids.sheet)
    // Only on its own capsule's page.
    expect(await trashOutfit(user.id, ids.outfit, 'another-capsule')).toBeNull()
    expect(await trashCheatSheet(user.id, ids.sheet, 'another-capsule')).toBeNull()

    const outfitTrash = await trashOutfit(user.id, ids.outfit, ids.capsule)
    const sheetTrash = await trashCheatSheet(user.id, ids.sheet, ids.capsule)
    expect(await everything(user.id, ids.outfit, ids.sheet)).not.toBe(before)
    expect(await restoreFromTrash(user.id, outfitTrash!)).toBe(true)
    expect(await restoreFromTrash(user.id, sheetTrash!)).toBe(true)
    expect(await everything(user.id, ids.outfit, ids.sheet)).toBe(before)

    // Not undone: after the window the sheet's collage files go, the item's photo stays.
    await trashCheatSheet(user.id, ids.sheet)
    await purgeTrash(later())
    expect(await hasFiles(photos[1]!)).toBe(false)
    expect(await hasFiles(photos[0]!)).toBe(true)
  })

  test('a deleted capsule comes back with Undo, its items back in it, its conversation and Today’s entry too', async () => {
    const { user, ids } = await studio()
    const conversation = await converse(user.id, ids.capsule, ids.item)
    const before = await everything(user.id, ids.outfit, ids.sheet)
    const trashId = await trashCapsule(user.id, ids.capsule)
    const [kept] = await db.select().from(schema.item).where(eq(schema.item.id, ids.item))
    expect(kept?.capsuleId).toBeNull()
    expect(await conversation()).toBe('[]')
    const stored = await conversation.saved
    expect(await restoreFromTrash(user.id, trashId!)).toBe(true)
    expect(await everything(user.id, ids.outfit, ids.sheet)).toBe(before)
    expect(await conversation()).toBe(stored)
  })

  test('after the undo window the rows are gone for good and the photo files are deleted', async () => {
    const { user, ids, photos } = await studio()
    const trashId = await trashClient(user.id, ids.client)
    // Within the window nothing is purged.
    await purgeTrash(new Date())
    for (const stored of photos) expect(await hasFiles(stored)).toBe(true)

    await purgeTrash(later())
    for (const stored of photos) expect(await hasFiles(stored)).toBe(false)
    expect(await restoreFromTrash(user.id, trashId!)).toBe(false)
    const rows = await db
      .select()
      .from(schema.item)
      .where(inArray(schema.item.id, [ids.item]))
    expect(rows).toEqual([])
  })

  test('a deleted item comes back with Undo, in its outfit and cheat sheet; its photo goes only after the window', async () => {
    const { user, ids, photos } = await studio()
    await db.insert(schema.feedback).values({
      id: createId(),
      ownerId: user.id,
      capsuleId: ids.capsule,
      target: `item:${ids.item}`,
      itemId: ids.item,
      reaction: 'love',
    })
    const answers = () =>
      db.select().from(schema.feedback).where(eq(schema.feedback.itemId, ids.item))
    const before = await everything(user.id, ids.outfit, ids.sheet)
    const answered = JSON.stringify(await answers())
    const conversation = await converse(user.id, ids.capsule, ids.item)
    const stored = await conversation.saved

    const trashId = await trashItem(user.id, ids.item)
    expect(trashId).toBeTruthy()
    expect(await everything(user.id, ids.outfit, ids.sheet)).not.toBe(before)
    expect(await answers()).toEqual([])
    expect(await conversation()).toBe('[]')
    await purgeTrash(new Date())
    expect(await hasFiles(photos[0]!)).toBe(true)

    expect(await restoreFromTrash(user.id, trashId!)).toBe(true)
    expect(await everything(user.id, ids.outfit, ids.sheet)).toBe(before)
    expect(JSON.stringify(await answers())).toBe(answered)
    expect(await conversation()).toBe(stored)

    await trashItem(user.id, ids.item)
    await purgeTrash(later())
    expect(await hasFiles(photos[0]!)).toBe(false)
    // The sheet's image is not the item's: it stays.
    expect(await hasFiles(photos[1]!)).toBe(true)
  })

  test('Undo ties alternates to their piece again, after deleting the piece or the capsule', async () => {
    const { user, ids } = await studio()
    const backups = [createId(), createId()]
    await db.insert(schema.item).values(
      backups.map((id, index) => ({
        id,
        ownerId: user.id,
        clientId: ids.client,
        capsuleId: ids.capsule,
        alternateOf: ids.item,
        name: `Backup ${index + 1}`,
        position: 10 + index,
      })),
    )
    const alternatesOf = async () =>
      (
        await db
          .select({ id: schema.item.id, alternateOf: schema.item.alternateOf })
          .from(schema.item)
          .where(inArray(schema.item.id, backups))
      ).map((row) => row.alternateOf)

    const pieceGone = await trashItem(user.id, ids.item)
    expect(await alternatesOf()).toEqual([null, null])
    expect(await restoreFromTrash(user.id, pieceGone!)).toBe(true)
    expect(await alternatesOf()).toEqual([ids.item, ids.item])

    const capsuleGone = await trashCapsule(user.id, ids.capsule)
    expect(await alternatesOf()).toEqual([null, null])
    expect(await restoreFromTrash(user.id, capsuleGone!)).toBe(true)
    expect(await alternatesOf()).toEqual([ids.item, ids.item])
  })

  test('an item whose client was deleted since cannot be restored, and says so', async () => {
    const { user, ids } = await studio()
    const trashId = await trashItem(user.id, ids.loose)
    await trashClient(user.id, ids.client)
    expect(await restoreFromTrash(user.id, trashId!)).toBe(false)
  })

  test('nobody else can undo, and a missing row is not deleted', async () => {
    const { user, ids } = await studio()
    const stranger = await createSignedInUser('stranger')
    expect(await trashClient(stranger.id, ids.client)).toBeNull()
    expect(await trashItem(stranger.id, ids.item)).toBeNull()
    const trashId = await trashClient(user.id, ids.client)
    expect(await restoreFromTrash(stranger.id, trashId!)).toBe(false)
    expect(await restoreFromTrash(user.id, trashId!)).toBe(true)
  })
})
