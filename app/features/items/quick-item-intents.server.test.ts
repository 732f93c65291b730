import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import { createCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema } from '~/features/capsules/schema'
import { createClient } from '~/features/clients/clients.server'
import { listClientItems } from '~/features/summaries/piece-lists.server'
import type { FormResult } from '~/lib/form-errors'
import { runIntent } from '~/server/forms.server'
import { createUpload } from '~/server/uploads.server'

import { createSignedInUser, type TestUser } from '../../../tests/support/users'
import { createItem } from './items.server'
import { quickItemIntents, wardrobeIntents } from './quick-item-intents.server'
import { ItemSchema } from './schema'

/** A page's action, for the batch capture intents only (null for another intent). */
const handleQuickItemIntent = async (
  ownerId: string,
  form: Record<string, string>,
  target: { capsuleId: string } | { clientId: string },
) =>
  (await runIntent({ ...quickItemIntents, ...wardrobeIntents }, form, {
    ownerId,
    ...target,
    request: new Request('http://localhost/'),
  })) as DataWithResponseInit<FormResult & { itemId?: string }> | null

async function setup(label = 'stylist') {
  const user = await createSignedInUser(label)
  const client = await createClient(user.id, { name: 'Margot', email: null, phone: null })
  const capsule = await createCapsule(
    user.id,
    CapsuleSchema.parse({ clientId: client.id, name: 'Autumn' }),
  )
  if (!capsule.ok) throw new Error('capsule')
  return { user, client, capsuleId: capsule.id }
}

async function uploadFor(user: TestUser) {
  const bytes = await sharp({
    create: { width: 600, height: 800, channels: 3, background: '#345' },
  })
    .jpeg()
    .toBuffer()
  return createUpload(user.id, bytes)
}

async function answerOf(promise: ReturnType<typeof handleQuickItemIntent>) {
  const result = await promise
  if (!result) return null
  return { status: result.init?.status ?? 200, body: result.data }
}

describe('create-item-from-upload', () => {
  test('an uploaded photo becomes an item of the capsule, named as given', async () => {
    const { user, client, capsuleId } = await setup()
    const upload = await uploadFor(user)
    const result = await answerOf(
      handleQuickItemIntent(
        user.id,
        { intent: 'create-item-from-upload', uploadId: upload.id, name: 'Silk blouse' },
        { capsuleId },
      ),
    )
    expect(result).toEqual({ status: 200, body: { ok: true, itemId: expect.any(String) } })
    const [item] = await listClientItems(user.id, client.id)
    expect(item).toMatchObject({
      id: (result!.body as { itemId?: string }).itemId,
      name: 'Silk blouse',
      capsuleId,
      photo: upload.photo,
    })
  })

  test('on the all-items page the item goes to the client’s wardrobe', async () => {
    const { user, client } = await setup()
    const upload = await uploadFor(user)
    const result = await answerOf(
      handleQuickItemIntent(
        user.id,
        { intent: 'create-item-from-upload', uploadId: upload.id, name: 'Coat' },
        { clientId: client.id },
      ),
    )
    expect(result?.status).toBe(200)
    const [item] = await listClientItems(user.id, client.id)
    expect(item).toMatchObject({ name: 'Coat', capsuleId: null })
  })

  test('another stylist’s upload, a spent upload or a stranger’s capsule is refused', async () => {
    const { user, capsuleId } = await setup()
    const stranger = await setup('stranger')
    const upload = await uploadFor(stranger.user)
    const form = { intent: 'create-item-from-upload', uploadId: upload.id, name: 'X' }

    const theirs = await answerOf(handleQuickItemIntent(user.id, form, { capsuleId }))
    expect(theirs).toEqual({
      status: 400,
      body: { formError: 'This photo upload has expired. Please choose the photo again.' },
    })
    const foreignCapsule = await answerOf(
      handleQuickItemIntent(user.id, form, { capsuleId: stranger.capsuleId }),
    )
    expect(foreignCapsule?.status).toBe(404)

    // The owner can still use it, once.
    const own = { capsuleId: stranger.capsuleId }
    expect((await answerOf(handleQuickItemIntent(stranger.user.id, form, own)))?.status).toBe(200)
    expect((await answerOf(handleQuickItemIntent(stranger.user.id, form, own)))?.status).toBe(400)
  })

  test('asked again for a photo already made into an item, it answers that item with the row’s fields, for her only', async () => {
    const { user, client, capsuleId } = await setup()
    const upload = await uploadFor(user)
    const form = {
      intent: 'create-item-from-upload',
      uploadId: upload.id,
      photoKey: upload.photo.key,
      name: 'Indigo jeans',
    }
    const first = await answerOf(handleQuickItemIntent(user.id, form, { capsuleId }))
    const itemId = (first?.body as { itemId: string }).itemId
    // The page reloaded before that answer came: the row asks again, with more typed in it.
    const again = await answerOf(
      handleQuickItemIntent(user.id, { ...form, brand: 'Levi’s' }, { capsuleId }),
    )
    expect(again).toEqual({ status: 200, body: { ok: true, itemId } })
    const items = await listClientItems(user.id, client.id)
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ id: itemId, name: 'Indigo jeans', brand: 'Levi’s' })

    // Another stylist with that key (or another of her capsules) finds nothing.
    const stranger = await setup('stranger-photo-key')
    const theirs = await answerOf(
      handleQuickItemIntent(stranger.user.id, form, { capsuleId: stranger.capsuleId }),
    )
    expect(theirs?.status).toBe(400)
    expect((await listClientItems(user.id, client.id))[0]).toMatchObject({ brand: 'Levi’s' })
  })

  test('a missing or overlong name or upload id is a 400 with a message', async () => {
    const { user, capsuleId } = await setup()
    const result = await answerOf(
      handleQuickItemIntent(
        user.id,
        { intent: 'create-item-from-upload', uploadId: 'x'.repeat(65), name: '' },
        { capsuleId },
      ),
    )
    expect(result?.status).toBe(400)
    expect(result?.body.errors?.name).toBe('Enter the item name.')
    expect(result?.body.errors?.uploadId).toBeDefined()
  })
})

describe('quick-edit-item', () => {
  test('saves the six fields and keeps the others (link, description, photo)', async () => {
    const { user, client, capsuleId } = await setup()
    const created = await createItem(
      user.id,
      { clientId: client.id, capsuleId },
      ItemSchema.parse({ name: 'Img 0042', link: 'https://shop.test/a', description: 'Kept' }),
    )
    if (!created.ok) throw new Error('item')
    const result = await answerOf(
      handleQuickItemIntent(
        user.id,
        {
          intent: 'quick-edit-item',
          id: created.id,
          name: 'Camel coat',
          brand: 'Toteme',
          category: 'Outerwear',
          color: 'Camel',
          size: 'S',
          price: '€890',
          priceCurrency: 'CHF',
        },
        { capsuleId },
      ),
    )
    expect(result).toEqual({ status: 200, body: { ok: true } })
    const [item] = await listClientItems(user.id, client.id)
    expect(item).toMatchObject({
      name: 'Camel coat',
      brand: 'Toteme',
      category: 'Outerwear',
      color: 'Camel',
      size: 'S',
      price: { amount: 89000, currency: 'EUR' },
      link: 'https://shop.test/a',
      description: 'Kept',
    })
  })

  test('an item of another capsule, client or stylist answers like a missing one', async () => {
    const { user, client, capsuleId } = await setup()
    const stranger = await setup('stranger')
    const theirs = await createItem(
      stranger.user.id,
      { clientId: stranger.client.id, capsuleId: stranger.capsuleId },
      ItemSchema.parse({ name: 'Theirs' }),
    )
    const wardrobe = await createItem(
      user.id,
      { clientId: client.id, capsuleId: null },
      ItemSchema.parse({ name: 'Wardrobe' }),
    )
    for (const [id, target] of [
      [theirs.ok ? theirs.id : '', { capsuleId }],
      [wardrobe.ok ? wardrobe.id : '', { capsuleId }],
      [theirs.ok ? theirs.id : '', { clientId: client.id }],
    ] as const) {
      const result = await answerOf(
        handleQuickItemIntent(user.id, { intent: 'quick-edit-item', id, name: 'Mine' }, target),
      )
      expect(result).toEqual({ status: 404, body: { formError: 'This item no longer exists.' } })
    }
  })

  test('a blank name is refused with its message', async () => {
    const { user, capsuleId } = await setup()
    const result = await answerOf(
      handleQuickItemIntent(
        user.id,
        { intent: 'quick-edit-item', id: 'x', name: ' ' },
        { capsuleId },
      ),
    )
    expect(result).toEqual({ status: 400, body: { errors: { name: 'Enter the item name.' } } })
  })
})

describe('move-from-wardrobe', () => {
  test('moves the client’s picked items in no capsule into the capsule, nothing else', async () => {
    const { user, client, capsuleId } = await setup()
    const other = await setup('stranger')
    const make = async (name: string, capsule: string | null) => {
      const made = await createItem(
        user.id,
        { clientId: client.id, capsuleId: capsule },
        ItemSchema.parse({ name }),
      )
      return made.ok ? made.id : ''
    }
    const coat = await make('Coat', null)
    const scarf = await make('Scarf', null)
    const kept = await make('Kept in wardrobe', null)
    const second = await createCapsule(
      user.id,
      CapsuleSchema.parse({ clientId: client.id, name: 'Winter' }),
    )
    const elsewhere = await make('In another capsule', second.ok ? second.id : null)
    const theirs = await createItem(
      other.user.id,
      { clientId: other.client.id, capsuleId: null },
      ItemSchema.parse({ name: 'Theirs' }),
    )

    const result = await answerOf(
      handleQuickItemIntent(
        user.id,
        {
          intent: 'move-from-wardrobe',
          itemIds: [coat, scarf, elsewhere, theirs.ok ? theirs.id : '', coat].join(','),
        },
        { capsuleId },
      ),
    )
    expect(result).toEqual({ status: 200, body: { ok: true, moved: 2 } })
    const items = await listClientItems(user.id, client.id)
    const where = Object.fromEntries(items.map((row) => [row.name, row.capsuleId]))
    expect(where).toEqual({
      Coat: capsuleId,
      Scarf: capsuleId,
      'Kept in wardrobe': null,
      'In another capsule': second.ok ? second.id : null,
    })
    expect(kept).toBeTruthy()
    const [stillTheirs] = await listClientItems(other.user.id, other.client.id)
    expect(stillTheirs?.capsuleId).toBeNull()
  })

  test('nothing picked, or a stranger’s capsule, is refused', async () => {
    const { user, capsuleId } = await setup()
    const other = await setup('stranger')
    const empty = await answerOf(
      handleQuickItemIntent(user.id, { intent: 'move-from-wardrobe', itemIds: '' }, { capsuleId }),
    )
    expect(empty).toEqual({ status: 400, body: { errors: { itemIds: 'Pick at least one item.' } } })
    const foreign = await answerOf(
      handleQuickItemIntent(
        user.id,
        { intent: 'move-from-wardrobe', itemIds: 'x' },
        { capsuleId: other.capsuleId },
      ),
    )
    expect(foreign?.status).toBe(404)
  })
})
