import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import type { StoredPhoto } from '~/lib/photo-urls'
import { photoObjectKeys } from '~/server/images.server'
import { storage } from '~/server/storage.server'
import { claimUpload, deleteStaleUploads } from '~/server/uploads.server'

import type { TestUser } from '../../../tests/support/users'
import { answer, createSignedInUser, routeArgs } from '../../../tests/support/users'
import { action } from './uploads'

/** The action's arguments for a multipart POST of `file` as the `photo` field. */
function uploadArgs(user: TestUser | undefined, file: File | null) {
  const args = routeArgs('/dashboard/uploads', { user })
  const form = new FormData()
  if (file) form.append('photo', file)
  const request = new Request(args.request.url, {
    method: 'POST',
    headers: args.request.headers,
    body: form,
  })
  return { ...args, request }
}

async function upload(user: TestUser | undefined, file: File | null) {
  const response = await action(uploadArgs(user, file))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function photoFile(name = 'IMG_0001.jpg') {
  const bytes = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#8a4b36' },
  })
    .jpeg()
    .toBuffer()
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' })
}

describe('POST /dashboard/uploads', () => {
  test('signed out, it answers 401 (the sign-in screen)', async () => {
    const result = await answer(() => action(uploadArgs(undefined, null)))
    expect(result.status).toBe(401)
  })

  test('a real photo is processed and stored: 201 with the upload id and the photo', async () => {
    const stylist = await createSignedInUser()
    const { status, body } = await upload(stylist, await photoFile())
    expect(status).toBe(201)
    expect(body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      photo: { key: expect.any(String), width: 900, height: 600, widths: [320, 640] },
    })
    const photo = body.photo as StoredPhoto
    for (const key of photoObjectKeys(photo)) {
      const object = await storage.get(key)
      expect(object).not.toBeNull()
      object!.body.resume()
    }

    // Saving the form claims it once; afterwards the id is spent.
    expect(await claimUpload(stylist.id, body.id as string)).toEqual(photo)
    expect(await claimUpload(stylist.id, body.id as string)).toBeNull()
  })

  test('a text file, whatever its name, is refused with a clear message', async () => {
    const stylist = await createSignedInUser()
    const fake = new File(['just some text'], 'holiday.jpg', { type: 'image/jpeg' })
    expect(await upload(stylist, fake)).toEqual({
      status: 400,
      body: {
        error: 'This file is not an image we can read. Use a JPEG, PNG, WebP, HEIC or AVIF photo.',
      },
    })
  })

  test('a form without a photo is refused', async () => {
    const stylist = await createSignedInUser()
    expect(await upload(stylist, null)).toEqual({
      status: 400,
      body: { error: 'Choose a photo to upload.' },
    })
  })

  test('a body declared larger than 25 MB is refused before it is read', async () => {
    const stylist = await createSignedInUser()
    const args = uploadArgs(stylist, await photoFile())
    const headers = new Headers(args.request.headers)
    headers.set('content-length', String(26 * 1024 * 1024))
    const request = new Request(args.request.url, { method: 'POST', headers, body: 'x' })
    const response = await action({ ...args, request })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'This photo is larger than 25 MB.' })
  })

  test("another account cannot claim a stylist's upload: same answer as a missing one", async () => {
    const owner = await createSignedInUser('owner')
    const stranger = await createSignedInUser('stranger')
    const { body } = await upload(owner, await photoFile())
    const id = body.id as string

    expect(await claimUpload(stranger.id, id)).toBeNull()
    expect(await claimUpload(stranger.id, 'no-such-upload')).toBeNull()
    // The owner still has it.
    expect(await claimUpload(owner.id, id)).toEqual(body.photo)
  })

  test('a body larger than 25 MB is cut off even without a Content-Length', async () => {
    const stylist = await createSignedInUser()
    const args = uploadArgs(stylist, null)
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 30) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const headers = new Headers(args.request.headers)
    headers.set('content-type', 'multipart/form-data; boundary=x')
    const request = new Request(args.request.url, {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' })
    const response = await action({ ...args, request })
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(30)
  })

  test('uploads never claimed are deleted with their files after a day', async () => {
    const stylist = await createSignedInUser()
    const other = await createSignedInUser()
    const stale = await upload(stylist, await photoFile())
    const othersUpload = await upload(other, await photoFile())

    // A day from now, nothing yet; a day and an hour from now, this stylist's upload is gone.
    const hour = 3_600_000
    expect(await deleteStaleUploads(stylist.id, new Date(Date.now() + 23 * hour))).toBe(0)
    expect(await deleteStaleUploads(stylist.id, new Date(Date.now() + 25 * hour))).toBe(1)
    expect(await claimUpload(stylist.id, stale.body.id as string)).toBeNull()
    for (const key of photoObjectKeys(stale.body.photo as StoredPhoto)) {
      expect(await storage.get(key)).toBeNull()
    }
    // Another stylist's uploads are not touched.
    expect(await claimUpload(other.id, othersUpload.body.id as string)).toEqual(
      othersUpload.body.photo,
    )
  })
})
