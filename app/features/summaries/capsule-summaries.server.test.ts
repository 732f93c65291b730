import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import { createCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema } from '~/features/capsules/schema'
import { capsule } from '~/features/capsules/tables.server'
import { createClient } from '~/features/clients/clients.server'
import { createItem } from '~/features/items/items.server'
import { ItemSchema } from '~/features/items/schema'
import { db } from '~/server/db.server'
import { createUpload } from '~/server/uploads.server'

import { createSignedInUser } from '../../../tests/support/users'
import { CAPSULES_PER_PAGE, listCapsulePage } from './capsule-summaries.server'

async function newCapsule(ownerId: string, clientId: string, name: string) {
  const made = await createCapsule(
    ownerId,
    CapsuleSchema.parse({ clientId, name, passwordAction: 'keep' }),
  )
  if (!made.ok) throw new Error(made.reason)
  return made.id
}

/** Capsules made one after another, a minute apart: the embedded database's clock counts in
 * milliseconds, so a loop can make two in the same one. */
async function capsulesMadeInTurn(ownerId: string, clientId: string, names: string[]) {
  const start = Date.now() - names.length * 60_000
  for (const [index, name] of names.entries()) {
    const id = await newCapsule(ownerId, clientId, name)
    await db
      .update(capsule)
      .set({ createdAt: new Date(start + index * 60_000) })
      .where(eq(capsule.id, id))
  }
}

describe('the Capsules list, a page at a time', () => {
  test('pages the newest capsules first and answers a page past the end with the last one', async () => {
    const user = await createSignedInUser('capsule-pages')
    const client = await createClient(user.id, { name: 'Margot', email: null, phone: null })
    const names = Array.from({ length: CAPSULES_PER_PAGE + 2 }, (_, index) => `Capsule ${index}`)
    await capsulesMadeInTurn(user.id, client.id, names)

    const first = await listCapsulePage(user.id)
    expect(first).toMatchObject({ total: names.length, page: 1, pageCount: 2 })
    expect(first.capsules).toHaveLength(CAPSULES_PER_PAGE)
    expect(first.capsules[0]!.name).toBe(names.at(-1))

    const last = await listCapsulePage(user.id, { page: 99 })
    expect(last.page).toBe(2)
    expect(last.capsules.map((capsule) => capsule.name)).toEqual(['Capsule 1', 'Capsule 0'])
  })

  test('finds a capsule by its name or its client, ignoring case and accents', async () => {
    const user = await createSignedInUser('capsule-search')
    const ines = await createClient(user.id, { name: 'Inès Moreau', email: null, phone: null })
    const odile = await createClient(user.id, { name: 'Odile', email: null, phone: null })
    await newCapsule(user.id, ines.id, 'Winter Edit')
    await newCapsule(user.id, odile.id, 'Été à Nice')
    await newCapsule(user.id, odile.id, 'Workwear')

    const byClient = await listCapsulePage(user.id, { query: 'ines' })
    expect(byClient.capsules.map((capsule) => capsule.name)).toEqual(['Winter Edit'])
    const byName = await listCapsulePage(user.id, { query: 'ETE A' })
    expect(byName.capsules.map((capsule) => capsule.name)).toEqual(['Été à Nice'])
    const oneClient = await listCapsulePage(user.id, { clientId: odile.id, query: 'w' })
    expect(oneClient.capsules.map((capsule) => capsule.name)).toEqual(['Workwear'])
    expect(await listCapsulePage(user.id, { query: 'nobody' })).toMatchObject({
      capsules: [],
      total: 0,
      page: 1,
      pageCount: 1,
    })
  })

  test("shows the first pieces' photos on each card, in her order, and only the owner's capsules", async () => {
    const user = await createSignedInUser('capsule-covers')
    const stranger = await createSignedInUser('capsule-covers-stranger')
    const client = await createClient(user.id, { name: 'Margot', email: null, phone: null })
    const capsuleId = await newCapsule(user.id, client.id, 'Photographed')
    const keys: string[] = []
    for (const colour of ['#aa3344', '#3344aa', '#33aa44', '#444444']) {
      const bytes = await sharp({
        create: { width: 400, height: 500, channels: 3, background: colour },
      })
        .jpeg()
        .toBuffer()
      const uploaded = await createUpload(user.id, bytes)
      const made = await createItem(
        user.id,
        { clientId: client.id, capsuleId },
        ItemSchema.parse({ name: colour, photoUpload: uploaded.id }),
      )
      if (!made.ok) throw new Error(made.reason)
      keys.push(uploaded.photo.key)
    }

    const { capsules } = await listCapsulePage(user.id)
    expect(capsules).toHaveLength(1)
    expect(capsules[0]!.itemCount).toBe(4)
    // A new piece goes last: the first three are the cover.
    expect(capsules[0]!.cover.map((photo) => photo.key)).toEqual(keys.slice(0, 3))
    expect(capsules[0]!.cover[0]).toMatchObject({ width: 400, height: 500 })
    expect((await listCapsulePage(stranger.id)).total).toBe(0)
  })
})
