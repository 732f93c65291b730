import { describe, expect, test } from 'vitest'

import { createClient } from '~/features/clients/clients.server'
import { ClientSchema } from '~/features/clients/schema'
import { PRESET_CATEGORIES } from '~/features/items/categories'
import { createId } from '~/server/ids.server'

import { answer, createSignedInUser, routeArgs, type TestUser } from '../../../tests/support/users'
import * as capsulePage from './capsule'
import * as capsulesPage from './capsules'
import { action, loader } from './items'

const WRONG_CAPSULE = 'Choose one of this client’s capsules.'

async function newClient(user: TestUser, name: string) {
  return createClient(user.id, ClientSchema.parse({ name }))
}

async function newCapsule(user: TestUser, clientId: string, name: string) {
  await capsulesPage.action(
    routeArgs('/dashboard/capsules', {
      user,
      form: { intent: 'create-capsule', clientId, name },
    }),
  )
  const { capsules } = await capsulesPage.loader(routeArgs('/dashboard/capsules', { user }))
  return capsules.find((row) => row.name === name)!
}

const itemsPath = (clientId: string) => `/dashboard/items?client=${encodeURIComponent(clientId)}`

function load(user: TestUser, clientId?: string) {
  return answer(() =>
    loader(routeArgs(clientId === undefined ? '/dashboard/items' : itemsPath(clientId), { user })),
  )
}

async function wardrobe(user: TestUser, clientId: string) {
  return loader(routeArgs(itemsPath(clientId), { user }))
}

function post(user: TestUser, clientId: string, form: Record<string, string>) {
  return answer(() => action(routeArgs(itemsPath(clientId), { user, form })))
}

/** Adds an item on a capsule's own page (it goes into that capsule). */
async function addToCapsule(user: TestUser, capsuleId: string, fields: Record<string, string>) {
  const result = await answer(() =>
    capsulePage.action(
      routeArgs(`/dashboard/capsules/${capsuleId}`, {
        user,
        params: { capsuleId },
        form: { intent: 'create-item', ...fields },
      }),
    ),
  )
  expect(result).toEqual({ status: 200, body: { ok: true } })
}

describe('All-items page', () => {
  test('signed out, the loader and the action answer 401 (the sign-in screen)', async () => {
    expect((await answer(() => loader(routeArgs('/dashboard/items')))).status).toBe(401)
    const result = await answer(() =>
      action(routeArgs(itemsPath('x'), { form: { intent: 'create-item', name: 'X' } })),
    )
    expect(result.status).toBe(401)
  })

  test('without a chosen client it lists the clients to choose from and no items', async () => {
    const stylist = await createSignedInUser()
    const margot = await newClient(stylist, 'Margot')
    const ines = await newClient(stylist, 'Inès')
    expect(await load(stylist)).toEqual({
      status: 200,
      body: {
        clients: [
          { id: ines.id, name: 'Inès', currency: null },
          { id: margot.id, name: 'Margot', currency: null },
        ],
        client: null,
        items: [],
        categories: [],
        capsules: [],
        clientSizes: null,
      },
    })
  })

  test('lists every item of the chosen client, in a capsule or not, newest first, and only hers', async () => {
    const stylist = await createSignedInUser()
    const margot = await newClient(stylist, 'Margot')
    const ines = await newClient(stylist, 'Inès')
    const spring = await newCapsule(stylist, margot.id, 'Spring')
    const summer = await newCapsule(stylist, margot.id, 'Summer')
    const inesCapsule = await newCapsule(stylist, ines.id, 'Inès capsule')

    await addToCapsule(stylist, spring.id, { name: 'Silk Blouse', category: 'Tops' })
    expect(
      await post(stylist, margot.id, {
        intent: 'create-item',
        name: 'Old Jeans',
        category: 'Denim',
        capsuleId: '',
      }),
    ).toEqual({ status: 200, body: { ok: true } })
    await addToCapsule(stylist, summer.id, { name: 'Sandals', category: 'Shoes' })
    await addToCapsule(stylist, inesCapsule.id, { name: 'Not Margot’s', category: 'Kimonos' })
    await post(stylist, ines.id, { intent: 'create-item', name: 'Also not hers' })

    const data = await wardrobe(stylist, margot.id)
    expect(data.client).toEqual({ id: margot.id, name: 'Margot', currency: null })
    expect(data.items.map(({ name, capsuleId }) => ({ name, capsuleId }))).toEqual([
      { name: 'Sandals', capsuleId: summer.id },
      { name: 'Old Jeans', capsuleId: null },
      { name: 'Silk Blouse', capsuleId: spring.id },
    ])
    expect(data.items.every((item) => item.clientId === margot.id)).toBe(true)
    // The presets plus her items' own categories, sorted; other clients' categories stay out.
    expect(data.categories).toEqual(
      [...PRESET_CATEGORIES, 'Denim'].sort((a, b) => a.localeCompare(b)),
    )
    // The capsule select offers her capsules only.
    expect(data.capsules.map((capsule) => capsule.name).sort()).toEqual(['Spring', 'Summer'])
  })

  test('an unknown client in the URL shows the page without a client', async () => {
    const stylist = await createSignedInUser()
    await newClient(stylist, 'Margot')
    const none = await load(stylist)
    expect(await load(stylist, createId())).toEqual(none)
    expect(await load(stylist, '')).toEqual(none)
  })

  test("another account's client in the URL behaves exactly like an unknown client", async () => {
    const owner = await createSignedInUser('owner')
    const stranger = await createSignedInUser('stranger')
    const margot = await newClient(owner, 'Margot')
    const spring = await newCapsule(owner, margot.id, 'Spring')
    await addToCapsule(owner, spring.id, { name: 'Silk Blouse' })
    await newClient(stranger, 'Her own client')

    const foreign = await load(stranger, margot.id)
    expect(foreign).toEqual(await load(stranger, createId()))
    expect(JSON.stringify(foreign)).not.toContain('Silk Blouse')
    expect(JSON.stringify(foreign)).not.toContain('Margot')

    // Nor can she add an item to that wardrobe: refused like an unknown client.
    const form = { intent: 'create-item', name: 'Smuggled in' }
    const foreignCreate = await post(stranger, margot.id, form)
    expect(foreignCreate.status).toBe(400)
    expect(await post(stranger, createId(), form)).toEqual(foreignCreate)
    expect((await wardrobe(owner, margot.id)).items.map((item) => item.name)).toEqual([
      'Silk Blouse',
    ])
  })

  test('another account cannot edit or delete an item: 404 with the same body as a missing one', async () => {
    const owner = await createSignedInUser('owner')
    const stranger = await createSignedInUser('stranger')
    const margot = await newClient(owner, 'Margot')
    await post(owner, margot.id, { intent: 'create-item', name: 'Silk Blouse' })
    const [item] = (await wardrobe(owner, margot.id)).items
    const strangersClient = await newClient(stranger, 'Her own client')

    for (const intent of ['update-item', 'delete-item']) {
      const form = { intent, name: 'Taken over', capsuleId: '' }
      const foreign = await post(stranger, strangersClient.id, { ...form, id: item!.id })
      const missing = await post(stranger, strangersClient.id, { ...form, id: createId() })
      expect(foreign).toEqual({ status: 404, body: { formError: 'This item no longer exists.' } })
      expect(missing).toEqual(foreign)
    }
    expect((await wardrobe(owner, margot.id)).items).toEqual([item])
  })

  test('the optional capsule select puts the item in one of her capsules, or takes it out', async () => {
    const stylist = await createSignedInUser()
    const margot = await newClient(stylist, 'Margot')
    const spring = await newCapsule(stylist, margot.id, 'Spring')

    await post(stylist, margot.id, { intent: 'create-item', name: 'Trench', capsuleId: spring.id })
    const [trench] = (await wardrobe(stylist, margot.id)).items
    expect(trench).toMatchObject({ capsuleId: spring.id, clientId: margot.id })
    const inCapsule = await capsulePage.loader(
      routeArgs(`/dashboard/capsules/${spring.id}`, {
        user: stylist,
        params: { capsuleId: spring.id },
      }),
    )
    expect(inCapsule.items.map((item) => item.name)).toEqual(['Trench'])

    // Taken out of the capsule: it stays in her wardrobe.
    await post(stylist, margot.id, {
      intent: 'update-item',
      id: trench!.id,
      name: 'Trench',
      capsuleId: '',
    })
    expect((await wardrobe(stylist, margot.id)).items).toMatchObject([
      { id: trench!.id, capsuleId: null, clientId: margot.id },
    ])
  })

  test('the capsule select refuses a capsule of another client, of another account, or made up', async () => {
    const stylist = await createSignedInUser()
    const stranger = await createSignedInUser('stranger')
    const margot = await newClient(stylist, 'Margot')
    const ines = await newClient(stylist, 'Inès')
    const inesCapsule = await newCapsule(stylist, ines.id, 'Inès capsule')
    const strangersClient = await newClient(stranger, 'Someone')
    const strangersCapsule = await newCapsule(stranger, strangersClient.id, 'Theirs')

    await post(stylist, margot.id, { intent: 'create-item', name: 'Trench' })
    const [trench] = (await wardrobe(stylist, margot.id)).items
    const refused = { status: 400, body: { errors: { capsuleId: WRONG_CAPSULE } } }

    for (const capsuleId of [inesCapsule.id, strangersCapsule.id, createId()]) {
      expect(
        await post(stylist, margot.id, { intent: 'create-item', name: 'Scarf', capsuleId }),
      ).toEqual(refused)
      expect(
        await post(stylist, margot.id, {
          intent: 'update-item',
          id: trench!.id,
          name: 'Trench',
          capsuleId,
        }),
      ).toEqual(refused)
    }
    expect((await wardrobe(stylist, margot.id)).items).toEqual([trench])
    expect((await wardrobe(stylist, ines.id)).items).toEqual([])
    expect((await wardrobe(stranger, strangersClient.id)).items).toEqual([])
  })

  test('a shopping link must be http(s): javascript: is refused with a field error', async () => {
    const stylist = await createSignedInUser()
    const margot = await newClient(stylist, 'Margot')
    expect(
      await post(stylist, margot.id, {
        intent: 'create-item',
        name: 'Trap',
        link: 'javascript:alert(1)',
      }),
    ).toEqual({
      status: 400,
      body: { errors: { link: 'Use a web address, like www.shop.com/dress.' } },
    })
    expect((await wardrobe(stylist, margot.id)).items).toEqual([])
  })

  test("an item of another client cannot be edited from this client's page (it would move silently)", async () => {
    const stylist = await createSignedInUser()
    const anna = await newClient(stylist, 'Anna')
    const bea = await newClient(stylist, 'Bea')
    expect((await post(stylist, anna.id, { intent: 'create-item', name: 'Blazer' })).status).toBe(
      200,
    )
    const [blazer] = (await wardrobe(stylist, anna.id)).items

    const result = await post(stylist, bea.id, {
      intent: 'update-item',
      id: blazer!.id,
      name: 'Blazer',
    })
    expect(result).toEqual({ status: 404, body: { formError: 'This item no longer exists.' } })
    expect((await wardrobe(stylist, anna.id)).items.map((item) => item.name)).toEqual(['Blazer'])
    expect((await wardrobe(stylist, bea.id)).items).toEqual([])
  })
})
