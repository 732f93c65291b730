import { asc, eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'

import { item } from '~/features/items/tables.server'
import { trashOutfit } from '~/features/trash/index.server'
import { db } from '~/server/db.server'

import { clientWithTwoCapsules, insertItem } from '../../../tests/support/studio-rows'
import { createSignedInUser } from '../../../tests/support/users'
import {
  addOutfitItem,
  createOutfit,
  createOutfitWithItems,
  getOutfit,
  listOutfits,
  removeOutfitItem,
  reorderOutfitItems,
  updateOutfit,
} from './outfits.server'
import { outfit, outfitItem } from './tables.server'

const photo = (key: string) => ({ key, width: 800, height: 1000, widths: [320, 640] })

/** A client with two capsules: four items in the first (the last two with photos), one in the other. */
async function studio(ownerId: string) {
  const { clientId, capsuleId, otherCapsuleId } = await clientWithTwoCapsules(ownerId)
  const items: string[] = []
  for (const [index, name] of ['Blazer', 'Jeans', 'Loafers', 'Scarf'].entries()) {
    items.push(
      await insertItem(
        ownerId,
        clientId,
        capsuleId,
        name,
        index >= 2 ? photo(`photo-${name}`) : null,
      ),
    )
  }
  const elsewhere = await insertItem(ownerId, clientId, otherCapsuleId, 'Coat')
  return { capsuleId, otherCapsuleId, items: items as [string, string, string, string], elsewhere }
}

async function positions(outfitId: string) {
  return db
    .select({ itemId: outfitItem.itemId, orderIndex: outfitItem.orderIndex })
    .from(outfitItem)
    .where(eq(outfitItem.outfitId, outfitId))
    .orderBy(asc(outfitItem.orderIndex))
}

async function newOutfit(ownerId: string, capsuleId: string, name = 'Weekend') {
  const created = await createOutfit(ownerId, capsuleId, name)
  if (!created) throw new Error('outfit not created')
  return created.id
}

describe('outfits', () => {
  test('a new outfit starts at order_index 0, empty, and only in one of the owner’s capsules', async () => {
    const stylist = await createSignedInUser()
    const stranger = await createSignedInUser('stranger')
    const { capsuleId } = await studio(stylist.id)

    const id = await newOutfit(stylist.id, capsuleId, 'Gallery opening')
    const [row] = await db.select().from(outfit).where(eq(outfit.id, id))
    expect(row).toMatchObject({ orderIndex: 0, name: 'Gallery opening', capsuleId })
    expect(await getOutfit(stylist.id, capsuleId, id)).toEqual({
      id,
      capsuleId,
      name: 'Gallery opening',
      description: null,
      items: [],
    })

    expect(await createOutfit(stranger.id, capsuleId, 'Taken over')).toBeNull()
    expect(await createOutfit(stylist.id, 'no-such-capsule', 'Nowhere')).toBeNull()
  })

  test('an outfit is created with its items in the order given and its place, or not at all', async () => {
    const stylist = await createSignedInUser()
    const stranger = await createSignedInUser('stranger')
    const { capsuleId, items, elsewhere } = await studio(stylist.id)
    const [a, b, c] = items

    const created = await createOutfitWithItems(stylist.id, capsuleId, {
      name: 'Gallery opening',
      description: 'For the vernissage',
      itemIds: [c, a, c, b],
      orderIndex: 3,
    })
    const id = created!.id
    expect(await positions(id)).toEqual([
      { itemId: c, orderIndex: 0 },
      { itemId: a, orderIndex: 1 },
      { itemId: b, orderIndex: 2 },
    ])
    expect(await getOutfit(stylist.id, capsuleId, id)).toMatchObject({
      name: 'Gallery opening',
      description: 'For the vernissage',
      items: [{ id: c }, { id: a }, { id: b }],
    })
    const [row] = await db.select().from(outfit).where(eq(outfit.id, id))
    expect(row).toMatchObject({ orderIndex: 3 })

    // An item of another capsule or account, or a capsule not hers: nothing is written.
    const refused = [
      createOutfitWithItems(stylist.id, capsuleId, { name: 'Mixed', itemIds: [a, elsewhere] }),
      createOutfitWithItems(stylist.id, capsuleId, { name: 'Unknown', itemIds: ['no-such-item'] }),
      createOutfitWithItems(stranger.id, capsuleId, { name: 'Taken over', itemIds: [a] }),
    ]
    expect(await Promise.all(refused)).toEqual([null, null, null])
    expect((await listOutfits(stylist.id, capsuleId)).map((entry) => entry.id)).toEqual([id])
  })

  test('an added item goes last (highest order_index + 1), or at 0 in an empty outfit', async () => {
    const stylist = await createSignedInUser()
    const { capsuleId, items } = await studio(stylist.id)
    const [a, b, c] = items
    const id = await newOutfit(stylist.id, capsuleId)

    expect(await addOutfitItem(stylist.id, id, b)).toBe('added')
    expect(await positions(id)).toEqual([{ itemId: b, orderIndex: 0 }])
    expect(await addOutfitItem(stylist.id, id, a)).toBe('added')
    // After a removal the next one still goes after the highest position.
    await db.update(outfitItem).set({ orderIndex: 7 }).where(eq(outfitItem.itemId, a))
    expect(await addOutfitItem(stylist.id, id, c)).toBe('added')
    expect(await positions(id)).toEqual([
      { itemId: b, orderIndex: 0 },
      { itemId: a, orderIndex: 7 },
      { itemId: c, orderIndex: 8 },
    ])

    expect(await removeOutfitItem(stylist.id, id, a)).toBe(true)
    expect(await removeOutfitItem(stylist.id, id, a)).toBe(false)
    await removeOutfitItem(stylist.id, id, b)
    await removeOutfitItem(stylist.id, id, c)
    expect(await addOutfitItem(stylist.id, id, c)).toBe('added')
    expect(await positions(id)).toEqual([{ itemId: c, orderIndex: 0 }])
  })

  test('an item already in the outfit is refused and keeps its place', async () => {
    const stylist = await createSignedInUser()
    const { capsuleId, items } = await studio(stylist.id)
    const [a, b] = items
    const id = await newOutfit(stylist.id, capsuleId)
    await addOutfitItem(stylist.id, id, a)
    await addOutfitItem(stylist.id, id, b)

    expect(await addOutfitItem(stylist.id, id, a)).toBe('duplicate')
    expect(await positions(id)).toEqual([
      { itemId: a, orderIndex: 0 },
      { itemId: b, orderIndex: 1 },
    ])
  })

  test('only an item of the same capsule and the same owner can be added', async () => {
    const stylist = await createSignedInUser()
    const stranger = await createSignedInUser('stranger')
    const { capsuleId, items, elsewhere } = await studio(stylist.id)
    const theirs = await studio(stranger.id)
    const id = await newOutfit(stylist.id, capsuleId)

    expect(await addOutfitItem(stylist.id, id, elsewhere)).toBe('missing')
    expect(await addOutfitItem(stylist.id, id, theirs.items[0])).toBe('missing')
    expect(await addOutfitItem(stylist.id, id, 'no-such-item')).toBe('missing')
    // Nor can another account add to, remove from or reorder this outfit.
    expect(await addOutfitItem(stranger.id, id, theirs.items[0])).toBe('missing')
    expect(await addOutfitItem(stranger.id, id, items[0])).toBe('missing')
    expect(await positions(id)).toEqual([])

    await addOutfitItem(stylist.id, id, items[0])
    expect(await removeOutfitItem(stranger.id, id, items[0])).toBe(false)
    expect(await reorderOutfitItems(stranger.id, id, [items[0]])).toBe('missing')
    expect(await positions(id)).toEqual([{ itemId: items[0], orderIndex: 0 }])
  })

  test('reordering rewrites every position as 0..n-1 in one transaction', async () => {
    const stylist = await createSignedInUser()
    const { capsuleId, items } = await studio(stylist.id)
    const [a, b, c, d] = items
    const id = await newOutfit(stylist.id, capsuleId)
    for (const itemId of [a, b, c, d]) await addOutfitItem(stylist.id, id, itemId)
    await removeOutfitItem(stylist.id, id, b) // leaves a gap: 0, 2, 3

    const transaction = vi.spyOn(db, 'transaction')
    const update = vi.spyOn(db, 'update')
    expect(await reorderOutfitItems(stylist.id, id, [d, a, c])).toBe('ok')
    expect(transaction).toHaveBeenCalledTimes(1)
    expect(update).not.toHaveBeenCalled() // every write went through the transaction
    transaction.mockRestore()
    update.mockRestore()

    expect(await positions(id)).toEqual([
      { itemId: d, orderIndex: 0 },
      { itemId: a, orderIndex: 1 },
      { itemId: c, orderIndex: 2 },
    ])
    const detail = await getOutfit(stylist.id, capsuleId, id)
    expect(detail?.items.map((row) => row.name)).toEqual(['Scarf', 'Blazer', 'Loafers'])
  })

  test('a reorder that is not exactly the outfit’s items is refused and changes nothing', async () => {
    const stylist = await createSignedInUser()
    const { capsuleId, items, elsewhere } = await studio(stylist.id)
    const [a, b, c, d] = items
    const id = await newOutfit(stylist.id, capsuleId)
    for (const itemId of [a, b, c]) await addOutfitItem(stylist.id, id, itemId)
    const before = await positions(id)

    for (const attempt of [
      [c, b], // one missing
      [c, b, a, d], // one extra
      [c, b, elsewhere], // one swapped for another
      [c, c, a], // one twice
      [],
    ]) {
      expect(await reorderOutfitItems(stylist.id, id, attempt)).toBe('mismatch')
      expect(await positions(id)).toEqual(before)
    }
    expect(await reorderOutfitItems(stylist.id, 'no-such-outfit', [a])).toBe('missing')
  })

  test('the list is ordered, counts items and previews the first four photos in outfit order', async () => {
    const stylist = await createSignedInUser()
    const { capsuleId, otherCapsuleId, items } = await studio(stylist.id)
    const [a, b, c, d] = items
    const first = await newOutfit(stylist.id, capsuleId, 'First')
    const second = await newOutfit(stylist.id, capsuleId, 'Second')
    await newOutfit(stylist.id, otherCapsuleId, 'Elsewhere')
    for (const itemId of [d, a, c, b]) await addOutfitItem(stylist.id, first, itemId)
    // The last stock check found the scarf sold out: the card says so.
    await db
      .update(item)
      .set({ stockStatus: 'sold_out', stockCheckedAt: new Date() })
      .where(eq(item.id, d!))

    const list = await listOutfits(stylist.id, capsuleId)
    expect(list).toEqual([
      {
        id: first,
        name: 'First',
        description: null,
        itemCount: 4,
        previewPhotos: [
          { itemId: d, name: 'Scarf', photo: photo('photo-Scarf') },
          { itemId: c, name: 'Loafers', photo: photo('photo-Loafers') },
        ],
        soldOut: ['Scarf'],
      },
      {
        id: second,
        name: 'Second',
        description: null,
        itemCount: 0,
        previewPhotos: [],
        soldOut: [],
      },
    ])

    // A higher order_index puts an outfit later.
    await db.update(outfit).set({ orderIndex: 1 }).where(eq(outfit.id, first))
    expect((await listOutfits(stylist.id, capsuleId)).map((row) => row.name)).toEqual([
      'Second',
      'First',
    ])
  })

  test('name and description are updated separately; another account changes and deletes nothing', async () => {
    const stylist = await createSignedInUser()
    const stranger = await createSignedInUser('stranger')
    const { capsuleId } = await studio(stylist.id)
    const id = await newOutfit(stylist.id, capsuleId, 'Draft')

    expect(await updateOutfit(stylist.id, id, { description: 'For the gallery' })).toBe(true)
    expect(await updateOutfit(stylist.id, id, { name: 'Gallery opening' })).toBe(true)
    expect(await updateOutfit(stranger.id, id, { name: 'Taken over' })).toBe(false)
    expect(await trashOutfit(stranger.id, id)).toBeNull()
    expect(await listOutfits(stranger.id, capsuleId)).toEqual([])
    expect(await getOutfit(stranger.id, capsuleId, id)).toBeNull()
    expect(await getOutfit(stylist.id, capsuleId, id)).toMatchObject({
      name: 'Gallery opening',
      description: 'For the gallery',
    })

    expect(await updateOutfit(stylist.id, id, { description: null })).toBe(true)
    expect((await getOutfit(stylist.id, capsuleId, id))?.description).toBeNull()
    expect(await trashOutfit(stylist.id, id, 'another-capsule')).toBeNull()
    expect(await trashOutfit(stylist.id, id, capsuleId)).toBeTruthy()
    expect(await getOutfit(stylist.id, capsuleId, id)).toBeNull()
  })
})
