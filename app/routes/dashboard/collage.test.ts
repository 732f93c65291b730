import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import type { StoredPhoto } from '~/lib/photo-urls'
import { savePhoto } from '~/server/images.server'
import { storage } from '~/server/storage.server'
import { claimUpload } from '~/server/uploads.server'

import { clientWithTwoCapsules, insertItem } from '../../../tests/support/studio-rows'
import { answer, createSignedInUser, routeArgs, type TestUser } from '../../../tests/support/users'
import { action } from './collage'

async function photo(colour: string) {
  return savePhoto(
    await sharp({ create: { width: 800, height: 1000, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  )
}

/** A capsule with three items with photos and one without, plus an item in another capsule. */
async function studio(ownerId: string) {
  const { clientId, capsuleId, otherCapsuleId } = await clientWithTwoCapsules(ownerId)
  const add = (name: string, photo: StoredPhoto | null, inCapsule = capsuleId) =>
    insertItem(ownerId, clientId, inCapsule, name, photo)
  const withPhotos = [
    await add('Blazer', await photo('#8a4b36')),
    await add('Jeans', await photo('#2f4b7c')),
    await add('Loafers', await photo('#3a3a3a')),
  ]
  const withoutPhoto = await add('Scarf', null)
  const elsewhere = await add('Coat', await photo('#c9b79c'), otherCapsuleId)
  return { capsuleId, withPhotos, withoutPhoto, elsewhere }
}

function collageArgs(user: TestUser | undefined, capsuleId: string, itemIds: string[]) {
  const args = routeArgs(`/dashboard/capsules/${capsuleId}/collage`, {
    user,
    params: { capsuleId },
  })
  const body = new URLSearchParams()
  for (const id of itemIds) body.append('itemIds', id)
  const request = new Request(args.request.url, {
    method: 'POST',
    headers: args.request.headers,
    body,
  })
  return { ...args, request }
}

async function generate(user: TestUser | undefined, capsuleId: string, itemIds: string[]) {
  const response = await action(collageArgs(user, capsuleId, itemIds))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('POST /dashboard/capsules/:capsuleId/collage', () => {
  test('signed out, it answers 401 (the sign-in screen)', async () => {
    const result = await answer(() => action(collageArgs(undefined, 'any', ['x'])))
    expect(result.status).toBe(401)
  })

  test('the stylist gets a 1080 × 1350 collage of the picked photos, saved as an upload', async () => {
    const stylist = await createSignedInUser()
    const { capsuleId, withPhotos, withoutPhoto } = await studio(stylist.id)
    // An item without a photo may be picked too: it is simply not drawn.
    const { status, body } = await generate(stylist, capsuleId, [withoutPhoto, ...withPhotos])
    expect(status).toBe(201)
    expect(body).toEqual({
      id: expect.any(String),
      photo: {
        key: expect.any(String),
        width: 1080,
        height: 1350,
        widths: [320, 640],
        // The pieces it shows, so a sheet whose pieces change says it is out of date.
        madeFrom: withPhotos,
      },
    })
    const stored = body.photo as StoredPhoto
    const large = await storage.get(`${stored.key}/large.webp`)
    expect(large).not.toBeNull()
    large!.body.resume()

    // The cheat sheet form claims it like a photo the stylist uploaded.
    expect(await claimUpload(stylist.id, body.id as string)).toEqual(stored)
  })

  test("another account's capsule answers 404, like a missing one", async () => {
    const owner = await createSignedInUser('owner')
    const stranger = await createSignedInUser('stranger')
    const { capsuleId, withPhotos } = await studio(owner.id)
    const notFound = { status: 404, body: { error: 'This capsule no longer exists.' } }
    expect(await generate(stranger, capsuleId, withPhotos)).toEqual(notFound)
    expect(await generate(stranger, 'no-such-capsule', withPhotos)).toEqual(notFound)

    // Nor can the owner's items be drawn into the stranger's own capsule.
    const own = await studio(stranger.id)
    expect(await generate(stranger, own.capsuleId, withPhotos)).toEqual({
      status: 400,
      body: { error: 'Pick items with photos first.' },
    })
  })

  test('no pick, only items without photos, or items of another capsule are refused', async () => {
    const stylist = await createSignedInUser()
    const { capsuleId, withPhotos, withoutPhoto, elsewhere } = await studio(stylist.id)
    const refused = { status: 400, body: { error: 'Pick items with photos first.' } }
    expect(await generate(stylist, capsuleId, [])).toEqual(refused)
    expect(await generate(stylist, capsuleId, [withoutPhoto])).toEqual(refused)
    expect(await generate(stylist, capsuleId, [withPhotos[0]!, elsewhere])).toEqual(refused)
  })
})
