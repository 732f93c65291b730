import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'

import { createCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema } from '~/features/capsules/schema'
import { createClient } from '~/features/clients/clients.server'
import { addAlternate } from '~/features/items/alternates.server'
import { createItem } from '~/features/items/items.server'
import { ItemSchema } from '~/features/items/schema'
import { item } from '~/features/items/tables.server'
import { outfit, outfitItem } from '~/features/outfits/tables.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { createSignedInUser } from '../../../tests/support/users'
import { loadItems, loadOutfits } from './page-content.server'

describe('the client page’s items', () => {
  test('each says which piece it backs up, and what the last stock check found', async () => {
    const user = await createSignedInUser('page-content')
    const client = await createClient(user.id, { name: 'Margot', email: null, phone: null })
    const capsule = await createCapsule(
      user.id,
      CapsuleSchema.parse({ clientId: client.id, name: 'Autumn' }),
    )
    if (!capsule.ok) throw new Error('capsule')
    const place = { clientId: client.id, capsuleId: capsule.id }
    const make = async (name: string) => {
      const made = await createItem(
        user.id,
        place,
        ItemSchema.parse({ name, price: '1290', priceCurrency: 'CHF', ownership: 'to_buy' }),
      )
      if (!made.ok) throw new Error('item')
      return made.id
    }
    const coat = await make('Camel coat')
    const trench = await make('Trench')
    await addAlternate(user.id, capsule.id, coat, { from: 'capsule', itemId: trench })
    const checkedAt = new Date('2026-11-28T09:00:00Z')
    await db
      .update(item)
      .set({
        stockStatus: 'in_stock',
        stockPriceAmount: 99000,
        stockPriceCurrency: 'CHF',
        stockCheckedAt: checkedAt,
      })
      .where(eq(item.id, coat))
    await db
      .update(item)
      .set({ stockStatus: 'sold_out', stockCheckedAt: checkedAt })
      .where(eq(item.id, trench))

    const items = await loadItems(capsule.id)
    expect(items.map(({ name, alternateOf, stock }) => ({ name, alternateOf, stock }))).toEqual([
      {
        name: 'Camel coat',
        alternateOf: null,
        stock: {
          status: 'in_stock',
          price: { amount: 99000, currency: 'CHF' },
          checkedAt: checkedAt.toISOString(),
        },
      },
      {
        name: 'Trench',
        alternateOf: coat,
        stock: { status: 'sold_out', price: null, checkedAt: checkedAt.toISOString() },
      },
    ])
  })
})

test('an outfit with no piece is left out of her page', async () => {
  const user = await createSignedInUser('page-content-outfits')
  const client = await createClient(user.id, { name: 'Margot', email: null, phone: null })
  const capsule = await createCapsule(
    user.id,
    CapsuleSchema.parse({ clientId: client.id, name: 'Winter' }),
  )
  if (!capsule.ok) throw new Error('capsule')
  const made = await createItem(
    user.id,
    { clientId: client.id, capsuleId: capsule.id },
    ItemSchema.parse({ name: 'Coat' }),
  )
  if (!made.ok) throw new Error('item')
  const [dressed, empty] = [createId(), createId()]
  await db.insert(outfit).values([
    { id: dressed, ownerId: user.id, capsuleId: capsule.id, name: 'Office Monday' },
    { id: empty, ownerId: user.id, capsuleId: capsule.id, name: 'Still empty' },
  ])
  await db.insert(outfitItem).values({ outfitId: dressed, itemId: made.id, orderIndex: 0 })
  const outfits = await loadOutfits(capsule.id, new Set([made.id]))
  expect(outfits.map((entry) => [entry.name, entry.itemIds])).toEqual([
    ['Office Monday', [made.id]],
  ])
})
