import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'

import { capsule } from '~/features/capsules/tables.server'
import { client } from '~/features/clients/tables.server'
import { postClientMessage } from '~/features/conversation/messages.server'
import { capsuleFeedbackState } from '~/features/conversation/tables.server'
import { ownershipIntents } from '~/features/items/ownership-intents.server'
import { item } from '~/features/items/tables.server'
import { outfit } from '~/features/outfits/tables.server'
import * as feedbackRoute from '~/routes/capsule-feedback'
import { db } from '~/server/db.server'
import { runIntent } from '~/server/forms.server'
import { createId } from '~/server/ids.server'
import { unlockRequestCookie } from '~/server/unlock-cookie.server'

import { answer, createSignedInUser, routeArgs, type TestUser } from '../../../tests/support/users'
import { feedbackGlances, listFeedback, markFeedbackSeen } from './feedback-entries.server'

const owner = await createSignedInUser('feedback-owner')
const stranger = await createSignedInUser('feedback-stranger')

async function newCapsule(options: { published?: boolean; passwordHash?: string | null } = {}) {
  const clientId = createId()
  await db.insert(client).values({ id: clientId, ownerId: owner.id, name: 'Margot' })
  const id = createId()
  await db.insert(capsule).values({
    id,
    ownerId: owner.id,
    clientId,
    name: `Capsule ${id}`,
    isPublished: options.published ?? true,
    passwordHash: options.passwordHash ?? null,
  })
  const itemId = createId()
  await db
    .insert(item)
    .values({ id: itemId, ownerId: owner.id, clientId, capsuleId: id, name: 'Silk Blouse' })
  const outfitId = createId()
  await db.insert(outfit).values({ id: outfitId, ownerId: owner.id, capsuleId: id, name: 'Brunch' })
  return { id, itemId, outfitId }
}

const version = async (id: string) =>
  (await db.select({ v: capsule.contentVersion }).from(capsule).where(eq(capsule.id, id)))[0]!.v

type Visitor = { user?: TestUser; cookie?: string; ip?: string }

function args(capsuleId: string, visitor: Visitor, form?: Record<string, string>) {
  const built = routeArgs(`/capsule/${capsuleId}/feedback`, {
    user: visitor.user,
    params: { capsuleId },
    form,
  })
  if (visitor.cookie) built.request.headers.set('cookie', visitor.cookie)
  if (visitor.ip) built.request.headers.set('x-real-ip', visitor.ip)
  built.request.headers.set('accept', 'application/json')
  return built
}

const read = (capsuleId: string, visitor: Visitor = {}) =>
  answer(async () => {
    const response = await feedbackRoute.loader(args(capsuleId, visitor))
    return { status: response.status, json: await response.json() }
  })

async function send(capsuleId: string, form: Record<string, string>, visitor: Visitor = {}) {
  return answer(async () => {
    const response = await feedbackRoute.action(args(capsuleId, visitor, form))
    return { status: response.status, json: await response.json() }
  })
}

describe('who may answer', () => {
  test('a client of a published capsule answers; the page version does not move', async () => {
    const { id, itemId } = await newCapsule()
    const before = await version(id)
    const saved = await send(id, { target: `item:${itemId}`, reaction: 'love' })
    expect(saved.body).toMatchObject({ status: 200, json: { feedback: { reaction: 'love' } } })
    await send(id, { target: `item:${itemId}`, bought: 'true' })
    expect(await version(id)).toBe(before)
    const loaded = await read(id)
    expect(loaded.body).toMatchObject({
      status: 200,
      json: {
        canGiveFeedback: true,
        feedback: [
          {
            target: `item:${itemId}`,
            reaction: 'love',
            bought: true,
          },
        ],
        threads: [],
        mail: { hasAddress: false, off: false },
      },
    })
  })

  test('choosing again replaces; an empty reaction clears it', async () => {
    const { id, outfitId } = await newCapsule()
    await send(id, { target: `outfit:${outfitId}`, reaction: 'love' })
    await send(id, { target: `outfit:${outfitId}`, reaction: 'no' })
    expect((await read(id)).body).toMatchObject({ json: { feedback: [{ reaction: 'no' }] } })
    await send(id, { target: `outfit:${outfitId}`, reaction: '' })
    expect((await read(id)).body).toMatchObject({ json: { feedback: [] } })
  })

  test('a password capsule answers only where it was unlocked', async () => {
    const hash = 'not-a-real-hash'
    const { id, itemId } = await newCapsule({ passwordHash: hash })
    const form = { target: `item:${itemId}`, reaction: 'maybe' }
    expect((await send(id, form)).status).toBe(404)
    expect((await read(id)).status).toBe(404)
    const cookie = await unlockRequestCookie(id, hash)
    expect((await send(id, form, { cookie })).body).toMatchObject({ status: 200 })
    expect((await read(id, { cookie })).body).toMatchObject({ json: { canGiveFeedback: true } })
  })

  test('a draft: its owner sees disabled controls, anyone else a missing capsule', async () => {
    const { id, itemId } = await newCapsule({ published: false })
    const form = { target: `item:${itemId}`, reaction: 'love' }
    expect((await read(id, { user: owner })).body).toMatchObject({
      status: 200,
      json: { canGiveFeedback: false, feedback: [] },
    })
    expect((await send(id, form, { user: owner })).body).toMatchObject({ status: 403 })
    expect((await read(id, { user: stranger })).status).toBe(404)
    expect((await send(id, form, { user: stranger })).status).toBe(404)
    expect((await read('no-such-capsule')).status).toBe(404)
  })

  test('a piece of another capsule and bad targets are refused; a note is a message now', async () => {
    const { id, outfitId } = await newCapsule()
    const other = await newCapsule()
    expect(
      (await send(id, { target: `item:${other.itemId}`, reaction: 'love' })).body,
    ).toMatchObject({ status: 404 })
    expect((await send(id, { target: `outfit:${outfitId}`, bought: 'true' })).body).toMatchObject({
      status: 404,
    })
    for (const form of <Record<string, string>[]>[
      { target: 'capsule:x', reaction: 'love' },
      { target: `outfit:${outfitId}`, reaction: 'adore' },
      { target: `outfit:${outfitId}` },
      { target: `outfit:${outfitId}`, reaction: 'love', bought: 'true' },
      { target: `outfit:${outfitId}`, note: 'A note goes to /capsule/{id}/messages' },
    ]) {
      expect((await send(id, form)).body).toMatchObject({ status: 400 })
    }
  })

  test('a plain form post (no scripts) goes back to the capsule', async () => {
    const { id, itemId } = await newCapsule()
    const built = routeArgs(`/capsule/${id}/feedback`, {
      params: { capsuleId: id },
      form: { target: `item:${itemId}`, reaction: 'love' },
    })
    const result = await answer(() => feedbackRoute.action(built))
    expect(result).toEqual({ status: 303, body: `/capsule/${id}` })
  })

  test('writes are limited per device (its cookie), wherever it sends from, never per capsule', async () => {
    const { id, itemId } = await newCapsule()
    const change = async (n: number, visitor: Visitor) => {
      const response = await feedbackRoute.action(
        args(id, visitor, { target: `item:${itemId}`, bought: String(n % 2 === 0) }),
      )
      return { status: response.status, cookie: response.headers.get('set-cookie') }
    }
    // Her first change gives her device its cookie (counted by its address alone); it is not
    // set again.
    const first = await change(0, { ip: '203.0.113.9' })
    expect(first.cookie).toMatch(/^client-device=.+HttpOnly/i)
    const device = first.cookie!.split(';')[0]!
    const results = []
    for (let n = 1; n < 302; n += 1) {
      results.push(await change(n, { ip: `203.0.113.${n % 2 ? 9 : 10}`, cookie: device }))
    }
    expect(results.at(-2)).toMatchObject({ status: 200, cookie: null })
    expect(results.at(-1)).toMatchObject({ status: 429 })
    // Another device at the same address is not held back, nor is the capsule.
    expect(await change(1, { ip: '203.0.113.9' })).toMatchObject({ status: 200 })
  })
})

describe('fuzzed input', () => {
  const FUZZ = [
    'x'.repeat(100_000),
    'Ünïcødé 漢字 👗✨ \u202eRTL\u202c',
    'A\u0000B\u0007C',
    "Robert'); DROP TABLE feedback;--",
    '<script>alert(1)</script>',
    '',
  ]
  test('nothing crashes', async () => {
    const { id, itemId } = await newCapsule()
    for (const value of FUZZ) {
      for (const form of <Record<string, string>[]>[
        { target: value, reaction: 'love' },
        { target: `item:${itemId}`, reaction: value },
        { target: `item:${itemId}`, bought: value },
      ]) {
        const result = await send(id, form)
        // Returned JSON carries its own status; a thrown 404 is the answer's status.
        const status = (result.body as { status?: number } | null)?.status ?? result.status
        expect([200, 400, 404], JSON.stringify(form).slice(0, 80)).toContain(status)
      }
    }
  })
})

describe('the stylist side', () => {
  test('the Feedback view and the card glance, new until she has seen it (a POST)', async () => {
    const { id, itemId, outfitId } = await newCapsule()
    await send(id, { target: `item:${itemId}`, reaction: 'love' })
    const request = new Request(`http://localhost/capsule/${id}/messages`, { method: 'POST' })
    expect(
      await postClientMessage(request, id, { target: `outfit:${outfitId}`, body: 'Too formal' }),
    ).toMatchObject({ ok: true })
    const entries = await listFeedback(owner.id, id)
    expect(entries.map((entry) => [entry.name, entry.reaction])).toEqual([['Silk Blouse', 'love']])
    expect(await listFeedback(stranger.id, id)).toEqual([])
    expect((await feedbackGlances(owner.id))[id]).toMatchObject({ loved: 1, notes: 1, unread: 2 })
    expect((await feedbackGlances(stranger.id))[id]).toBeUndefined()
    expect(await markFeedbackSeen(stranger.id, id)).toBe(false)
    expect((await feedbackGlances(owner.id))[id]?.unread).toBe(2)
    expect(await markFeedbackSeen(owner.id, id)).toBe(true)
    expect((await feedbackGlances(owner.id))[id]?.unread).toBe(0)
    const [state] = await db
      .select({ seenAt: capsuleFeedbackState.seenAt })
      .from(capsuleFeedbackState)
      .where(eq(capsuleFeedbackState.capsuleId, id))
    expect(state?.seenAt).toBeInstanceOf(Date)
  })
})

describe('Owned / To buy in bulk', () => {
  const bulk = (ownerId: string, capsuleId: string, fields: [string, string][]) => {
    const form = new FormData()
    form.set('intent', 'set-ownership')
    for (const [name, value] of fields) form.append(name, value)
    return answer(
      async () =>
        (await runIntent(ownershipIntents, form, {
          ownerId,
          capsuleId,
          request: new Request('http://localhost/'),
        })) as never,
    )
  }
  const ownershipOf = async (id: string) =>
    (await db.select({ o: item.ownership }).from(item).where(eq(item.id, id)))[0]!.o

  test('the owner marks the chosen items; another account changes nothing', async () => {
    const { id, itemId } = await newCapsule()
    const before = await version(id)
    expect(
      await bulk(owner.id, id, [
        ['ownership', 'owned'],
        ['itemIds', itemId],
      ]),
    ).toMatchObject({ status: 200, body: { ok: true } })
    expect(await ownershipOf(itemId)).toBe('owned')
    // What the page shows changed: a new version.
    expect(await version(id)).toBeGreaterThan(before)
    expect(
      await bulk(stranger.id, id, [
        ['ownership', 'to_buy'],
        ['itemIds', itemId],
      ]),
    ).toMatchObject({ status: 404 })
    expect(await ownershipOf(itemId)).toBe('owned')
    expect(await bulk(owner.id, id, [['ownership', 'lent']])).toMatchObject({ status: 400 })
    await bulk(owner.id, id, [
      ['ownership', ''],
      ['itemIds', itemId],
    ])
    expect(await ownershipOf(itemId)).toBeNull()
  })

  test('a list with one id that is not a piece of this capsule of hers changes nothing', async () => {
    const { id, itemId } = await newCapsule()
    const elsewhere = await newCapsule()
    const strangerClient = createId()
    await db.insert(client).values({ id: strangerClient, ownerId: stranger.id, name: 'Theirs' })
    const theirs = createId()
    await db
      .insert(item)
      .values({ id: theirs, ownerId: stranger.id, clientId: strangerClient, name: 'Theirs' })
    for (const other of [theirs, elsewhere.itemId, 'no-such-item', 'not an id!']) {
      expect(
        await bulk(owner.id, id, [
          ['ownership', 'owned'],
          ['itemIds', itemId],
          ['itemIds', other],
        ]),
      ).toMatchObject({ status: other === 'not an id!' ? 400 : 404 })
    }
    expect(await ownershipOf(itemId)).toBeNull()
    expect(await ownershipOf(theirs)).toBeNull()
    expect(await ownershipOf(elsewhere.itemId)).toBeNull()
  })
})
