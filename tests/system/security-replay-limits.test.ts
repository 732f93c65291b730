/**
 * Replays of issue 41's findings about limits that count the wrong thing (points 5, 6 and 10),
 * through real HTTP requests to the Express app with its real route modules, behind a proxy
 * (TRUST_PROXY: each request's address is its X-Forwarded-For).
 */
import { like, sql } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { form, startReplay } from '../support/replay'
import { startSmtpSink } from '../support/smtp-sink'

const sink = await startSmtpSink()
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
})
process.env.SMTP_URL = sink.url

const { app } = await import('~/app.server')
const { hashPassword } = await import('better-auth/crypto')
const { createId } = await import('~/server/ids.server')
const replay = await startReplay(app, sink, 'limits41')
const { db, schema, send, signIn, attempt } = replay

afterAll(() => replay.close())
beforeEach(() => sink.clear())

/** Runs `count` calls of `task`, `width` at a time. */
async function inParallel(count: number, width: number, task: (index: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++)
    }),
  )
}

/** A published capsule of a new stylist's, with one item; a password when given. */
async function publishedCapsule(password?: string) {
  const owner = await replay.confirmedAccount()
  const clientId = createId()
  await db.insert(schema.client).values({ id: clientId, ownerId: owner.id, name: 'Inès' })
  const id = createId()
  await db.insert(schema.capsule).values({
    id,
    ownerId: owner.id,
    clientId,
    name: 'Autumn in Lyon',
    isPublished: true,
    passwordHash: password ? await hashPassword(password) : null,
    passwordWeak: password ? false : null,
  })
  const itemId = createId()
  await db
    .insert(schema.item)
    .values({ id: itemId, ownerId: owner.id, clientId, capsuleId: id, name: 'Silk Blouse' })
  return { id, itemId }
}

/** Counters kept for devices (the client's cookie) by the feedback and message limits. */
async function deviceRows(): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.rateLimiter)
    .where(like(schema.rateLimiter.key, '%-device:%'))
  return row?.n ?? 0
}

/** Addresses of one IPv6 /64, each different: what one household's devices (or one host) get. */
let host = 0
const sameSlash64 = () => `2001:db8:41:6:${(++host).toString(16)}:${host.toString(16)}:1:2`

describe('limits that count people, not addresses (issue 41)', () => {
  test('6. sign-in guesses from one IPv6 /64 spend one address budget', async () => {
    let checked = 0
    for (let guess = 0; guess < 60; guess++) {
      const response = await signIn(`nobody-${guess}@example.com`, {
        password: 'guess-1234',
        from: sameSlash64(),
      })
      await response.arrayBuffer()
      if (response.status !== 429) checked++
      attempt('IPv6 per /64', response.status === 429 || checked <= 30)
    }
    expect(checked).toBeLessThanOrEqual(30)
  })

  test('6. sign-ups from one IPv6 /64 spend one address budget', async () => {
    let accepted = 0
    for (let signUp = 0; signUp < 25; signUp++) {
      const response = await send('/auth/sign-up', {
        method: 'POST',
        body: form({ email: `v6-${signUp}@example.com`, password: 'velvet-morning-42' }),
        from: sameSlash64(),
      })
      await response.arrayBuffer()
      if (response.status === 200) accepted++
      attempt('IPv6 per /64', response.status === 429 || accepted <= 20)
    }
    expect(accepted).toBeLessThanOrEqual(20)
  })

  test('6. an IPv4 address written as IPv6 counts as that IPv4 address', async () => {
    let checked = 0
    for (let guess = 0; guess < 40; guess++) {
      const from = guess % 2 ? '192.0.2.141' : '::ffff:192.0.2.141'
      const response = await signIn(`mapped-${guess}@example.com`, { password: 'guess-1234', from })
      await response.arrayBuffer()
      if (response.status !== 429) checked++
    }
    expect(attempt('IPv6 per /64', checked <= 30)).toBe(true)
  })

  test('10. reactions and messages without a device cookie are limited by address and write no device counter', async () => {
    const { id, itemId } = await publishedCapsule()
    const before = await deviceRows()
    const from = '203.0.113.110'
    let refused = 0
    await inParallel(700, 10, async (index) => {
      const response = await send(`/capsule/${id}/feedback`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: form({ target: `item:${itemId}`, reaction: index % 2 ? 'love' : 'maybe' }),
        from,
      })
      await response.arrayBuffer()
      if (response.status === 429) refused++
    })
    for (let message = 0; message < 5; message++) {
      const response = await send(`/capsule/${id}/messages`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: form({ intent: 'post-message', target: 'capsule', body: `Hello ${message}` }),
        from,
      })
      await response.arrayBuffer()
    }
    const grown = (await deviceRows()) - before
    for (let row = 0; row < 700; row++) attempt('device counters', row >= grown)
    expect(grown).toBe(0)
    // The address alone still bounds them.
    expect(attempt('device counters', refused >= 100)).toBe(true)
  }, 180_000)
})
