import { inflateRawSync } from 'node:zlib'

import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import { createCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema } from '~/features/capsules/schema'
import { createCheatSheet } from '~/features/cheat-sheets/cheat-sheets.server'
import { createClient } from '~/features/clients/clients.server'
import { message, thread } from '~/features/conversation/tables.server'
import { feedback } from '~/features/feedback/tables.server'
import { createItem } from '~/features/items/items.server'
import { ItemSchema } from '~/features/items/schema'
import { item } from '~/features/items/tables.server'
import { addOutfitItem, createOutfit } from '~/features/outfits/outfits.server'
import { ensureStudio } from '~/features/studio/studio.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { storage } from '~/server/storage.server'
import { createUpload } from '~/server/uploads.server'

import { answer, createSignedInUser, routeArgs, type TestUser } from '../../../tests/support/users'
import { loader } from './export'

/** The entries of a zip (stored or deflated), read from its central directory. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  expect(end).toBeGreaterThan(-1)
  const count = zip.readUInt16LE(end + 10)
  let offset = zip.readUInt32LE(end + 16)
  const entries = new Map<string, Buffer>()
  for (let index = 0; index < count; index++) {
    expect(zip.readUInt32LE(offset)).toBe(0x02014b50)
    const method = zip.readUInt16LE(offset + 10)
    const compressedSize = zip.readUInt32LE(offset + 20)
    const nameLength = zip.readUInt16LE(offset + 28)
    const extraLength = zip.readUInt16LE(offset + 30)
    const commentLength = zip.readUInt16LE(offset + 32)
    const local = zip.readUInt32LE(offset + 42)
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength)
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const data = zip.subarray(dataStart, dataStart + compressedSize)
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data))
    offset += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

const jpeg = (red: number) =>
  sharp({ create: { width: 700, height: 500, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer()

async function largeBytes(photoKey: string): Promise<Buffer> {
  const object = await storage.get(`${photoKey}/large.webp`)
  if (!object) throw new Error('photo missing')
  const chunks: Buffer[] = []
  for await (const chunk of object.body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** A client with a capsule, an item with a photo, an outfit and a cheat sheet with an image. */
async function studio(owner: TestUser, clientName: string) {
  const client = await createClient(owner.id, { name: clientName, email: null, phone: null })
  const capsule = await createCapsule(
    owner.id,
    CapsuleSchema.parse({ clientId: client.id, name: `${clientName}'s capsule` }),
  )
  if (!capsule.ok) throw new Error('no capsule')
  const upload = await createUpload(owner.id, await jpeg(clientName.length * 10))
  const item = await createItem(
    owner.id,
    { clientId: client.id, capsuleId: capsule.id },
    ItemSchema.parse({ name: `${clientName}'s blazer`, price: '-20%', photoUpload: upload.id }),
  )
  if (!item.ok) throw new Error('no item')
  const outfit = await createOutfit(owner.id, capsule.id, `${clientName}'s outfit`)
  if (!outfit) throw new Error('no outfit')
  await addOutfitItem(owner.id, outfit.id, item.id)
  const image = await createUpload(owner.id, await jpeg(200))
  const sheet = await createCheatSheet(owner.id, capsule.id, {
    name: `${clientName}'s sheet`,
    description: null,
    imageUpload: image.id,
    imageUploadRemove: false,
    itemIds: [item.id],
  })
  if (!sheet.ok) throw new Error('no sheet')
  return {
    clientId: client.id,
    capsuleId: capsule.id,
    itemId: item.id,
    outfitId: outfit.id,
    sheetId: sheet.id,
    itemPhotoKey: upload.photo.key,
    sheetImageKey: image.photo.key,
  }
}

async function exportOf(user: TestUser) {
  const response = (await loader(routeArgs('/dashboard/export.zip', { user }))) as Response
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/zip')
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="capsule-studio-export-\d{4}-\d{2}-\d{2}\.zip"$/,
  )
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  return unzip(Buffer.from(await response.arrayBuffer()))
}

const json = (entries: Map<string, Buffer>, name: string) =>
  JSON.parse(entries.get(name)!.toString('utf8')) as Record<string, unknown>[]

describe('Export my data', () => {
  test('signed out, the export answers 401 (the sign-in screen)', async () => {
    expect((await answer(() => loader(routeArgs('/dashboard/export.zip')))).status).toBe(401)
  })

  test("the zip holds the account's records as JSON and CSV, and its photos; nothing of another account", async () => {
    const alice = await createSignedInUser('alice')
    const bob = await createSignedInUser('bob')
    const mine = await studio(alice, 'Margot')
    const theirs = await studio(bob, 'Zelda')
    await ensureStudio(alice.id, { name: 'Atelier Alice', acceptLanguage: 'de-CH' })
    await ensureStudio(bob.id, { name: 'Bob', acceptLanguage: 'en-GB' })
    // What a stock check found on her piece's shop page.
    const checkedAt = new Date('2026-11-28T05:00:00.000Z')
    await db
      .update(item)
      .set({
        stockStatus: 'sold_out',
        stockPriceAmount: 8900,
        stockPriceCurrency: 'EUR',
        stockCheckedAt: checkedAt,
      })
      .where(eq(item.id, mine.itemId))

    const entries = await exportOf(alice)
    const names = [...entries.keys()].sort()
    expect(json(entries, 'studio.json')).toEqual([
      expect.objectContaining({ name: 'Atelier Alice', currency: 'CHF' }),
    ])
    for (const set of ['studio', 'clients', 'capsules', 'items', 'outfits', 'cheat-sheets']) {
      expect(names).toContain(`${set}.json`)
      expect(names).toContain(`${set}.csv`)
    }
    expect(names).toContain('README.txt')
    // The order of the photos in the zip does not matter (they are written as they are read).
    expect(names.filter((name) => name.startsWith('photos/')).sort()).toEqual(
      [`photos/${mine.itemId}.webp`, `photos/cheat-sheets/${mine.sheetId}.webp`].sort(),
    )

    expect(json(entries, 'clients.json')).toEqual([
      expect.objectContaining({ id: mine.clientId, name: 'Margot' }),
    ])
    expect(json(entries, 'capsules.json')).toEqual([
      expect.objectContaining({
        id: mine.capsuleId,
        client_id: mine.clientId,
        link: `http://localhost:3000/capsule/${mine.capsuleId}`,
        password_protected: false,
      }),
    ])
    expect(json(entries, 'items.json')).toEqual([
      expect.objectContaining({
        id: mine.itemId,
        capsule_id: mine.capsuleId,
        place: 1,
        alternate_of: null,
        photo_file: `photos/${mine.itemId}.webp`,
        stock_status: 'sold_out',
        stock_price_amount: '89.00',
        stock_price_currency: 'EUR',
        stock_checked_at: checkedAt.toISOString(),
      }),
    ])
    expect(json(entries, 'outfits.json')).toEqual([
      expect.objectContaining({ id: mine.outfitId, item_ids: [mine.itemId] }),
    ])
    expect(json(entries, 'cheat-sheets.json')).toEqual([
      expect.objectContaining({
        id: mine.sheetId,
        item_ids: [mine.itemId],
        image_file: `photos/cheat-sheets/${mine.sheetId}.webp`,
      }),
    ])

    // The photos are the stored large versions, byte for byte.
    expect(
      entries.get(`photos/${mine.itemId}.webp`)?.equals(await largeBytes(mine.itemPhotoKey)),
    ).toBe(true)
    expect(
      entries
        .get(`photos/cheat-sheets/${mine.sheetId}.webp`)
        ?.equals(await largeBytes(mine.sheetImageKey)),
    ).toBe(true)

    // Nothing of Bob's: no id, no name, no photo, in any file.
    const everything = Buffer.concat([...entries.values()])
    for (const secret of [...Object.values(theirs), 'Zelda']) {
      expect(everything.includes(secret), secret).toBe(false)
    }
    const bobsPhoto = await largeBytes(theirs.itemPhotoKey)
    expect([...entries.values()].some((body) => body.equals(bobsPhoto))).toBe(false)

    // And Bob's own export has his, not Alice's.
    const bobs = await exportOf(bob)
    expect(json(bobs, 'clients.json').map((row) => row.name)).toEqual(['Zelda'])
  })

  test("the zip holds the clients' feedback and the conversation; nothing of another account", async () => {
    const alice = await createSignedInUser('feedback-alice')
    const bob = await createSignedInUser('feedback-bob')
    const mine = await studio(alice, 'Odile')
    const theirs = await studio(bob, 'Yvette')
    await db.insert(feedback).values([
      {
        id: createId(),
        ownerId: alice.id,
        capsuleId: mine.capsuleId,
        target: `item:${mine.itemId}`,
        itemId: mine.itemId,
        reaction: 'no',
        bought: false,
      },
      {
        id: createId(),
        ownerId: bob.id,
        capsuleId: theirs.capsuleId,
        target: `item:${theirs.itemId}`,
        itemId: theirs.itemId,
        reaction: 'love',
      },
    ])
    for (const [owner, capsuleId, itemId, body] of [
      [alice.id, mine.capsuleId, mine.itemId, 'Too short for me'],
      [bob.id, theirs.capsuleId, theirs.itemId, 'Bob’s client note'],
    ] as const) {
      const threadId = createId()
      await db
        .insert(thread)
        .values({ id: threadId, ownerId: owner, capsuleId, target: `item:${itemId}`, itemId })
      await db
        .insert(message)
        .values({ id: createId(), ownerId: owner, capsuleId, threadId, author: 'client', body })
    }
    const entries = await exportOf(alice)
    expect(json(entries, 'feedback.json')).toEqual([
      expect.objectContaining({
        capsule_id: mine.capsuleId,
        item_id: mine.itemId,
        outfit_id: null,
        reaction: 'Not for me',
        bought: false,
      }),
    ])
    expect(json(entries, 'messages.json')).toEqual([
      expect.objectContaining({
        capsule_id: mine.capsuleId,
        about: 'item',
        item_id: mine.itemId,
        from: 'client',
        text: 'Too short for me',
      }),
    ])
    expect(entries.get('messages.csv')?.toString('utf8')).toContain('Too short for me')
    expect(entries.get('messages.csv')?.toString('utf8')).not.toContain('Bob’s client note')
  })

  test('a photo missing from storage is left out; the zip is still complete', async () => {
    const stylist = await createSignedInUser('missing')
    const mine = await studio(stylist, 'Ines')
    await storage.delete([`${mine.itemPhotoKey}/large.webp`])

    const entries = await exportOf(stylist)
    expect([...entries.keys()].filter((name) => name.startsWith('photos/'))).toEqual([
      `photos/cheat-sheets/${mine.sheetId}.webp`,
    ])
    expect(json(entries, 'items.json')).toHaveLength(1)
  })

  test('CSV cells are quoted and escaped, and formulas are shown as text', async () => {
    const stylist = await createSignedInUser('csv')
    await createClient(stylist.id, {
      name: '=HYPERLINK("http://evil.example","click")',
      email: null,
      phone: '+1 555 0100',
    })
    await createClient(stylist.id, { name: 'Quote "me", please', email: null, phone: null })

    const entries = await exportOf(stylist)
    const csv = entries.get('clients.csv')!.toString('utf8')
    expect(csv.startsWith('\uFEFF"id","name","email","phone","size_tops",')).toBe(true)
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")","","'+1 555 0100"`)
    expect(csv).toContain('"Quote ""me"", please","",""')
    // JSON keeps the exact values (two clients made in the same millisecond may come either way).
    expect(json(entries, 'clients.json').map((row) => row.name)).toEqual(
      expect.arrayContaining(['=HYPERLINK("http://evil.example","click")', 'Quote "me", please']),
    )
    expect(json(entries, 'clients.json')).toHaveLength(2)
  })
})
