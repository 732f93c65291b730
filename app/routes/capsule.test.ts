import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import { capsule } from '~/features/capsules/tables.server'
import { cheatSheet, cheatSheetItem } from '~/features/cheat-sheets/tables.server'
import { createClient } from '~/features/clients/clients.server'
import { ClientSchema } from '~/features/clients/schema'
import { item } from '~/features/items/tables.server'
import { outfit, outfitItem } from '~/features/outfits/tables.server'
import { capsulePageVersion } from '~/features/public-capsule/public-capsule.server'
import { getSiteSettings } from '~/features/site/site.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { createUpload } from '~/server/uploads.server'

import { answer, createSignedInUser, routeArgs, type TestUser } from '../../tests/support/users'
import { action, loader } from './capsule'
import * as capsulePage from './dashboard/capsule'
import * as capsulesPage from './dashboard/capsules'

const INCORRECT = 'Incorrect password. Please try again.'
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'
const NOT_FOUND = { status: 404, body: 'Capsule not found' }
const PASSWORD = 'tulip-garden-7'

// ---------------------------------------------------------------------------------------------
// Data, made the way the dashboard makes it.
// ---------------------------------------------------------------------------------------------

type CapsuleOptions = {
  name?: string
  description?: string
  password?: string
  published?: boolean
}

async function newCapsule(owner: TestUser, options: CapsuleOptions = {}) {
  const client = await createClient(owner.id, ClientSchema.parse({ name: 'Margot Laurent' }))
  const name = options.name ?? `Capsule ${createId()}`
  const form: Record<string, string> = {
    intent: 'create-capsule',
    clientId: client.id,
    name,
    description: options.description ?? '',
    password: options.password ?? '',
    passwordAction: 'set',
  }
  if (options.published ?? true) form.isPublished = 'on'
  const created = await answer(() =>
    capsulesPage.action(routeArgs('/dashboard/capsules', { user: owner, form })),
  )
  expect(created).toEqual({ status: 200, body: { ok: true } })
  const [row] = await db
    .select({ id: capsule.id, passwordHash: capsule.passwordHash })
    .from(capsule)
    .where(and(eq(capsule.ownerId, owner.id), eq(capsule.name, name)))
  if (!row) throw new Error(`capsule ${name} was not created`)
  return { id: row.id, name, clientId: client.id, passwordHash: row.passwordHash }
}

async function jpeg(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 240, height: 300, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
}

async function newItem(
  owner: TestUser,
  capsuleId: string,
  fields: {
    name: string
    category: string
    price?: string
    colour?: string
    size?: string
    fitNote?: string
  },
) {
  const upload = await createUpload(owner.id, await jpeg(fields.colour ?? '#b08155'))
  const created = await answer(() =>
    capsulePage.action(
      routeArgs(`/dashboard/capsules/${capsuleId}`, {
        user: owner,
        params: { capsuleId },
        form: {
          intent: 'create-item',
          name: fields.name,
          category: fields.category,
          price: fields.price ?? '',
          size: fields.size ?? '',
          fitNote: fields.fitNote ?? '',
          photoUpload: upload.id,
        },
      }),
    ),
  )
  expect(created).toEqual({ status: 200, body: { ok: true } })
  const [row] = await db
    .select({ id: item.id, photo: item.photo })
    .from(item)
    .where(and(eq(item.capsuleId, capsuleId), eq(item.name, fields.name)))
  if (!row?.photo) throw new Error(`item ${fields.name} was not created with its photo`)
  return { id: row.id, name: fields.name, photoKey: row.photo.key }
}

async function newOutfit(
  owner: TestUser,
  capsuleId: string,
  fields: { name: string; orderIndex: number; itemIds: string[] },
) {
  const { name, orderIndex, itemIds } = fields
  const id = createId()
  await db.insert(outfit).values({ id, ownerId: owner.id, capsuleId, name, orderIndex })
  await db
    .insert(outfitItem)
    .values(itemIds.map((itemId, orderIndex) => ({ outfitId: id, itemId, orderIndex })))
  return id
}

async function newCheatSheet(
  owner: TestUser,
  capsuleId: string,
  fields: { name: string; description: string; itemIds: string[] },
) {
  const id = createId()
  await db.insert(cheatSheet).values({
    id,
    ownerId: owner.id,
    capsuleId,
    name: fields.name,
    description: fields.description,
  })
  await db
    .insert(cheatSheetItem)
    .values(fields.itemIds.map((itemId, orderIndex) => ({ cheatSheetId: id, itemId, orderIndex })))
  return id
}

/** A published, password-protected capsule with items (photos), outfits and a cheat sheet. */
async function fullCapsule(owner: TestUser) {
  const description = 'Dear Margot,\nA spring wardrobe for Paris.\n— Claire'
  const created = await newCapsule(owner, {
    name: 'Spring in Paris',
    description,
    password: PASSWORD,
  })
  const blazer = await newItem(owner, created.id, {
    name: 'Camel Blazer',
    category: 'Outerwear',
    price: '€240',
    size: 'M',
    fitNote: 'runs small — size up',
  })
  const jeans = await newItem(owner, created.id, {
    name: 'Straight Jeans',
    category: 'Bottoms',
    colour: '#3b5b8c',
  })
  const loafers = await newItem(owner, created.id, {
    name: 'Leather Loafers',
    category: 'Shoes',
    colour: '#2e2a27',
  })
  // Made in the reverse of their order, so the order shown is the outfits' own.
  await newOutfit(owner, created.id, { name: 'Office Monday', orderIndex: 1, itemIds: [blazer.id] })
  await newOutfit(owner, created.id, {
    name: 'Weekend at the Market',
    orderIndex: 0,
    itemIds: [blazer.id, jeans.id],
  })
  await newCheatSheet(owner, created.id, {
    name: 'Travel Light Sheet',
    description: 'Five days, one carry-on.',
    itemIds: [loafers.id, blazer.id],
  })
  return { ...created, description, items: { blazer, jeans, loafers } }
}

// ---------------------------------------------------------------------------------------------
// The public page, as a visitor's browser calls it.
// ---------------------------------------------------------------------------------------------

type Visit = {
  /** A `name=value` cookie pair the browser sends. */
  cookie?: string
  /** The visitor's address (as the Express server sets `x-real-ip`). */
  address?: string
  /** A signed-in account (its session cookie is sent). */
  user?: TestUser
  form?: Record<string, string>
}

function visit(capsuleId: string, options: Visit = {}) {
  const args = routeArgs(`/capsule/${capsuleId}`, {
    params: { capsuleId },
    user: options.user,
    form: options.form,
  })
  const headers = new Headers(args.request.headers)
  if (options.cookie) {
    headers.set('cookie', [headers.get('cookie'), options.cookie].filter(Boolean).join('; '))
  }
  if (options.address) headers.set('x-real-ip', options.address)
  return { ...args, request: new Request(args.request, { headers }) }
}

const view = (capsuleId: string, options: Omit<Visit, 'form'> = {}) =>
  answer(() => loader(visit(capsuleId, options)))

const submit = (capsuleId: string, password: string, options: Omit<Visit, 'form'> = {}) =>
  answer(() => action(visit(capsuleId, { ...options, form: { password } })))

/** The right password, answered by a redirect to the page with the unlock cookie. */
async function unlock(capsuleId: string, password: string, options: Omit<Visit, 'form'> = {}) {
  const response: unknown = await action(visit(capsuleId, { ...options, form: { password } }))
  if (!(response instanceof Response)) throw new Error(`no redirect: ${JSON.stringify(response)}`)
  expect(response.status).toBe(302)
  expect(response.headers.get('location')).toBe(`/capsule/${capsuleId}`)
  const setCookie = response.headers.get('set-cookie') ?? ''
  return { setCookie, cookie: setCookie.split(';')[0]! }
}

const stateOf = (result: { body: unknown }) => (result.body as { state?: string }).state

// ---------------------------------------------------------------------------------------------

describe('Public capsule page', () => {
  test('before the password a stranger gets the name and brand only: nothing of the capsule leaks', async () => {
    const owner = await createSignedInUser('owner')
    const full = await fullCapsule(owner)

    const gate = await view(full.id)
    expect(gate).toStrictEqual({
      status: 200,
      body: {
        state: 'gate',
        id: full.id,
        name: 'Spring in Paris',
        brand: expect.any(String),
        madeWith: true,
      },
    })
    const [stored] = await db
      .select({ passwordHash: capsule.passwordHash })
      .from(capsule)
      .where(eq(capsule.id, full.id))
    expect(stored?.passwordHash).toBeTruthy()

    const serialised = JSON.stringify(gate.body)
    const secrets = [
      ...Object.values(full.items).flatMap((entry) => [entry.name, entry.photoKey]),
      full.description,
      'A spring wardrobe',
      'Travel Light Sheet',
      'Five days, one carry-on.',
      'Weekend at the Market',
      PASSWORD,
      stored!.passwordHash!,
      'passwordHash',
    ]
    for (const secret of secrets) expect(serialised).not.toContain(secret)

    // Personal answers are never kept by a shared cache.
    const raw = (await loader(visit(full.id))) as unknown as { init: ResponseInit | null }
    expect(new Headers(raw.init?.headers).get('cache-control')).toBe('private, no-store')

    // The brand on the gate is the one the open page shows.
    const { cookie } = await unlock(full.id, PASSWORD)
    const open = await view(full.id, { cookie })
    expect((open.body as { brand: string }).brand).toBe((gate.body as { brand: string }).brand)
  })

  test('a wrong password answers 401 with the message only; the right one sets a scoped, http-only cookie that opens the capsule', async () => {
    const owner = await createSignedInUser('owner')
    const full = await fullCapsule(owner)

    expect(await submit(full.id, 'tulip-garden-8')).toStrictEqual({
      status: 401,
      body: { error: INCORRECT },
    })
    expect(await submit(full.id, '')).toStrictEqual({ status: 401, body: { error: INCORRECT } })

    const { setCookie, cookie } = await unlock(full.id, PASSWORD)
    expect(cookie.startsWith(`capsule-${full.id}=`)).toBe(true)
    const attributes = setCookie.split(';').map((part) => part.trim().toLowerCase())
    expect(attributes).toContain('httponly')
    expect(attributes).toContain('samesite=lax')
    expect(attributes).toContain('path=/')
    // The cookie value is not the password, nor its hash.
    expect(setCookie).not.toContain(PASSWORD)
    expect(setCookie).not.toContain(full.passwordHash)

    const open = await view(full.id, { cookie })
    expect(open.status).toBe(200)
    expect(open.body).toMatchObject({
      state: 'open',
      id: full.id,
      name: 'Spring in Paris',
      description: full.description,
      draft: false,
    })
    const body = open.body as {
      items: {
        id: string
        name: string
        category: string
        size: string | null
        fitNote: string | null
        photo: { key: string } | null
      }[]
      cheatSheets: { name: string; description: string; itemIds: string[] }[]
      outfits: { name: string; itemIds: string[] }[]
    }
    const items = [...body.items].sort((a, b) => a.name.localeCompare(b.name))
    // "Featured in": the outfits (in their order) that have the item among their pieces.
    const featuredIn = (id: string) =>
      body.outfits.filter((outfit) => outfit.itemIds.includes(id)).map((outfit) => outfit.name)
    expect(
      items.map(({ id, name, category, size, fitNote, photo }) => ({
        name,
        category,
        // Her size, and how the piece fits, beside it.
        fit: [size, fitNote],
        featuredIn: featuredIn(id),
        photoKey: photo?.key,
      })),
    ).toEqual([
      {
        name: 'Camel Blazer',
        category: 'Outerwear',
        fit: ['M', 'runs small — size up'],
        featuredIn: ['Weekend at the Market', 'Office Monday'],
        photoKey: full.items.blazer.photoKey,
      },
      {
        name: 'Leather Loafers',
        category: 'Shoes',
        fit: [null, null],
        featuredIn: [],
        photoKey: full.items.loafers.photoKey,
      },
      {
        name: 'Straight Jeans',
        category: 'Bottoms',
        fit: [null, null],
        featuredIn: ['Weekend at the Market'],
        photoKey: full.items.jeans.photoKey,
      },
    ])
    expect(body.cheatSheets).toEqual([
      expect.objectContaining({
        name: 'Travel Light Sheet',
        description: 'Five days, one carry-on.',
        itemIds: [full.items.loafers.id, full.items.blazer.id],
      }),
    ])
    // Even open, the page never receives the password or its hash.
    const serialised = JSON.stringify(open.body)
    for (const secret of [PASSWORD, full.passwordHash!, 'passwordHash', 'ownerId']) {
      expect(serialised).not.toContain(secret)
    }
  })

  test("one capsule's cookie never opens another, even renamed; a new password voids earlier unlocks", async () => {
    const owner = await createSignedInUser('owner')
    const a = await newCapsule(owner, { password: PASSWORD })
    const b = await newCapsule(owner, { password: PASSWORD })

    const { cookie } = await unlock(a.id, PASSWORD)
    const value = cookie.slice(cookie.indexOf('=') + 1)
    expect(stateOf(await view(a.id, { cookie }))).toBe('open')
    expect(stateOf(await view(b.id, { cookie }))).toBe('gate')
    expect(stateOf(await view(b.id, { cookie: `capsule-${b.id}=${value}` }))).toBe('gate')

    // Saving the capsule while keeping its password keeps the unlock.
    const save = (form: Record<string, string>) =>
      answer(() =>
        capsulePage.action(
          routeArgs(`/dashboard/capsules/${a.id}`, {
            user: owner,
            params: { capsuleId: a.id },
            form: {
              intent: 'update-capsule',
              clientId: a.clientId,
              name: a.name,
              isPublished: 'on',
              ...form,
            },
          }),
        ),
      )
    expect(await save({ passwordAction: 'keep' })).toEqual({ status: 200, body: { ok: true } })
    expect(stateOf(await view(a.id, { cookie }))).toBe('open')

    // Setting the password again, even to the same words, asks again (it is hashed anew).
    expect(await save({ passwordAction: 'set', password: PASSWORD })).toEqual({
      status: 200,
      body: { ok: true },
    })
    expect(stateOf(await view(a.id, { cookie }))).toBe('gate')

    // A new password: the old one is refused, the new one opens.
    const again = await unlock(a.id, PASSWORD)
    expect(await save({ passwordAction: 'set', password: 'new-secret-99' })).toEqual({
      status: 200,
      body: { ok: true },
    })
    expect(stateOf(await view(a.id, { cookie: again.cookie }))).toBe('gate')
    expect(await submit(a.id, PASSWORD)).toStrictEqual({ status: 401, body: { error: INCORRECT } })
    const renewed = await unlock(a.id, 'new-secret-99')
    expect(stateOf(await view(a.id, { cookie: renewed.cookie }))).toBe('open')
  })

  test('wrong passwords are limited per capsule and address; right ones do not count', async () => {
    const owner = await createSignedInUser('owner')
    const protectedCapsule = await newCapsule(owner, { password: PASSWORD })
    const id = protectedCapsule.id
    const here = { address: '203.0.113.7' }

    // A right password, then seven wrong ones: the right one did not use up an attempt.
    await unlock(id, PASSWORD, here)
    for (let attempt = 1; attempt <= 7; attempt++) {
      expect(await submit(id, `guess-${attempt}`, here)).toStrictEqual({
        status: 401,
        body: { error: INCORRECT },
      })
    }
    await unlock(id, PASSWORD, here)

    // The eighth wrong one is still answered; after it, even the right password waits.
    expect(await submit(id, 'guess-8', here)).toStrictEqual({
      status: 401,
      body: { error: INCORRECT },
    })
    expect(await submit(id, PASSWORD, here)).toStrictEqual({
      status: 429,
      body: { error: TOO_MANY },
    })
    expect(await submit(id, 'guess-9', here)).toStrictEqual({
      status: 429,
      body: { error: TOO_MANY },
    })

    // Another address, and the same address on another capsule, are not held back.
    await unlock(id, PASSWORD, { address: '198.51.100.23' })
    const other = await newCapsule(owner, { password: PASSWORD })
    await unlock(other.id, PASSWORD, here)
  })

  test('wrong passwords sent all at once from one address are limited too: at most 8 are checked', async () => {
    const owner = await createSignedInUser('owner')
    const { id } = await newCapsule(owner, { password: PASSWORD })
    const here = { address: '203.0.113.99' }

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => submit(id, `burst-${attempt}`, here)),
    )
    const checked = answers.filter((result) => result.status === 401).length
    const refused = answers.filter((result) => result.status === 429).length
    // Past 8, refused for the address; of those 8, some may be told to try again in a moment
    // (at most three checks at once per capsule: features/public-capsule/unlock.server.test.ts).
    expect(checked).toBeGreaterThan(0)
    expect(checked).toBeLessThanOrEqual(8)
    expect(checked + refused).toBe(20)
  })

  test('a draft is not found for visitors and other accounts; its owner previews it without the gate', async () => {
    const owner = await createSignedInUser('owner')
    const stranger = await createSignedInUser('stranger')
    const draft = await newCapsule(owner, {
      name: 'Autumn Draft',
      password: PASSWORD,
      published: false,
    })
    await newItem(owner, draft.id, { name: 'Wool Coat', category: 'Outerwear' })

    expect(await view(draft.id)).toEqual(NOT_FOUND)
    expect(await view(draft.id, { user: stranger })).toEqual(NOT_FOUND)
    // The password does not open a draft either.
    expect(await submit(draft.id, PASSWORD)).toEqual(NOT_FOUND)

    const preview = await view(draft.id, { user: owner })
    expect(preview.status).toBe(200)
    expect(preview.body).toMatchObject({
      state: 'open',
      name: 'Autumn Draft',
      draft: true,
      items: [expect.objectContaining({ name: 'Wool Coat' })],
    })

    const open = await newCapsule(owner, { name: 'Open Capsule' })
    await newItem(owner, open.id, { name: 'Silk Scarf', category: 'Accessories' })
    const visitor = await view(open.id)
    expect(visitor.status).toBe(200)
    expect(visitor.body).toMatchObject({
      state: 'open',
      name: 'Open Capsule',
      draft: false,
      items: [expect.objectContaining({ name: 'Silk Scarf' })],
    })
  })

  test('the owner previews her published, protected capsule without its password; others meet the gate', async () => {
    const owner = await createSignedInUser('owner')
    const stranger = await createSignedInUser('stranger')
    const locked = await newCapsule(owner, { name: 'Locked Edit', password: PASSWORD })
    await newItem(owner, locked.id, { name: 'Trench', category: 'Outerwear' })

    expect(await view(locked.id)).toMatchObject({ body: { state: 'gate' } })
    expect(await view(locked.id, { user: stranger })).toMatchObject({ body: { state: 'gate' } })
    const preview = await view(locked.id, { user: owner })
    expect(preview.status).toBe(200)
    expect(preview.body).toMatchObject({
      state: 'open',
      draft: false,
      preview: { published: true, hasPassword: true },
      items: [expect.objectContaining({ name: 'Trench' })],
    })
    // A visitor's page is never marked as a preview.
    const open = await newCapsule(owner, { name: 'Open Edit' })
    expect(await view(open.id)).toMatchObject({ body: { state: 'open', preview: null } })
  })

  test('a made-up id is answered exactly like a draft', async () => {
    const owner = await createSignedInUser('owner')
    const draft = await newCapsule(owner, { published: false })
    const madeUp = createId()

    expect(await view(madeUp)).toEqual(await view(draft.id))
    expect(await view(madeUp)).toEqual(NOT_FOUND)
    expect(await submit(madeUp, PASSWORD)).toEqual(await submit(draft.id, PASSWORD))
    expect(await submit(madeUp, PASSWORD)).toEqual(NOT_FOUND)
  })
})

describe('The open capsule page, rendered once per version', () => {
  const siteVersion = async () => (await getSiteSettings()).version
  const versionOf = async (capsuleId: string, cookie?: string) =>
    (await capsulePageVersion(`/capsule/${capsuleId}`, cookie, siteVersion))?.version

  test('only a published capsule opened in this browser is served from the shared rendering', async () => {
    const owner = await createSignedInUser('owner')
    const locked = await fullCapsule(owner)
    const open = await newCapsule(owner)
    const draft = await newCapsule(owner, { published: false })
    const { cookie } = await unlock(locked.id, PASSWORD)

    expect(await capsulePageVersion(`/capsule/${locked.id}`, undefined, siteVersion)).toBeNull()
    expect(await capsulePageVersion(`/capsule/${locked.id}`, 'capsule-x=1', siteVersion)).toBeNull()
    // Rendered with the capsule's own cookie, the one its visitors hold.
    const unlocked = await capsulePageVersion(`/capsule/${locked.id}`, cookie, siteVersion)
    expect(unlocked?.version).toEqual(expect.any(String))
    expect(await unlocked?.headers?.()).toEqual({ cookie })
    expect(await capsulePageVersion(`/capsule/${open.id}`, undefined, siteVersion)).toEqual({
      version: expect.any(String),
      headers: undefined,
    })
    expect(await capsulePageVersion(`/capsule/${draft.id}`, undefined, siteVersion)).toBeNull()
    expect(await capsulePageVersion(`/capsule/${createId()}`, undefined, siteVersion)).toBeNull()
    expect(await capsulePageVersion(`/capsule/${open.id}/more`, undefined, siteVersion)).toBeNull()
  })

  test('every change to what the page shows gives a new version; other capsules do not', async () => {
    const owner = await createSignedInUser('owner')
    const shown = await fullCapsule(owner)
    const other = await newCapsule(owner)
    const { cookie } = await unlock(shown.id, PASSWORD)
    const { blazer, jeans } = shown.items
    const [sheet] = await db
      .select({ id: cheatSheet.id })
      .from(cheatSheet)
      .where(eq(cheatSheet.capsuleId, shown.id))
    const [firstOutfit] = await db
      .select({ id: outfit.id })
      .from(outfit)
      .where(eq(outfit.capsuleId, shown.id))
    const seen = new Set([await versionOf(shown.id, cookie)])
    const expectNewVersion = async (change: string, write: () => Promise<unknown>) => {
      await write()
      const version = await versionOf(shown.id, cookie)
      expect(seen.has(version), change).toBe(false)
      seen.add(version)
    }

    expect(await versionOf(shown.id, cookie)).toBe([...seen][0])
    await newItem(owner, other.id, { name: 'Elsewhere', category: 'Tops' })
    expect(await versionOf(shown.id, cookie)).toBe([...seen][0])

    await expectNewVersion('capsule renamed', () =>
      db.update(capsule).set({ name: 'Spring in Lyon' }).where(eq(capsule.id, shown.id)),
    )
    await expectNewVersion('item added', () =>
      newItem(owner, shown.id, { name: 'Silk Scarf', category: 'Accessories' }),
    )
    await expectNewVersion('item edited', () =>
      db
        .update(item)
        .set({ priceAmount: 26000, priceCurrency: 'EUR' })
        .where(eq(item.id, blazer.id)),
    )
    await expectNewVersion('pieces put in another order', () =>
      db
        .update(item)
        .set({ position: sql`${item.position} + 10` })
        .where(eq(item.id, blazer.id)),
    )
    await expectNewVersion('item moved away', () =>
      db.update(item).set({ capsuleId: other.id }).where(eq(item.id, jeans.id)),
    )
    await expectNewVersion('item moved back', () =>
      db.update(item).set({ capsuleId: shown.id }).where(eq(item.id, jeans.id)),
    )
    await expectNewVersion('outfit renamed', () =>
      db.update(outfit).set({ name: 'Gallery Night' }).where(eq(outfit.id, firstOutfit!.id)),
    )
    await expectNewVersion('outfit pieces reordered', () =>
      db
        .update(outfitItem)
        .set({ orderIndex: sql`${outfitItem.orderIndex} + 10` })
        .where(eq(outfitItem.outfitId, firstOutfit!.id)),
    )
    await expectNewVersion('piece left an outfit', () =>
      db.delete(outfitItem).where(eq(outfitItem.outfitId, firstOutfit!.id)),
    )
    await expectNewVersion('cheat sheet piece added', () =>
      db
        .insert(cheatSheetItem)
        .values({ cheatSheetId: sheet!.id, itemId: jeans.id, orderIndex: 9 }),
    )
    await expectNewVersion('cheat sheet deleted', () =>
      db.delete(cheatSheet).where(eq(cheatSheet.id, sheet!.id)),
    )
    await expectNewVersion('item deleted', () => db.delete(item).where(eq(item.id, blazer.id)))
    await expectNewVersion('password changed', () =>
      db.update(capsule).set({ passwordHash: null }).where(eq(capsule.id, shown.id)),
    )
    // Deleting the other capsule (an item of it came and went) leaves this page as it is.
    const latest = await versionOf(shown.id, cookie)
    await db.delete(capsule).where(eq(capsule.id, other.id))
    expect(await versionOf(shown.id, cookie)).toBe(latest)
  })
})
