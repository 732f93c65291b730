/**
 * Replay of issue 41's point 5 through real HTTP requests to the Express app with its real route
 * modules: 30 strangers guess at a capsule's password from fresh addresses, without pause, while
 * its client tries her right password from a browser that unlocked it before, and from the link
 * in her e-mail. She gets in every time.
 */
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { cookiesOf, form, startReplay } from '../support/replay'
import { startSmtpSink } from '../support/smtp-sink'

const sink = await startSmtpSink()
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
})
process.env.SMTP_URL = sink.url

const { app } = await import('~/app.server')
const { createId } = await import('~/server/ids.server')
const replay = await startReplay(app, sink, 'gate')
const { db, schema, send, attempt } = replay

afterAll(() => replay.close())
beforeEach(() => sink.clear())

const OLD_PASSWORD = 'tulip-garden-7'
const PASSWORD = 'amber-lantern-8'
const HER_ADDRESS = '192.0.2.77'

/** A published capsule behind OLD_PASSWORD, for a client with an e-mail address. */
async function protectedCapsule(ownerId: string) {
  const clientId = createId()
  await db
    .insert(schema.client)
    .values({ id: clientId, ownerId, name: 'Margot', email: 'margot@example.com' })
  const id = createId()
  await db.insert(schema.capsule).values({
    id,
    ownerId,
    clientId,
    name: 'Spring in Paris',
    isPublished: true,
    passwordHash: await hashPassword(OLD_PASSWORD),
  })
  return id
}

const unlock = (path: string, password: string, init: { from?: string; cookie?: string } = {}) =>
  send(path, { method: 'POST', body: form({ password }), ...init })

/**
 * 30 guessers at once, each from fresh addresses, each guessing again as soon as answered, until
 * `her` is done; answers her tries' statuses.
 */
async function underFlood(capsuleId: string, her: () => Promise<number>) {
  let flooding = true
  let guesses = 0
  const guesser = async () => {
    while (flooding) {
      const response = await unlock(`/capsule/${capsuleId}`, `guess-${++guesses}`)
      await response.arrayBuffer()
    }
  }
  const guessers = Array.from({ length: 30 }, guesser)
  // The flood is on: the capsule's places are taken before she tries.
  while (guesses < 60) await new Promise((resolve) => setImmediate(resolve))
  const statuses: number[] = []
  for (let tries = 0; tries < 10; tries++) statuses.push(await her())
  flooding = false
  await Promise.all(guessers)
  return statuses
}

describe('the client ahead of guessers at her capsule’s password (issue 41, point 5)', () => {
  test('a browser that unlocked the capsule before gets in on 10 of 10 tries under a flood', async () => {
    const owner = await replay.signedIn()
    const id = await protectedCapsule(owner.id)
    const first = await unlock(`/capsule/${id}`, OLD_PASSWORD, { from: HER_ADDRESS })
    expect(first.status).toBe(302)
    const hers = cookiesOf(first)
    // Her stylist sets a new password and tells her: her browser's unlock no longer opens it.
    await db
      .update(schema.capsule)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(schema.capsule.id, id))
    const statuses = await underFlood(id, async () => {
      const response = await unlock(`/capsule/${id}`, PASSWORD, {
        from: HER_ADDRESS,
        cookie: hers,
      })
      await response.arrayBuffer()
      return response.status
    })
    for (const status of statuses) expect(attempt('her own gate', status === 302)).toBe(true)
  }, 120_000)

  test('the link in her e-mail gets her in on 10 of 10 tries under a flood', async () => {
    const owner = await replay.signedIn()
    const id = await protectedCapsule(owner.id)
    const sent = await send(`/dashboard/capsules/${id}.data`, {
      method: 'POST',
      cookie: owner.cookie,
      body: form({ intent: 'send-capsule', message: 'Your capsule for spring.' }),
    })
    expect(sent.status).toBeLessThan(400)
    const mail = await sink.waitFor('margot@example.com', /Your style capsule/)
    const link = new URL(mail.link)
    expect(link.pathname).toBe(`/capsule/${id}`)
    const statuses = await underFlood(id, async () => {
      const response = await unlock(link.pathname + link.search, OLD_PASSWORD, {
        from: HER_ADDRESS,
      })
      await response.arrayBuffer()
      return response.status
    })
    for (const status of statuses) expect(attempt('her own gate', status === 302)).toBe(true)
  }, 120_000)
})
