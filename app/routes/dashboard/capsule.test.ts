import { describe, expect, test } from 'vitest'

import { createClient } from '~/features/clients/clients.server'
import { ClientSchema } from '~/features/clients/schema'
import { PRESET_CATEGORIES } from '~/features/items/categories'
import { createId } from '~/server/ids.server'

import { answer, createSignedInUser, routeArgs, type TestUser } from '../../../tests/support/users'
import * as detailPage from './capsule'
import * as itemsPage from './capsule-items'
import * as capsulesPage from './capsules'

const LINK_ERROR = 'Use a web address, like www.shop.com/dress.'

async function newClient(user: TestUser, name: string) {
  return createClient(user.id, ClientSchema.parse({ name }))
}

async function newCapsule(user: TestUser, clientId: string, name: string) {
  const result = await answer(() =>
    capsulesPage.action(
      routeArgs('/dashboard/capsules', {
        user,
        form: {
          intent: 'create-capsule',
          clientId,
          name,
          password: 'tulip-2024',
          passwordAction: 'set',
        },
      }),
    ),
  )
  expect(result.status).toBe(200)
  const { capsules } = await capsulesPage.loader(routeArgs('/dashboard/capsules', { user }))
  return capsules.find((row) => row.name === name)!
}

/** The two pages that manage one capsule's items, with the same item intents. */
const pages = {
  'capsule detail': {
    path: (id: string) => `/dashboard/capsules/${id}`,
    loader: detailPage.loader,
    action: detailPage.action,
  },
  'capsule items': {
    path: (id: string) => `/dashboard/capsules/${id}/items`,
    loader: itemsPage.loader,
    action: itemsPage.action,
  },
}
type Page = (typeof pages)[keyof typeof pages]

function load(page: Page, user: TestUser, capsuleId: string) {
  return answer(() => page.loader(routeArgs(page.path(capsuleId), { user, params: { capsuleId } })))
}

function post(page: Page, user: TestUser, capsuleId: string, form: Record<string, string>) {
  return answer(() =>
    page.action(routeArgs(page.path(capsuleId), { user, params: { capsuleId }, form })),
  )
}

async function itemsOf(user: TestUser, capsuleId: string) {
  const data = await detailPage.loader(
    routeArgs(pages['capsule detail'].path(capsuleId), { user, params: { capsuleId } }),
  )
  return data.items
}

/** A stylist with a client, a capsule and one item in it; and a stranger with her own. */
async function twoStudios() {
  const owner = await createSignedInUser('owner')
  const stranger = await createSignedInUser('stranger')
  const client = await newClient(owner, 'Margot')
  const capsule = await newCapsule(owner, client.id, 'Spring')
  await post(pages['capsule detail'], owner, capsule.id, {
    intent: 'create-item',
    name: 'Silk Blouse',
    brand: 'Equipment',
  })
  const [item] = await itemsOf(owner, capsule.id)
  const strangersClient = await newClient(stranger, 'Someone')
  const strangersCapsule = await newCapsule(stranger, strangersClient.id, 'Theirs')
  return { owner, stranger, client, capsule, item: item!, strangersClient, strangersCapsule }
}

describe.each(Object.entries(pages))('%s page', (_name, page) => {
  test('signed out, the loader and the action answer 401 (the sign-in screen)', async () => {
    const id = createId()
    expect(
      (await answer(() => page.loader(routeArgs(page.path(id), { params: { capsuleId: id } }))))
        .status,
    ).toBe(401)
    const result = await answer(() =>
      page.action(
        routeArgs(page.path(id), {
          params: { capsuleId: id },
          form: { intent: 'create-item', name: 'X' },
        }),
      ),
    )
    expect(result.status).toBe(401)
  })

  test("another account's capsule is a 404, exactly like one that does not exist", async () => {
    const { stranger, capsule } = await twoStudios()
    const foreign = await load(page, stranger, capsule.id)
    const missing = await load(page, stranger, createId())
    expect(foreign).toEqual({ status: 404, body: 'Capsule not found' })
    expect(missing).toEqual(foreign)
  })

  test('an item cannot be added to a capsule of another account: refused like a missing one', async () => {
    const { owner, stranger, capsule } = await twoStudios()
    const form = { intent: 'create-item', name: 'Smuggled in' }
    const foreign = await post(page, stranger, capsule.id, form)
    const missing = await post(page, stranger, createId(), form)
    expect(foreign).toEqual({ status: 404, body: { formError: 'This capsule no longer exists.' } })
    expect(missing).toEqual(foreign)
    expect((await itemsOf(owner, capsule.id)).map((item) => item.name)).toEqual(['Silk Blouse'])
  })

  test('another account cannot edit or delete an item: 404 with the same body as a missing one', async () => {
    const { owner, stranger, capsule, item, strangersCapsule } = await twoStudios()
    // Whether the stranger posts from the owner's capsule URL or from her own capsule's.
    for (const capsuleId of [capsule.id, strangersCapsule.id]) {
      for (const intent of ['update-item', 'delete-item']) {
        const form = { intent, name: 'Taken over' }
        const foreign = await post(page, stranger, capsuleId, { ...form, id: item.id })
        const missing = await post(page, stranger, capsuleId, { ...form, id: createId() })
        expect(foreign).toEqual({
          status: 404,
          body: { formError: 'This item no longer exists.' },
        })
        expect(missing).toEqual(foreign)
      }
    }
    expect(await itemsOf(owner, capsule.id)).toEqual([item])
  })

  test('the stylist adds, edits and deletes items; the list is in her order (a new piece last) with merged categories', async () => {
    const stylist = await createSignedInUser()
    const client = await newClient(stylist, 'Margot')
    const capsule = await newCapsule(stylist, client.id, 'Spring')
    const other = await newCapsule(stylist, client.id, 'Summer')
    const add = (capsuleId: string, fields: Record<string, string>) =>
      post(page, stylist, capsuleId, { intent: 'create-item', ...fields })

    expect(
      await add(capsule.id, {
        name: 'Silk Blouse',
        brand: 'Equipment',
        category: 'Tops',
        color: 'Ivory',
        size: 'S',
        price: '$280',
        link: 'https://shop.example.com/blouse',
        description: 'Tuck it in.',
      }),
    ).toEqual({ status: 200, body: { ok: true } })
    await add(capsule.id, { name: 'Trench', category: 'Coats & Jackets' })
    await add(other.id, { name: 'Sandals', category: 'Beachwear' })

    const data = await page.loader(
      routeArgs(page.path(capsule.id), { user: stylist, params: { capsuleId: capsule.id } }),
    )
    expect(data.capsule).toMatchObject({ name: 'Spring', clientName: 'Margot', itemCount: 2 })
    expect(data.items.map((item) => item.name)).toEqual(['Silk Blouse', 'Trench'])
    expect(data.items[0]).toMatchObject({
      clientId: client.id,
      capsuleId: capsule.id,
      brand: 'Equipment',
      category: 'Tops',
      color: 'Ivory',
      size: 'S',
      price: { amount: 28000, currency: 'USD' },
      link: 'https://shop.example.com/blouse',
      description: 'Tuck it in.',
      photo: null,
    })
    // The presets plus this capsule's own extra category (not the other capsule's), sorted.
    expect(data.categories).toEqual(
      [...PRESET_CATEGORIES, 'Coats & Jackets'].sort((a, b) => a.localeCompare(b)),
    )

    const blouse = data.items[0]!
    expect(
      await post(page, stylist, capsule.id, {
        intent: 'update-item',
        id: blouse.id,
        name: 'Silk Shirt',
        category: 'Work',
        price: 'about 250 €',
      }),
    ).toEqual({ status: 200, body: { ok: true } })
    const [edited] = await itemsOf(stylist, capsule.id)
    // Edited in place: cleared fields are cleared, and it stays in its capsule.
    expect(edited).toMatchObject({
      id: blouse.id,
      name: 'Silk Shirt',
      category: 'Work',
      price: { text: 'about 250 €' },
      brand: null,
      link: null,
      capsuleId: capsule.id,
    })

    expect(await post(page, stylist, capsule.id, { intent: 'delete-item', id: blouse.id })).toEqual(
      { status: 200, body: { ok: true, undo: expect.any(String) } },
    )
    expect((await itemsOf(stylist, capsule.id)).map((item) => item.name)).toEqual(['Trench'])
  })

  test('an item without a name is refused with a field error', async () => {
    const { owner, capsule } = await twoStudios()
    expect(await post(page, owner, capsule.id, { intent: 'create-item', name: '  ' })).toEqual({
      status: 400,
      body: { errors: { name: 'Enter the item name.' } },
    })
  })

  test('a shopping link must be http(s): javascript: and other schemes are refused on the server', async () => {
    const { owner, capsule, item } = await twoStudios()
    for (const link of [
      'javascript:alert(document.cookie)',
      '  JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example.com/coat.jpg',
      'not a url',
    ]) {
      const created = await post(page, owner, capsule.id, {
        intent: 'create-item',
        name: 'Trap',
        link,
      })
      expect(created, link).toEqual({ status: 400, body: { errors: { link: LINK_ERROR } } })
      const updated = await post(page, owner, capsule.id, {
        intent: 'update-item',
        id: item.id,
        name: 'Silk Blouse',
        link,
      })
      expect(updated, link).toEqual({ status: 400, body: { errors: { link: LINK_ERROR } } })
    }
    expect(await itemsOf(owner, capsule.id)).toEqual([item])

    await post(page, owner, capsule.id, {
      intent: 'update-item',
      id: item.id,
      name: 'Silk Blouse',
      link: 'http://shop.example.com/blouse?size=s',
    })
    expect((await itemsOf(owner, capsule.id))[0]!.link).toBe(
      'http://shop.example.com/blouse?size=s',
    )
  })
})

describe('Capsule detail page: the capsule form', () => {
  test('edits and deletes the capsule of the URL; another account gets the same answer as a missing one', async () => {
    const { owner, stranger, client, capsule, strangersClient } = await twoStudios()
    const page = pages['capsule detail']

    // The stranger, with her own client or the owner's: same answers as for a missing capsule.
    for (const clientId of [strangersClient.id, client.id]) {
      const form = {
        intent: 'update-capsule',
        name: 'Taken over',
        clientId,
        passwordAction: 'keep',
      }
      const foreign = await post(page, stranger, capsule.id, form)
      const missing = await post(page, stranger, createId(), form)
      expect(foreign.status).toBeGreaterThanOrEqual(400)
      expect(missing).toEqual(foreign)
    }
    const foreignDelete = await post(page, stranger, capsule.id, { intent: 'delete-capsule' })
    expect(foreignDelete).toEqual({
      status: 404,
      body: { formError: 'This capsule no longer exists.' },
    })
    expect(await post(page, stranger, createId(), { intent: 'delete-capsule' })).toEqual(
      foreignDelete,
    )
    // A forged `id` field does not redirect the change to another capsule than the URL's.
    const forged = await post(page, stranger, createId(), {
      intent: 'delete-capsule',
      id: capsule.id,
    })
    expect(forged).toEqual(foreignDelete)
    expect((await load(page, owner, capsule.id)).status).toBe(200)

    // The owner edits it from its page.
    expect(
      await post(page, owner, capsule.id, {
        intent: 'update-capsule',
        name: 'Spring, revised',
        clientId: client.id,
        passwordAction: 'keep',
        isPublished: 'on',
      }),
    ).toEqual({ status: 200, body: { ok: true } })
    const after = await page.loader(
      routeArgs(page.path(capsule.id), { user: owner, params: { capsuleId: capsule.id } }),
    )
    expect(after.capsule).toMatchObject({
      name: 'Spring, revised',
      isPublished: true,
      hasPassword: true,
    })
  })

  test('unknown intents are refused', async () => {
    const { owner, capsule } = await twoStudios()
    expect(await post(pages['capsule detail'], owner, capsule.id, { intent: 'explode' })).toEqual({
      status: 400,
      body: { formError: 'Unknown action.' },
    })
  })
})
