import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

import { createCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema } from '~/features/capsules/schema'
import { createClient } from '~/features/clients/clients.server'
import { readShopLink } from '~/features/link-import/link-import.server'
import { listCapsuleItems, listClientItems } from '~/features/summaries/piece-lists.server'
import type { FormResult } from '~/lib/form-errors'
import { runIntent } from '~/server/forms.server'

import {
  SHOP_PAGES,
  type ShopFixtures,
  startShopFixtures,
} from '../../../tests/support/shop-fixtures'
import { createSignedInUser, type TestUser } from '../../../tests/support/users'
import { alternateIntents } from './alternate-intents.server'
import { moveCapsuleItems, reorderCapsuleItems } from './bulk-items.server'
import { createItem } from './items.server'
import {
  ALTERNATE_HAS_ALTERNATES,
  ALTERNATE_NOT_TO_BUY,
  ALTERNATE_OF_ALTERNATE,
  ALTERNATES_FULL,
  ITEM_GONE,
} from './messages'
import { ItemSchema } from './schema'

// The fixture shop is on loopback, which only the tests' configuration lets link import read.
vi.hoisted(() => {
  process.env.LINK_IMPORT_ALLOW_PRIVATE = 'true'
})

let shop: ShopFixtures
beforeAll(async () => {
  shop = await startShopFixtures()
})
afterAll(() => shop.close())

const intents = alternateIntents(readShopLink)

async function post(user: TestUser, capsuleId: string, form: Record<string, string>) {
  const reply = (await runIntent(intents, form, {
    ownerId: user.id,
    capsuleId,
    request: new Request('http://localhost/'),
  })) as DataWithResponseInit<FormResult> | null
  return { status: reply?.init?.status ?? 200, body: reply?.data }
}

async function setup(label = 'stylist') {
  const user = await createSignedInUser(label)
  const client = await createClient(user.id, { name: 'Margot', email: null, phone: null })
  const made = await createCapsule(
    user.id,
    CapsuleSchema.parse({ clientId: client.id, name: 'Autumn' }),
  )
  if (!made.ok) throw new Error('capsule')
  const capsuleId = made.id
  const piece = async (name: string, extra: Record<string, string> = {}, inCapsule = true) => {
    const result = await createItem(
      user.id,
      { clientId: client.id, capsuleId: inCapsule ? capsuleId : null },
      ItemSchema.parse({ name, ownership: 'to_buy', ...extra }),
    )
    if (!result.ok) throw new Error('item')
    return result.id
  }
  return { user, client, capsuleId, piece }
}

/** The capsule's items as `name → alternate of (name)`, in her order. */
async function alternatesOf(user: TestUser, capsuleId: string) {
  const items = await listCapsuleItems(user.id, capsuleId)
  const nameOf = new Map(items.map((item) => [item.id, item.name]))
  return items.map((item) => [item.name, item.alternateOf && nameOf.get(item.alternateOf)])
}

describe('adding an alternate', () => {
  test('a piece of the capsule leaves the main list and goes under the piece, last', async () => {
    const { user, capsuleId, piece } = await setup()
    const coat = await piece('Camel coat')
    const trench = await piece('Trench')
    const parka = await piece('Parka')
    await piece('Loafers')
    for (const itemId of [parka, trench]) {
      expect(
        await post(user, capsuleId, {
          intent: 'add-alternate-from-capsule',
          pieceId: coat,
          itemId,
        }),
      ).toEqual({ status: 200, body: { ok: true } })
    }
    expect(await alternatesOf(user, capsuleId)).toEqual([
      ['Camel coat', null],
      ['Loafers', null],
      ['Parka', 'Camel coat'],
      ['Trench', 'Camel coat'],
    ])
    // Her order of the main list no longer names the alternates.
    const items = await listCapsuleItems(user.id, capsuleId)
    const own = items.filter((item) => !item.alternateOf).map((item) => item.id)
    expect(await reorderCapsuleItems(user.id, capsuleId, own.reverse())).toBe('ok')
  })

  test('a piece of her wardrobe joins the capsule as an alternate', async () => {
    const { user, client, capsuleId, piece } = await setup()
    const coat = await piece('Camel coat')
    const scarf = await piece('Cashmere scarf', {}, false)
    expect(
      await post(user, capsuleId, {
        intent: 'add-alternate-from-wardrobe',
        pieceId: coat,
        itemId: scarf,
      }),
    ).toEqual({ status: 200, body: { ok: true } })
    expect(await alternatesOf(user, capsuleId)).toEqual([
      ['Camel coat', null],
      ['Cashmere scarf', 'Camel coat'],
    ])
    // A piece of the capsule is not one of her wardrobe.
    const inCapsule = await piece('Boots')
    expect(
      await post(user, capsuleId, {
        intent: 'add-alternate-from-wardrobe',
        pieceId: coat,
        itemId: inCapsule,
      }),
    ).toEqual({ status: 404, body: { formError: ITEM_GONE } })
    expect((await listClientItems(user.id, client.id)).every((item) => item.capsuleId)).toBe(true)
  })

  test('a shop link becomes a new item of the capsule, filled and photographed from the page', async () => {
    const { user, capsuleId, piece } = await setup()
    const coat = await piece('Camel coat')
    expect(
      await post(user, capsuleId, {
        intent: 'add-alternate-from-link',
        pieceId: coat,
        url: shop.url(SHOP_PAGES.jsonLd),
      }),
    ).toEqual({ status: 200, body: { ok: true } })
    const made = (await listCapsuleItems(user.id, capsuleId)).find((item) => item.alternateOf)
    expect(made).toMatchObject({
      name: 'Gaspard Cardigan & Belt',
      alternateOf: coat,
      link: shop.url(SHOP_PAGES.jsonLd),
      photo: expect.objectContaining({ key: expect.any(String) }),
    })
    expect(made?.price).not.toBeNull()
  })

  test('a page that is no product is refused next to the link, what she typed kept', async () => {
    const { user, capsuleId, piece } = await setup()
    const coat = await piece('Camel coat')
    const url = shop.url(SHOP_PAGES.notHtml)
    const result = await post(user, capsuleId, {
      intent: 'add-alternate-from-link',
      pieceId: coat,
      url,
    })
    expect(result.status).toBe(400)
    expect(result.body?.errors?.url).toEqual(expect.any(String))
    expect(await listCapsuleItems(user.id, capsuleId)).toHaveLength(1)
    const empty = await post(user, capsuleId, {
      intent: 'add-alternate-from-link',
      pieceId: coat,
      url: ' ',
    })
    expect(empty).toMatchObject({
      status: 400,
      body: { errors: { url: 'Paste the link of a product page.' }, values: { url: ' ' } },
    })
  })
})

describe('the rules, checked on the server', () => {
  test('a fourth alternate is refused with a message, a link one before the shop is asked', async () => {
    const { user, capsuleId, piece } = await setup()
    const coat = await piece('Camel coat')
    for (const name of ['One', 'Two', 'Three']) {
      const itemId = await piece(name)
      await post(user, capsuleId, { intent: 'add-alternate-from-capsule', pieceId: coat, itemId })
    }
    const fourth = await piece('Four')
    expect(
      await post(user, capsuleId, {
        intent: 'add-alternate-from-capsule',
        pieceId: coat,
        itemId: fourth,
      }),
    ).toEqual({ status: 400, body: { formError: ALTERNATES_FULL } })
    expect(
      await post(user, capsuleId, {
        intent: 'add-alternate-from-link',
        pieceId: coat,
        url: shop.url(SHOP_PAGES.jsonLd),
      }),
    ).toEqual({ status: 400, body: { formError: ALTERNATES_FULL } })
    expect(await listCapsuleItems(user.id, capsuleId)).toHaveLength(5)
  })

  test('no alternate of an alternate, nor an alternate with its own; none for an owned piece', async () => {
    const { user, capsuleId, piece } = await setup()
    const coat = await piece('Camel coat')
    const trench = await piece('Trench')
    const parka = await piece('Parka')
    const owned = await piece('Old jeans', { ownership: 'owned' })
    await post(user, capsuleId, {
      intent: 'add-alternate-from-capsule',
      pieceId: coat,
      itemId: trench,
    })
    expect(
      await post(user, capsuleId, {
        intent: 'add-alternate-from-capsule',
        pieceId: trench,
        itemId: parka,
      }),
    ).toEqual({ status: 400, body: { formError: ALTERNATE_OF_ALTERNATE } })
    expect(
      await post(user, capsuleId, {
        intent: 'add-alternate-from-capsule',
        pieceId: parka,
        itemId: coat,
      }),
    ).toEqual({ status: 400, body: { formError: ALTERNATE_HAS_ALTERNATES } })
    expect(
      await post(user, capsuleId, {
        intent: 'add-alternate-from-capsule',
        pieceId: owned,
        itemId: parka,
      }),
    ).toEqual({ status: 400, body: { formError: ALTERNATE_NOT_TO_BUY } })
  })

  test("a stranger's capsule, piece or item answers exactly like a missing one", async () => {
    const mine = await setup('owner')
    const theirs = await setup('stranger')
    const coat = await mine.piece('Camel coat')
    const trench = await mine.piece('Trench')
    const strangerPiece = await theirs.piece('Their coat')
    const missing = { status: 404, body: { formError: ITEM_GONE } }
    const attempts: [string, Record<string, string>][] = [
      [mine.capsuleId, { intent: 'add-alternate-from-capsule', pieceId: coat, itemId: trench }],
      [
        theirs.capsuleId,
        { intent: 'add-alternate-from-capsule', pieceId: strangerPiece, itemId: trench },
      ],
      [
        mine.capsuleId,
        { intent: 'add-alternate-from-link', pieceId: coat, url: shop.url(SHOP_PAGES.jsonLd) },
      ],
      [mine.capsuleId, { intent: 'release-alternate', id: trench }],
      [mine.capsuleId, { intent: 'move-alternate', id: trench, direction: 'up' }],
      [mine.capsuleId, { intent: 'add-alternate-from-capsule', pieceId: coat, itemId: 'nope' }],
    ]
    for (const [capsuleId, form] of attempts) {
      expect(await post(theirs.user, capsuleId, form)).toEqual(missing)
    }
    expect(await alternatesOf(mine.user, mine.capsuleId)).toEqual([
      ['Camel coat', null],
      ['Trench', null],
    ])
  })
})

describe('her order of the alternates, and letting one go', () => {
  test('up and down swap neighbours; Remove as alternate puts it last in the capsule', async () => {
    const { user, capsuleId, piece } = await setup()
    const coat = await piece('Camel coat')
    const ids: string[] = []
    for (const name of ['One', 'Two', 'Three']) {
      const itemId = await piece(name)
      ids.push(itemId)
      await post(user, capsuleId, { intent: 'add-alternate-from-capsule', pieceId: coat, itemId })
    }
    await piece('Loafers')
    const order = async () =>
      (await listCapsuleItems(user.id, capsuleId))
        .filter((item) => item.alternateOf === coat)
        .map((item) => item.name)
    await post(user, capsuleId, { intent: 'move-alternate', id: ids[2]!, direction: 'up' })
    expect(await order()).toEqual(['One', 'Three', 'Two'])
    await post(user, capsuleId, { intent: 'move-alternate', id: ids[0]!, direction: 'down' })
    expect(await order()).toEqual(['Three', 'One', 'Two'])
    // At the top already: nothing moves.
    await post(user, capsuleId, { intent: 'move-alternate', id: ids[2]!, direction: 'up' })
    expect(await order()).toEqual(['Three', 'One', 'Two'])

    expect(await post(user, capsuleId, { intent: 'release-alternate', id: ids[0]! })).toEqual({
      status: 200,
      body: { ok: true },
    })
    const own = (await listCapsuleItems(user.id, capsuleId)).filter((item) => !item.alternateOf)
    expect(own.map((item) => item.name)).toEqual(['Camel coat', 'Loafers', 'One'])
    expect(await order()).toEqual(['Three', 'Two'])
  })
})

describe('a piece leaving its capsule', () => {
  test('its alternates stay, as pieces of their own; moved with it, they are lone pieces there too', async () => {
    const { user, client, capsuleId, piece } = await setup()
    const coat = await piece('Camel coat')
    const trench = await piece('Trench')
    const parka = await piece('Parka')
    for (const itemId of [trench, parka]) {
      await post(user, capsuleId, { intent: 'add-alternate-from-capsule', pieceId: coat, itemId })
    }
    // The coat and one of its alternates to her wardrobe, in one move.
    expect(await moveCapsuleItems(user.id, capsuleId, [coat, trench], null)).toMatchObject({
      ok: true,
      moved: 2,
    })
    expect(await alternatesOf(user, capsuleId)).toEqual([['Parka', null]])
    const wardrobe = (await listClientItems(user.id, client.id)).filter((row) => !row.capsuleId)
    expect(wardrobe.map((row) => [row.name, row.alternateOf]).sort()).toEqual([
      ['Camel coat', null],
      ['Trench', null],
    ])
  })
})
