import { describe, expect, test } from 'vitest'

import { capsule } from '~/features/capsules/tables.server'
import { client } from '~/features/clients/tables.server'
import { item } from '~/features/items/tables.server'
import { outfitDeleteIntents, outfitIntents } from '~/features/outfits/outfit-intents.server'
import { trashOutfit } from '~/features/trash/index.server'
import { db } from '~/server/db.server'
import { runIntent } from '~/server/forms.server'
import { createId } from '~/server/ids.server'

import { answer, createSignedInUser, routeArgs, type TestUser } from '../../../tests/support/users'
import { action, loader } from './outfit'

/** The capsule page's outfit intents, as its route composes them. */
const capsuleOutfitIntents = { ...outfitIntents, ...outfitDeleteIntents(trashOutfit) }

/** The capsule page's action, for its outfit intents only (null for another intent). */
const handleOutfitIntent = (ownerId: string, form: Record<string, string>, capsuleId: string) =>
  runIntent(capsuleOutfitIntents, form, {
    ownerId,
    capsuleId,
    request: new Request('http://localhost/'),
  })

/** A capsule with three items, and an outfit holding the first two. */
async function studio(owner: TestUser) {
  const clientId = createId()
  await db.insert(client).values({ id: clientId, ownerId: owner.id, name: 'Margot' })
  const capsuleId = createId()
  await db.insert(capsule).values({ id: capsuleId, ownerId: owner.id, clientId, name: 'Spring' })
  const items = ['Blazer', 'Jeans', 'Loafers'].map((name) => ({ id: createId(), name }))
  await db
    .insert(item)
    .values(items.map((row) => ({ ...row, ownerId: owner.id, clientId, capsuleId })))

  // The capsule page's action hands its outfit intents to handleOutfitIntent.
  const created = await answer(() =>
    handleOutfitIntent(owner.id, { intent: 'create-outfit', name: 'Weekend' }, capsuleId),
  )
  expect(created.status).toBe(302)
  const location = String(created.body)
  const outfitId = location.split('/').at(-1)!
  expect(location).toBe(`/dashboard/capsules/${capsuleId}/outfits/${outfitId}`)
  const [a, b, c] = items.map((row) => row.id) as [string, string, string]
  for (const itemId of [a, b]) {
    await action({
      ...routeArgs(location, { user: owner, form: { intent: 'add-item', itemId } }),
      params: { capsuleId, outfitId },
    })
  }
  return { capsuleId, outfitId, path: location, items: [a, b, c] as const }
}

type Studio = Awaited<ReturnType<typeof studio>>
type Params = { capsuleId: string; outfitId: string }

const own = (where: Studio): Params => ({ capsuleId: where.capsuleId, outfitId: where.outfitId })

const load = (where: Studio, user?: TestUser, params: Params = own(where)) =>
  answer(() => loader({ ...routeArgs(where.path, { user }), params }))

const act = (
  where: Studio,
  form: Record<string, string>,
  user?: TestUser,
  params: Params = own(where),
) => answer(() => action({ ...routeArgs(where.path, { user, form }), params }))

/** One of each of the editor's intents. */
const intents = (where: Studio): Record<string, string>[] => {
  const [a, b, c] = where.items
  return [
    { intent: 'update-outfit', name: 'Taken over' },
    { intent: 'update-outfit', description: 'Taken over' },
    { intent: 'add-item', itemId: c },
    { intent: 'remove-item', itemId: a },
    { intent: 'reorder-items', itemIds: JSON.stringify([b, a]) },
  ]
}

describe('Outfit editor route', () => {
  test('signed out, the loader and every action answer 401 (the sign-in screen)', async () => {
    const owner = await createSignedInUser()
    const where = await studio(owner)
    expect((await load(where)).status).toBe(401)
    for (const form of intents(where)) expect((await act(where, form)).status).toBe(401)
  })

  test('the owner loads the outfit and renames, describes, adds, removes and reorders', async () => {
    const owner = await createSignedInUser()
    const where = await studio(owner)
    const [a, b, c] = where.items

    const loaded = await load(where, owner)
    expect(loaded.status).toBe(200)
    const body = loaded.body as Awaited<ReturnType<typeof loader>>
    expect(body.capsule).toEqual({ id: where.capsuleId, name: 'Spring', clientName: 'Margot' })
    expect(body.outfit.items.map((row) => row.id)).toEqual([a, b])
    expect(body.capsuleItems).toHaveLength(3)

    const ok = { status: 200, body: { ok: true } }
    expect(
      await act(where, { intent: 'update-outfit', name: '  Gallery opening ' }, owner),
    ).toEqual(ok)
    expect(await act(where, { intent: 'update-outfit', description: 'Black tie' }, owner)).toEqual(
      ok,
    )
    expect(await act(where, { intent: 'add-item', itemId: c }, owner)).toEqual(ok)
    expect(await act(where, { intent: 'add-item', itemId: c }, owner)).toEqual({
      status: 409,
      body: { formError: 'Item is already in this outfit' },
    })
    expect(
      await act(where, { intent: 'reorder-items', itemIds: JSON.stringify([c, a, b]) }, owner),
    ).toEqual(ok)
    expect(await act(where, { intent: 'remove-item', itemId: a }, owner)).toEqual(ok)
    expect(
      (await act(where, { intent: 'reorder-items', itemIds: JSON.stringify([a, b]) }, owner))
        .status,
    ).toBe(409)

    const after = (await load(where, owner)).body as Awaited<ReturnType<typeof loader>>
    expect(after.outfit).toMatchObject({ name: 'Gallery opening', description: 'Black tie' })
    expect(after.outfit.items.map((row) => row.id)).toEqual([c, b])
  })

  test('an empty name is refused with a field error', async () => {
    const owner = await createSignedInUser()
    const where = await studio(owner)
    expect(await act(where, { intent: 'update-outfit', name: '   ' }, owner)).toEqual({
      status: 400,
      body: { errors: { name: 'Enter an outfit name.' } },
    })
  })

  test('another account gets the same 404 as for a missing outfit, and changes nothing', async () => {
    const owner = await createSignedInUser('owner')
    const stranger = await createSignedInUser('stranger')
    const where = await studio(owner)
    const missing = { capsuleId: where.capsuleId, outfitId: 'no-such-outfit' }

    const foreignLoad = await load(where, stranger)
    expect(foreignLoad).toEqual(await load(where, stranger, missing))
    expect(foreignLoad).toEqual(await load(where, owner, missing))
    expect(foreignLoad.status).toBe(404)

    for (const form of intents(where)) {
      const foreign = await act(where, form, stranger)
      expect(foreign.status).toBe(404)
      expect(foreign).toEqual(await act(where, form, stranger, missing))
      expect(foreign).toEqual(await act(where, form, owner, missing))
    }

    // Through the owner's other capsule's address, the outfit is not found either.
    const other = await studio(owner)
    const crossed = { capsuleId: other.capsuleId, outfitId: where.outfitId }
    expect((await load(where, owner, crossed)).status).toBe(404)
    expect((await act(where, intents(where)[0]!, owner, crossed)).status).toBe(404)

    const untouched = (await load(where, owner)).body as Awaited<ReturnType<typeof loader>>
    expect(untouched.outfit).toMatchObject({ name: 'Weekend', description: null })
    expect(untouched.outfit.items.map((row) => row.id)).toEqual(where.items.slice(0, 2))
  })

  test('the capsule page’s outfit intents create and delete only in the owner’s capsules', async () => {
    const owner = await createSignedInUser('owner')
    const stranger = await createSignedInUser('stranger')
    const where = await studio(owner)
    const capsuleIntent = (user: TestUser, form: Record<string, string>) =>
      answer(async () => handleOutfitIntent(user.id, form, where.capsuleId))

    expect(
      (await capsuleIntent(stranger, { intent: 'create-outfit', name: 'Intruder' })).status,
    ).toBe(404)
    expect(await capsuleIntent(owner, { intent: 'create-outfit', name: '' })).toEqual({
      status: 400,
      body: { errors: { name: 'Enter an outfit name.' } },
    })
    expect(await capsuleIntent(owner, { intent: 'create-item', name: 'Not mine' })).toEqual({
      status: 200,
      body: null,
    })

    const foreign = await capsuleIntent(stranger, { intent: 'delete-outfit', id: where.outfitId })
    const missing = await capsuleIntent(stranger, { intent: 'delete-outfit', id: 'no-such-outfit' })
    expect(foreign).toEqual(missing)
    expect(foreign.status).toBe(404)
    expect((await load(where, owner)).status).toBe(200)

    // Deleted, with the key of its trash entry for the toast's Undo.
    expect(await capsuleIntent(owner, { intent: 'delete-outfit', id: where.outfitId })).toEqual({
      status: 200,
      body: { ok: true, undo: expect.any(String) },
    })
    expect((await load(where, owner)).status).toBe(404)
  })
})
