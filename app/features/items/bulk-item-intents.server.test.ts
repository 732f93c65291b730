import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'

import { createCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema } from '~/features/capsules/schema'
import { capsule } from '~/features/capsules/tables.server'
import { createClient } from '~/features/clients/clients.server'
import { listCapsuleItems } from '~/features/summaries/piece-lists.server'
import { restoreFromTrash, trashItems } from '~/features/trash/index.server'
import { db } from '~/server/db.server'
import { runIntent } from '~/server/forms.server'

import { answer, createSignedInUser, type TestUser } from '../../../tests/support/users'
import { capsuleItemDeleteIntents, capsuleItemIntents } from './bulk-item-intents.server'
import { createItem, listWardrobeItems, moveItemsIntoCapsule, updateItem } from './items.server'
import { ItemSchema } from './schema'

const stranger = await createSignedInUser('bulk-stranger')

async function newCapsule(user: TestUser, clientId: string, name: string) {
  const made = await createCapsule(user.id, CapsuleSchema.parse({ clientId, name }))
  if (!made.ok) throw new Error('capsule')
  return made.id
}

async function newItem(user: TestUser, clientId: string, capsuleId: string | null, name: string) {
  const made = await createItem(user.id, { clientId, capsuleId }, ItemSchema.parse({ name }))
  if (!made.ok) throw new Error('item')
  return made.id
}

/** A client with two capsules; the first holds a coat, a blouse and trousers, added in that order. */
async function studio() {
  const user = await createSignedInUser('bulk')
  const margot = await createClient(user.id, { name: 'Margot', email: null, phone: null })
  const riviera = await newCapsule(user, margot.id, 'Riviera')
  const winter = await newCapsule(user, margot.id, 'Winter')
  const coat = await newItem(user, margot.id, riviera, 'Camel coat')
  const blouse = await newItem(user, margot.id, riviera, 'Silk blouse')
  const trousers = await newItem(user, margot.id, riviera, 'Wide trousers')
  // Someone else's capsule and item, with ids to try.
  const theirs = await createClient(stranger.id, { name: 'Theirs', email: null, phone: null })
  const theirCapsule = await newCapsule(stranger, theirs.id, 'Theirs')
  const theirItem = await newItem(stranger, theirs.id, theirCapsule, 'Their coat')
  return { user, margot, riviera, winter, coat, blouse, trousers, theirCapsule, theirItem }
}

/** The page's action for one of the Items tab's intents, on the capsule `capsuleId`. */
function post(user: TestUser, capsuleId: string, fields: [string, string][]) {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  return answer(
    async () =>
      (await runIntent({ ...capsuleItemIntents, ...capsuleItemDeleteIntents(trashItems) }, form, {
        ownerId: user.id,
        capsuleId,
        request: new Request('http://localhost/'),
      })) as never,
  )
}

const names = async (user: TestUser, capsuleId: string) =>
  (await listCapsuleItems(user.id, capsuleId)).map((row) => row.name)
const version = async (id: string) =>
  (await db.select({ v: capsule.contentVersion }).from(capsule).where(eq(capsule.id, id)))[0]!.v

describe('her order of a capsule’s pieces', () => {
  test('a new piece goes last; her order is kept and raises the page’s version', async () => {
    const { user, riviera, coat, blouse, trousers } = await studio()
    expect(await names(user, riviera)).toEqual(['Camel coat', 'Silk blouse', 'Wide trousers'])
    const before = await version(riviera)
    const reorder = (ids: string[]) =>
      post(user, riviera, [
        ['intent', 'reorder-capsule-items'],
        ['itemIds', JSON.stringify(ids)],
      ])
    expect(await reorder([trousers, coat, blouse])).toEqual({ status: 200, body: { ok: true } })
    expect(await names(user, riviera)).toEqual(['Wide trousers', 'Camel coat', 'Silk blouse'])
    expect(await version(riviera)).toBeGreaterThan(before)

    // Not exactly its pieces (one missing, one twice, another's): nothing changes.
    for (const ids of [
      [trousers, coat],
      [trousers, coat, coat],
      [trousers, coat, 'nope'],
    ]) {
      expect((await reorder(ids)).status).toBe(409)
    }
    expect(await names(user, riviera)).toEqual(['Wide trousers', 'Camel coat', 'Silk blouse'])
    const unreadable = await post(user, riviera, [
      ['intent', 'reorder-capsule-items'],
      ['itemIds', 'not json'],
    ])
    expect(unreadable).toEqual({
      status: 400,
      body: { formError: 'The new order could not be read.' },
    })
  })

  test('a piece joining the capsule goes last, whichever way it comes in', async () => {
    const { user, margot, riviera, winter, coat } = await studio()
    const scarf = await newItem(user, margot.id, null, 'Scarf')
    expect(await moveItemsIntoCapsule(user.id, riviera, [scarf])).toBe(1)
    expect((await names(user, riviera)).at(-1)).toBe('Scarf')
    // From her wardrobe it is hers; a piece made in the capsule is to buy until she says so.
    const ownership = async (name: string) =>
      (await listCapsuleItems(user.id, riviera)).find((row) => row.name === name)?.ownership
    expect(await ownership('Scarf')).toBe('owned')
    expect(await ownership('Camel coat')).toBeNull()
    // Edited on the all-items page into another capsule.
    await newItem(user, margot.id, winter, 'Boots')
    await updateItem(
      user.id,
      coat,
      ItemSchema.parse({ name: 'Camel coat' }),
      { clientId: margot.id, capsuleId: winter },
      margot.id,
    )
    expect(await names(user, winter)).toEqual(['Boots', 'Camel coat'])
  })

  test('another account cannot reorder her capsule', async () => {
    const { user, riviera, coat, blouse, trousers } = await studio()
    const result = await post(stranger, riviera, [
      ['intent', 'reorder-capsule-items'],
      ['itemIds', JSON.stringify([trousers, blouse, coat])],
    ])
    expect(result.status).toBe(404)
    expect(await names(user, riviera)).toEqual(['Camel coat', 'Silk blouse', 'Wide trousers'])
  })
})

describe('chosen pieces moved or deleted', () => {
  test('moves chosen pieces to the end of another capsule of hers, or to her wardrobe', async () => {
    const { user, margot, riviera, winter, coat, blouse, trousers } = await studio()
    await newItem(user, margot.id, winter, 'Boots')
    expect(
      await post(user, riviera, [
        ['intent', 'move-items'],
        ['to', winter],
        ['itemIds', trousers],
        ['itemIds', coat],
      ]),
    ).toEqual({ status: 200, body: { ok: true, moved: 2, to: 'Winter' } })
    // In their order here, after Winter's own.
    expect(await names(user, winter)).toEqual(['Boots', 'Camel coat', 'Wide trousers'])
    expect(await names(user, riviera)).toEqual(['Silk blouse'])
    expect(
      await post(user, riviera, [
        ['intent', 'move-items'],
        ['to', ''],
        ['itemIds', blouse],
      ]),
    ).toEqual({ status: 200, body: { ok: true, moved: 1, to: null } })
    expect((await listWardrobeItems(user.id, margot.id)).map((row) => row.name)).toEqual([
      'Silk blouse',
    ])
  })

  test('an id that is not a piece of this capsule of hers, or a target that is not hers, moves nothing', async () => {
    const { user, riviera, winter, coat, theirItem, theirCapsule } = await studio()
    const ines = await createClient(user.id, { name: 'Inès', email: null, phone: null })
    const inesCapsule = await newCapsule(user, ines.id, 'Inès')
    const move = (to: string, ids: string[]) =>
      post(user, riviera, [
        ['intent', 'move-items'],
        ['to', to],
        ...ids.map((id): [string, string] => ['itemIds', id]),
      ])
    for (const other of [theirItem, 'no-such-item']) {
      expect(await move(winter, [coat, other])).toEqual({
        status: 404,
        body: {
          formError: 'Some of these items no longer exist. Reload the page to see what is there.',
        },
      })
    }
    // Another account's capsule, another client's, this capsule itself: none is a place to go.
    for (const to of [theirCapsule, inesCapsule, riviera, 'nope']) {
      expect((await move(to, [coat])).status).toBe(404)
    }
    expect(await names(user, riviera)).toEqual(['Camel coat', 'Silk blouse', 'Wide trousers'])
    expect(await names(stranger, theirCapsule)).toEqual(['Their coat'])
    // And another account moves nothing of hers.
    expect(
      (
        await post(stranger, riviera, [
          ['intent', 'move-items'],
          ['to', ''],
          ['itemIds', coat],
        ])
      ).status,
    ).toBe(404)
    expect(await names(user, riviera)).toHaveLength(3)
  })

  test('deletes chosen pieces as one, and one Undo brings them all back in place', async () => {
    const { user, riviera, coat, trousers, theirItem } = await studio()
    const refused = await post(user, riviera, [
      ['intent', 'delete-items'],
      ['itemIds', coat],
      ['itemIds', theirItem],
    ])
    expect(refused.status).toBe(404)
    expect(await names(user, riviera)).toHaveLength(3)
    expect(
      (
        await post(stranger, riviera, [
          ['intent', 'delete-items'],
          ['itemIds', coat],
        ])
      ).status,
    ).toBe(404)

    const deleted = await post(user, riviera, [
      ['intent', 'delete-items'],
      ['itemIds', coat],
      ['itemIds', trousers],
    ])
    expect(deleted).toMatchObject({ status: 200, body: { ok: true, deleted: 2 } })
    expect(await names(user, riviera)).toEqual(['Silk blouse'])
    const undo = (deleted.body as { undo: string }).undo
    expect(await restoreFromTrash(stranger.id, undo)).toBe(false)
    expect(await restoreFromTrash(user.id, undo)).toBe(true)
    expect(await names(user, riviera)).toEqual(['Camel coat', 'Silk blouse', 'Wide trousers'])
  })

  test('the chosen ids are bounded: at least one, at most 500, each an id', async () => {
    const { user, riviera, coat } = await studio()
    const many = Array.from({ length: 501 }, (_, index): [string, string] => [
      'itemIds',
      `id-${index}`,
    ])
    for (const intent of ['move-items', 'delete-items']) {
      expect(await post(user, riviera, [['intent', intent]])).toMatchObject({
        status: 400,
        body: { errors: { itemIds: 'Choose at least one item.' } },
      })
      expect(await post(user, riviera, [['intent', intent], ...many])).toMatchObject({
        status: 400,
        body: { errors: { itemIds: 'Choose fewer items at a time.' } },
      })
      expect(
        (
          await post(user, riviera, [
            ['intent', intent],
            ['itemIds', 'x'.repeat(65)],
          ])
        ).status,
      ).toBe(400)
    }
    expect(
      (
        await post(user, riviera, [
          ['intent', 'move-items'],
          ['to', 'x'.repeat(65)],
          ['itemIds', coat],
        ])
      ).status,
    ).toBe(400)
    expect(
      (
        await post(user, riviera, [
          ['intent', 'reorder-capsule-items'],
          ['itemIds', JSON.stringify(many.map(([, id]) => id))],
        ])
      ).status,
    ).toBe(400)
  })
})
