import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'

const { db } = await import('~/server/db.server')
const { createId } = await import('~/server/ids.server')
const schema = await import('~/schema.server')
const { trashClient, restoreFromTrash } = await import('~/features/trash/index.server')
const { createSignedInUser } = await import('../../../tests/support/users')
const { findHome, homeLinkOf, newHomeLink, revokeHomeLink } = await import('~/features/clients/home-link.server')
const { loadHome } = await import('./home-page.server')

const owner = await createSignedInUser('home-owner')
const stranger = await createSignedInUser('home-stranger')

async function newClient(ownerId = owner.id) {
  const id = createId()
  await db.insert(schema.client).values({ id, ownerId, name: 'Inès Caron' })
  return id
}

async function newCapsule(
  clientId: string,
  fields: { isPublished?: boolean; password?: string } = {},
) {
  const id = createId()
  await db.insert(schema.capsule).values({
    id,
    ownerId: owner.id,
    clientId,
    name: `Capsule ${id}`,
    isPublished: fields.isPublished ?? true,
    passwordHash: fields.password ? await hashPassword(fields.password) : null,
  })
  return id
}

const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1)!

const visit = (token: string, cookie?: string) =>
  loadHome(new Request(`http://app.test/c/${token}`, { headers: cookie ? { cookie } : {} }), token)

/** What loading a home that opens nothing throws (a 404 like a missing page's); null: it opened. */
async function missing(token: string, cookie?: string) {
  try {
    await visit(token, cookie)
    return null
  } catch (error) {
    const { init, data } = error as { init: ResponseInit | null; data: unknown }
    return { status: init?.status, data }
  }
}

describe("her client's home link", () => {
  test('made for her own client only, found by its token; a new one replaces it; revoked, it is none', async () => {
    const clientId = await newClient()
    expect(await homeLinkOf(owner.id, clientId)).toBeNull()
    expect(await newHomeLink(stranger.id, clientId)).toBeNull()
    const first = await newHomeLink(owner.id, clientId)
    expect(first).toMatch(/\/c\/[\w-]{22}$/)
    expect(await findHome(tokenOf(first!))).toMatchObject({ id: clientId, ownerId: owner.id })
    expect((await homeLinkOf(owner.id, clientId))?.url).toBe(first)
    // Another stylist sees nothing of it.
    expect(await homeLinkOf(stranger.id, clientId)).toBeNull()
    expect(await revokeHomeLink(stranger.id, clientId)).toBe(false)

    const second = await newHomeLink(owner.id, clientId)
    expect(second).not.toBe(first)
    expect(await findHome(tokenOf(first!))).toBeNull()
    expect(await findHome(tokenOf(second!))).not.toBeNull()

    expect(await revokeHomeLink(owner.id, clientId)).toBe(true)
    expect(await findHome(tokenOf(second!))).toBeNull()
    expect(await homeLinkOf(owner.id, clientId)).toBeNull()
  })

  test('a malformed token is no row, never an error', async () => {
    for (const token of ['', 'x', '%00', 'x'.repeat(5000), "' or 1=1 --", '../../etc/passwd']) {
      expect(await findHome(token)).toBeNull()
    }
  })

  test('trashed with her client and restored with her: the same link opens her home again', async () => {
    const clientId = await newClient()
    const url = await newHomeLink(owner.id, clientId)
    const trashId = await trashClient(owner.id, clientId)
    expect(await findHome(tokenOf(url!))).toBeNull()
    expect(await restoreFromTrash(owner.id, trashId!)).toBe(true)
    expect(await findHome(tokenOf(url!))).toMatchObject({ id: clientId })
  })
})

describe("her client's home page", () => {
  test('lists only her published capsules, newest first; one with a password locked until unlocked', async () => {
    const clientId = await newClient()
    const otherClient = await newClient()
    const older = await newCapsule(clientId)
    const locked = await newCapsule(clientId, { password: 'lilac-harbour-31' })
    const draft = await newCapsule(clientId, { isPublished: false })
    const notHers = await newCapsule(otherClient)
    await db
      .update(schema.capsule)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.capsule.id, older))
    const token = tokenOf((await newHomeLink(owner.id, clientId))!)

    const home = await visit(token)
    const capsules = home.entries.filter((entry) => entry.kind === 'capsule')
    expect(capsules.map((entry) => entry.href)).toEqual([`/capsule/${locked}`, `/capsule/${older}`])
    expect(capsules.map((entry) => entry.locked)).toEqual([true, false])
    const hrefs = home.entries.map((entry) => entry.href).join(' ')
    expect(hrefs).not.toContain(draft)
    expect(hrefs).not.toContain(notHers)
    expect(home.preview).toBe(false)

    // Her stylist previews it (her draft is still not listed: the home is her client's view).
    const preview = await visit(token, owner.cookie)
    expect(preview.preview).toBe(true)
    expect(preview.entries.map((entry) => entry.href).join(' ')).not.toContain(draft)
  })

  test('"New" marks what changed since her last visit; her stylist previewing is no visit', async () => {
    const clientId = await newClient()
    const capsuleId = await newCapsule(clientId)
    const token = tokenOf((await newHomeLink(owner.id, clientId))!)
    // The first visit marks nothing.
    expect((await visit(token)).entries.map((entry) => entry.isNew)).toEqual([false])
    // Her visit was an hour ago; the capsule changed since.
    await db
      .update(schema.clientHome)
      .set({ visitedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(schema.clientHome.clientId, clientId))
    await db
      .update(schema.capsule)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.capsule.id, capsuleId))
    await visit(token, owner.cookie)
    expect((await visit(token)).entries.map((entry) => entry.isNew)).toEqual([true])
    expect((await visit(token)).entries.map((entry) => entry.isNew)).toEqual([false])
  })

  test("her capsule says how many messages it holds; her stylist's reply since her visit is New", async () => {
    const clientId = await newClient()
    const capsuleId = await newCapsule(clientId)
    const locked = await newCapsule(clientId, { password: 'lilac-harbour-31' })
    const hourAgo = new Date(Date.now() - 3_600_000)
    await db
      .update(schema.capsule)
      .set({ updatedAt: hourAgo })
      .where(eq(schema.capsule.id, capsuleId))
    for (const id of [capsuleId, locked]) {
      const threadId = createId()
      await db
        .insert(schema.thread)
        .values({ id: threadId, ownerId: owner.id, capsuleId: id, target: 'capsule' })
      for (const author of ['client', 'stylist'] as const) {
        await db.insert(schema.message).values({
          id: createId(),
          ownerId: owner.id,
          capsuleId: id,
          threadId,
          author,
          body: 'Is it lined?',
          // Forty minutes ago, after the capsule's last change.
          createdAt: new Date(Date.now() - 2_400_000),
        })
      }
    }
    const token = tokenOf((await newHomeLink(owner.id, clientId))!)
    await db
      .update(schema.clientHome)
      .set({ visitedAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.clientHome.clientId, clientId))
    const entries = (await visit(token)).entries
    expect(entries.find((entry) => entry.href === `/capsule/${capsuleId}`)).toMatchObject({
      detail: 'Style capsule · 2 messages',
      isNew: false,
    })
    // A locked capsule says nothing of its conversation.
    expect(entries.find((entry) => entry.href === `/capsule/${locked}`)?.detail).toBe(
      'Locked: opens with its password',
    )
    await db
      .update(schema.clientHome)
      .set({ visitedAt: new Date(Date.now() - 3_000_000) })
      .where(eq(schema.clientHome.clientId, clientId))
    expect(
      (await visit(token)).entries.find((entry) => entry.href === `/capsule/${capsuleId}`)?.isNew,
    ).toBe(true)
  })

  test('a wrong, replaced, revoked or deleted client’s token answers like a missing page', async () => {
    const none = await missing(createId())
    expect(none).toEqual({ status: 404, data: 'Link not found' })
    const clientId = await newClient()
    const first = tokenOf((await newHomeLink(owner.id, clientId))!)
    const second = tokenOf((await newHomeLink(owner.id, clientId))!)
    expect(await missing(first)).toEqual(none)
    expect(await missing(first, owner.cookie)).toEqual(none)
    await revokeHomeLink(owner.id, clientId)
    expect(await missing(second)).toEqual(none)

    const deleted = await newClient()
    const token = tokenOf((await newHomeLink(owner.id, deleted))!)
    await trashClient(owner.id, deleted)
    expect(await missing(token)).toEqual(none)
  })
})
