import { verifyPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'

import { shareUrl } from '~/features/capsules/capsules.server'
import { PASSWORD_TOO_SHORT } from '~/features/capsules/schema'
import { capsule as capsuleTable } from '~/features/capsules/tables.server'
import { createClient } from '~/features/clients/clients.server'
import { ClientSchema } from '~/features/clients/schema'
import { outfit } from '~/features/outfits/tables.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { answer, createSignedInUser, routeArgs, type TestUser } from '../../../tests/support/users'
import * as capsulePage from './capsule'
import * as capsuleItemsPage from './capsule-items'
import { action, loader } from './capsules'
import * as itemsPage from './items'

// The origin case of the share link: PUBLIC_URL is read when the modules are imported, so it
// must be unset before that (share-url.test.ts covers the configured case).
vi.hoisted(() => {
  delete process.env.PUBLIC_URL
})

async function newClient(user: TestUser, name: string) {
  return createClient(user.id, ClientSchema.parse({ name }))
}

function capsuleForm(fields: Record<string, string>) {
  return {
    intent: 'create-capsule',
    description: '',
    password: '',
    passwordAction: 'set',
    ...fields,
  }
}

async function createCapsule(user: TestUser, fields: Record<string, string>) {
  return answer(() => action(routeArgs('/dashboard/capsules', { user, form: capsuleForm(fields) })))
}

async function updateCapsule(user: TestUser, id: string, fields: Record<string, string>) {
  return answer(() =>
    action(
      routeArgs('/dashboard/capsules', {
        user,
        form: { ...capsuleForm(fields), intent: 'update-capsule', id },
      }),
    ),
  )
}

async function capsules(user: TestUser) {
  return (await loader(routeArgs('/dashboard/capsules', { user }))).capsules
}

/** Creates a capsule through the page and returns it as the list shows it. */
async function newCapsule(user: TestUser, fields: Record<string, string>) {
  const result = await createCapsule(user, fields)
  expect(result).toEqual({ status: 200, body: { ok: true } })
  const found = (await capsules(user)).find((row) => row.name === fields.name)
  if (!found) throw new Error(`capsule ${fields.name} not listed`)
  return found
}

/** Adds an item through the capsule page, as its item form does. */
async function addItem(user: TestUser, capsuleId: string, fields: Record<string, string>) {
  const path = `/dashboard/capsules/${capsuleId}`
  const result = await answer(() =>
    capsulePage.action(
      routeArgs(path, { user, params: { capsuleId }, form: { intent: 'create-item', ...fields } }),
    ),
  )
  expect(result).toEqual({ status: 200, body: { ok: true } })
}

async function storedHash(id: string) {
  const [row] = await db
    .select({ hash: capsuleTable.passwordHash })
    .from(capsuleTable)
    .where(eq(capsuleTable.id, id))
  return row?.hash ?? null
}

describe('Capsules page', () => {
  test('signed out, the loader and the action answer 401 (the sign-in screen)', async () => {
    expect((await answer(() => loader(routeArgs('/dashboard/capsules')))).status).toBe(401)
    const result = await answer(() =>
      action(routeArgs('/dashboard/capsules', { form: capsuleForm({ name: 'X', clientId: 'x' }) })),
    )
    expect(result.status).toBe(401)
  })

  test('the stylist creates, edits and deletes a capsule; the list is newest first', async () => {
    const stylist = await createSignedInUser()
    const margot = await newClient(stylist, 'Margot')
    const ines = await newClient(stylist, 'Inès')
    await newCapsule(stylist, { name: 'Spring', clientId: margot.id })
    const created = await newCapsule(stylist, {
      name: 'Autumn',
      clientId: margot.id,
      description: 'Dear Margot, welcome.',
      isPublished: 'on',
    })
    expect((await capsules(stylist)).map((row) => row.name)).toEqual(['Autumn', 'Spring'])
    expect(created).toMatchObject({
      name: 'Autumn',
      clientId: margot.id,
      clientName: 'Margot',
      description: 'Dear Margot, welcome.',
      isPublished: true,
      hasPassword: false,
      itemCount: 0,
      outfitCount: 0,
    })

    // Edit: rename, move to another client, unpublish (an unchecked box is simply absent).
    expect(
      await updateCapsule(stylist, created.id, {
        name: 'Autumn edit',
        clientId: ines.id,
        passwordAction: 'keep',
      }),
    ).toEqual({ status: 200, body: { ok: true } })
    const [updated] = (await capsules(stylist)).filter((row) => row.id === created.id)
    expect(updated).toMatchObject({
      name: 'Autumn edit',
      clientName: 'Inès',
      description: null,
      isPublished: false,
    })

    const deleted = await answer(() =>
      action(
        routeArgs('/dashboard/capsules', {
          user: stylist,
          form: { intent: 'delete-capsule', id: created.id },
        }),
      ),
    )
    expect(deleted).toEqual({ status: 200, body: { ok: true, undo: expect.any(String) } })
    expect((await capsules(stylist)).map((row) => row.name)).toEqual(['Spring'])
  })

  test('missing fields come back as field errors from the server, and nothing is saved', async () => {
    const stylist = await createSignedInUser()
    const client = await newClient(stylist, 'Margot')

    expect(await createCapsule(stylist, { name: '   ', clientId: client.id })).toEqual({
      status: 400,
      body: { errors: { name: 'Enter a capsule name.' } },
    })
    expect(await createCapsule(stylist, { name: 'Spring', clientId: '' })).toEqual({
      status: 400,
      body: { errors: { clientId: 'Select a client.' } },
    })
    // A capsule password of 7 characters (spaces around it do not count) is refused, clearly.
    expect(
      await createCapsule(stylist, { name: 'Spring', clientId: client.id, password: ' tulip-7 ' }),
    ).toEqual({ status: 400, body: { errors: { password: PASSWORD_TOO_SHORT } } })
    expect(PASSWORD_TOO_SHORT).toBe(
      'Use at least 8 characters. “Suggest one” makes a strong one for you.',
    )
    expect(await capsules(stylist)).toEqual([])

    // The same checks on an edit; the capsule is left as it was.
    const spring = await newCapsule(stylist, { name: 'Spring', clientId: client.id })
    expect(await updateCapsule(stylist, spring.id, { name: '', clientId: '' })).toEqual({
      status: 400,
      body: { errors: { name: 'Enter a capsule name.', clientId: 'Select a client.' } },
    })
    expect((await capsules(stylist))[0]).toMatchObject({ name: 'Spring', clientId: client.id })
  })

  test("another account's client is refused exactly like a client that does not exist", async () => {
    const stylist = await createSignedInUser()
    const other = await createSignedInUser('other')
    const mine = await newClient(stylist, 'Margot')
    const theirs = await newClient(other, 'Their client')

    const foreign = await createCapsule(stylist, { name: 'Spring', clientId: theirs.id })
    const madeUp = await createCapsule(stylist, { name: 'Spring', clientId: createId() })
    expect(foreign).toEqual({ status: 400, body: { errors: { clientId: 'Select a client.' } } })
    expect(madeUp).toEqual(foreign)
    expect(await capsules(stylist)).toEqual([])
    expect(await capsules(other)).toEqual([])

    // Moving an existing capsule to that client is refused the same way.
    const spring = await newCapsule(stylist, { name: 'Spring', clientId: mine.id })
    const move = await updateCapsule(stylist, spring.id, { name: 'Spring', clientId: theirs.id })
    const moveMadeUp = await updateCapsule(stylist, spring.id, {
      name: 'Spring',
      clientId: createId(),
    })
    expect(move).toEqual(foreign)
    expect(moveMadeUp).toEqual(foreign)
    expect((await capsules(stylist))[0]).toMatchObject({ clientId: mine.id, clientName: 'Margot' })
  })

  test('another account cannot change or delete a capsule: same answer as a missing one', async () => {
    const owner = await createSignedInUser('owner')
    const stranger = await createSignedInUser('stranger')
    const ownersClient = await newClient(owner, 'Margot')
    const strangersClient = await newClient(stranger, 'Someone')
    const spring = await newCapsule(owner, { name: 'Spring', clientId: ownersClient.id })

    expect(await capsules(stranger)).toEqual([])

    const fields = { name: 'Taken over', clientId: strangersClient.id, passwordAction: 'keep' }
    const foreignUpdate = await updateCapsule(stranger, spring.id, fields)
    const missingUpdate = await updateCapsule(stranger, createId(), fields)
    expect(foreignUpdate).toEqual({
      status: 404,
      body: { formError: 'This capsule no longer exists.' },
    })
    expect(missingUpdate).toEqual(foreignUpdate)

    const remove = (id: string) =>
      answer(() =>
        action(
          routeArgs('/dashboard/capsules', {
            user: stranger,
            form: { intent: 'delete-capsule', id },
          }),
        ),
      )
    const foreignDelete = await remove(spring.id)
    expect(foreignDelete).toEqual(foreignUpdate)
    expect(await remove(createId())).toEqual(foreignDelete)

    expect(await capsules(owner)).toEqual([spring])
  })

  test('the item and outfit counts come from the database', async () => {
    const stylist = await createSignedInUser()
    const client = await newClient(stylist, 'Margot')
    const spring = await newCapsule(stylist, { name: 'Spring', clientId: client.id })
    const summer = await newCapsule(stylist, { name: 'Summer', clientId: client.id })

    await addItem(stylist, spring.id, { name: 'Silk Blouse' })
    await addItem(stylist, spring.id, { name: 'Wide Trousers' })
    await addItem(stylist, spring.id, { name: 'Loafers' })
    await addItem(stylist, summer.id, { name: 'Sandals' })
    await db.insert(outfit).values([
      { id: createId(), ownerId: stylist.id, capsuleId: spring.id, name: 'Office' },
      { id: createId(), ownerId: stylist.id, capsuleId: spring.id, name: 'Weekend' },
    ])

    const counts = Object.fromEntries(
      (await capsules(stylist)).map((row) => [row.name, [row.itemCount, row.outfitCount]]),
    )
    expect(counts).toEqual({ Spring: [3, 2], Summer: [1, 0] })

    // The detail page shows the same counts on its tabs.
    const detail = await capsulePage.loader(
      routeArgs(`/dashboard/capsules/${spring.id}`, {
        user: stylist,
        params: { capsuleId: spring.id },
      }),
    )
    expect(detail.capsule).toMatchObject({ itemCount: 3, outfitCount: 2, cheatSheetCount: 0 })
    expect(detail.items).toHaveLength(3)
  })

  test('a password can be set, kept, replaced and removed; only a hash is stored', async () => {
    const stylist = await createSignedInUser()
    const client = await newClient(stylist, 'Margot')
    const spring = await newCapsule(stylist, {
      name: 'Spring',
      clientId: client.id,
      password: 'tulip-2024',
      isPublished: 'on',
    })
    expect(spring.hasPassword).toBe(true)
    const firstHash = await storedHash(spring.id)
    expect(firstHash).not.toBeNull()
    expect(firstHash).not.toContain('tulip-2024')
    expect(await verifyPassword({ hash: firstHash!, password: 'tulip-2024' })).toBe(true)

    // keep: the edit form sends no password at all.
    await updateCapsule(stylist, spring.id, {
      name: 'Spring',
      clientId: client.id,
      passwordAction: 'keep',
    })
    expect((await capsules(stylist))[0]!.hasPassword).toBe(true)
    expect(await storedHash(spring.id)).toBe(firstHash)

    // set: a new password replaces the old one.
    await updateCapsule(stylist, spring.id, {
      name: 'Spring',
      clientId: client.id,
      passwordAction: 'set',
      password: 'daisy-2025',
    })
    const secondHash = await storedHash(spring.id)
    expect((await capsules(stylist))[0]!.hasPassword).toBe(true)
    expect(await verifyPassword({ hash: secondHash!, password: 'daisy-2025' })).toBe(true)
    expect(await verifyPassword({ hash: secondHash!, password: 'tulip-2024' })).toBe(false)

    // remove.
    await updateCapsule(stylist, spring.id, {
      name: 'Spring',
      clientId: client.id,
      passwordAction: 'remove',
      password: 'ignored-when-removing',
    })
    expect((await capsules(stylist))[0]!.hasPassword).toBe(false)
    expect(await storedHash(spring.id)).toBeNull()

    // keep on a capsule without a password leaves it without one.
    await updateCapsule(stylist, spring.id, {
      name: 'Spring',
      clientId: client.id,
      passwordAction: 'keep',
    })
    expect((await capsules(stylist))[0]!.hasPassword).toBe(false)
  })

  test('the password hash never leaves the server, on any page that shows the capsule', async () => {
    const stylist = await createSignedInUser()
    const client = await newClient(stylist, 'Margot')
    const password = 'secret-tulip-7'
    const spring = await newCapsule(stylist, {
      name: 'Spring',
      clientId: client.id,
      password,
      isPublished: 'on',
    })
    await addItem(stylist, spring.id, { name: 'Silk Blouse' })
    const hash = await storedHash(spring.id)
    expect(hash).toBeTruthy()

    const params = { capsuleId: spring.id }
    const pages = {
      capsules: await loader(routeArgs('/dashboard/capsules', { user: stylist })),
      detail: await capsulePage.loader(
        routeArgs(`/dashboard/capsules/${spring.id}`, { user: stylist, params }),
      ),
      capsuleItems: await capsuleItemsPage.loader(
        routeArgs(`/dashboard/capsules/${spring.id}/items`, { user: stylist, params }),
      ),
      allItems: await itemsPage.loader(
        routeArgs(`/dashboard/items?client=${client.id}`, { user: stylist }),
      ),
    }
    for (const [page, data] of Object.entries(pages)) {
      const json = JSON.stringify(data)
      // The capsule (or its item) really is in the data: the check below is not vacuous.
      expect(json, page).toMatch(/Spring|Silk Blouse/)
      expect(json, page).not.toContain(password)
      expect(json, page).not.toContain(hash!)
      expect(json, page).not.toContain('passwordHash')
    }
    expect(pages.detail.capsule.hasPassword).toBe(true)
  })

  test("deleting a capsule keeps its items in the client's wardrobe and drops its outfits", async () => {
    const stylist = await createSignedInUser()
    const client = await newClient(stylist, 'Margot')
    const spring = await newCapsule(stylist, { name: 'Spring', clientId: client.id })
    await addItem(stylist, spring.id, { name: 'Silk Blouse' })
    await addItem(stylist, spring.id, { name: 'Wide Trousers' })
    const outfitId = createId()
    await db
      .insert(outfit)
      .values({ id: outfitId, ownerId: stylist.id, capsuleId: spring.id, name: 'Office' })

    const result = await answer(() =>
      action(
        routeArgs('/dashboard/capsules', {
          user: stylist,
          form: { intent: 'delete-capsule', id: spring.id },
        }),
      ),
    )
    expect(result).toEqual({ status: 200, body: { ok: true, undo: expect.any(String) } })
    expect(await capsules(stylist)).toEqual([])
    expect(await db.select().from(outfit).where(eq(outfit.id, outfitId))).toEqual([])

    const wardrobe = await itemsPage.loader(
      routeArgs(`/dashboard/items?client=${client.id}`, { user: stylist }),
    )
    expect(
      wardrobe.items.map(({ name, capsuleId, clientId }) => ({ name, capsuleId, clientId })),
    ).toEqual([
      { name: 'Wide Trousers', capsuleId: null, clientId: client.id },
      { name: 'Silk Blouse', capsuleId: null, clientId: client.id },
    ])

    // Its page is gone.
    const detail = await answer(() =>
      capsulePage.loader(
        routeArgs(`/dashboard/capsules/${spring.id}`, {
          user: stylist,
          params: { capsuleId: spring.id },
        }),
      ),
    )
    expect(detail.status).toBe(404)
  })

  test('without PUBLIC_URL, the share link is absolute on the request origin', async () => {
    expect(
      shareUrl(new Request('https://studio.example.com:8443/dashboard/capsules'), 'abc123'),
    ).toBe('https://studio.example.com:8443/capsule/abc123')

    const stylist = await createSignedInUser()
    const client = await newClient(stylist, 'Margot')
    const spring = await newCapsule(stylist, { name: 'Spring', clientId: client.id })
    expect(spring.shareUrl).toBe(`http://localhost:3000/capsule/${spring.id}`)
    const detail = await capsulePage.loader(
      routeArgs(`/dashboard/capsules/${spring.id}`, {
        user: stylist,
        params: { capsuleId: spring.id },
      }),
    )
    expect(detail.shareUrl).toBe(`http://localhost:3000/capsule/${spring.id}`)
  })
})
