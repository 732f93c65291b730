// The journeys' fixture routes: absent from the app unless TEST_FIXTURES_SECRET is set (it is
// not here, as in production), refused beside an https PUBLIC_URL, a 404 without the secret; with
// it, a stylist signed in by her cookie and a studio written through the features' functions.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

const { app } = await import('~/app.server')
const { auth, getUser } = await import('~/server/auth.server')
const { parseEnv } = await import('~/server/env.server')
const { getCapsule } = await import('~/features/summaries/capsule-summaries.server')
const { getStudio } = await import('~/features/studio/studio.server')
const { listCapsuleItems } = await import('~/features/summaries/piece-lists.server')
const { getOutfit } = await import('~/features/outfits/outfits.server')
const { listCheatSheets } = await import('~/features/cheat-sheets/cheat-sheets.server')
const { FIXTURES_SECRET_HEADER, testFixtures } = await import('./router.server')

const FIXTURES_PATH = '/__test'

const SECRET = 'fixtures-secret-0123456789abcdefghijkl'
const servers: Server[] = []

async function listen(handler: express.Express): Promise<string> {
  const server = handler.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise<void>((resolve) => server.once('listening', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

let appBase: string
let fixturesBase: string

beforeAll(async () => {
  appBase = await listen(app)
  const withFixtures = express()
  withFixtures.use(FIXTURES_PATH, testFixtures(SECRET))
  fixturesBase = await listen(withFixtures)
})

afterAll(async () => {
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  )
})

type Stylist = { userId: string; email: string; cookie: { name: string; value: string } }

function post(
  base: string,
  path: string,
  body: unknown,
  { secret = SECRET, as }: { secret?: string | null; as?: Stylist } = {},
) {
  return fetch(`${base}${FIXTURES_PATH}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { [FIXTURES_SECRET_HEADER]: secret }),
      ...(as ? { cookie: `${as.cookie.name}=${as.cookie.value}` } : {}),
    },
    body: JSON.stringify(body),
  })
}

async function stylist(email: string): Promise<Stylist> {
  const response = await post(fixturesBase, '/stylist', { email, password: 'a-good-password-42' })
  expect(response.status).toBe(200)
  return (await response.json()) as Stylist
}

async function made(as: Stylist, path: string, body: Record<string, unknown>): Promise<string> {
  const response = await post(fixturesBase, path, body, { as })
  expect(response.status, await response.clone().text()).toBe(200)
  return ((await response.json()) as { id: string }).id
}

describe('without the setting (production)', () => {
  test('no setting by default, and none beside an https PUBLIC_URL', () => {
    expect(parseEnv({}).TEST_FIXTURES_SECRET).toBeUndefined()
    expect(() =>
      parseEnv({ TEST_FIXTURES_SECRET: SECRET, PUBLIC_URL: 'https://studio.example' }),
    ).toThrow(/TEST_FIXTURES_SECRET: tests only: never set with an https PUBLIC_URL/)
    expect(() => parseEnv({ TEST_FIXTURES_SECRET: 'short' })).toThrow(/TEST_FIXTURES_SECRET/)
  })

  test('the app has no fixture routes: a 404, even with a secret', async () => {
    for (const path of ['', '/stylist', '/clients']) {
      const response = await post(appBase, path, {
        email: 'a@example.com',
        password: 'x'.repeat(12),
      })
      expect(response.status).toBe(404)
    }
  })
})

describe('with the setting', () => {
  test('a request without the secret, or with another, finds nothing', async () => {
    const body = { email: 'nobody@example.com', password: 'a-good-password-42' }
    expect((await post(fixturesBase, '/stylist', body, { secret: null })).status).toBe(404)
    expect((await post(fixturesBase, '/stylist', body, { secret: `${SECRET}x` })).status).toBe(404)
    expect((await post(fixturesBase, '/nothing', body)).status).toBe(404)
    const context = await auth.$context
    expect(await context.internalAdapter.findUserByEmail('nobody@example.com')).toBeNull()
  })

  test('a stylist is confirmed, signed in by her cookie, and signs in with her password', async () => {
    const password = 'a-good-password-42'
    const response = await post(fixturesBase, '/stylist', { email: 'Odile@Example.com', password })
    expect(response.status).toBe(200)
    const odile = (await response.json()) as Stylist
    expect(odile.email).toBe('odile@example.com')
    const signedIn = await getUser(
      new Request('http://localhost/dashboard', {
        headers: { cookie: `${odile.cookie.name}=${odile.cookie.value}` },
      }),
    )
    expect(signedIn).toMatchObject({ id: odile.userId, email: 'odile@example.com' })
    const found = await auth.api.signInEmail({ body: { email: 'odile@example.com', password } })
    expect(found.user).toMatchObject({ id: odile.userId, emailVerified: true })
    // Her studio is open, as after her first visit of the dashboard.
    expect(await getStudio(odile.userId)).not.toBeNull()
  })

  test('her studio is written for her: a client, a capsule, items with a photo, an outfit, a cheat sheet', async () => {
    const bianca = await stylist('studio@example.com')
    const ownerId = bianca.userId
    const clientId = await made(bianca, '/clients', { name: 'Bianca Rossi' })
    const capsuleId = await made(bianca, '/capsules', {
      clientId,
      name: 'Riviera Summer',
      password: 'harbour-lilac-27',
    })
    const shirt = await made(bianca, '/items', {
      capsuleId,
      name: 'Linen Shirt',
      price: 'EUR 120',
      photoColour: '#c9b79c',
    })
    const trousers = await made(bianca, '/items', { capsuleId, name: 'Wide Trousers' })
    const outfitId = await made(bianca, '/outfits', {
      capsuleId,
      name: 'Sunset dinner',
      itemIds: [shirt, trousers],
    })
    await made(bianca, '/cheat-sheets', { capsuleId, name: 'Week one', itemIds: [trousers] })

    expect(await getCapsule(ownerId, capsuleId)).toMatchObject({
      name: 'Riviera Summer',
      isPublished: true,
      hasPassword: true,
    })
    const items = await listCapsuleItems(ownerId, capsuleId)
    expect(items.map((item) => [item.name, item.photo !== null])).toEqual([
      ['Linen Shirt', true],
      ['Wide Trousers', false],
    ])
    expect((await getOutfit(ownerId, capsuleId, outfitId))?.items.map((item) => item.id)).toEqual([
      shirt,
      trousers,
    ])
    expect((await listCheatSheets(ownerId, capsuleId)).map((sheet) => sheet.name)).toEqual([
      'Week one',
    ])
  })

  test("without her session nothing is made; another stylist's capsule is refused; a form's bounds hold", async () => {
    expect((await post(fixturesBase, '/clients', { name: 'Nobody' })).status).toBe(401)
    const owner = await stylist('owner@example.com')
    const clientId = await made(owner, '/clients', { name: 'Inès' })
    const capsuleId = await made(owner, '/capsules', { clientId, name: 'Autumn' })
    const other = await stylist('other@example.com')
    const response = await post(fixturesBase, '/items', { capsuleId, name: 'Coat' }, { as: other })
    expect(response.status).toBe(400)
    expect(await listCapsuleItems(owner.userId, capsuleId)).toEqual([])
    const unnamed = await post(fixturesBase, '/clients', { name: '' }, { as: other })
    expect(unnamed.status).toBe(400)
    expect(await unnamed.text()).toContain("Enter the client's name.")
  })
})
