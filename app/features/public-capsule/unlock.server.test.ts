import { setTimeout as sleep } from 'node:timers/promises'

import type * as BetterAuthCrypto from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'

import { createSignedInUser } from '../../../tests/support/users'

/** Passwords being checked right now, and the most there ever were at once. */
const checks = vi.hoisted(() => ({ now: 0, most: 0, total: 0 }))
vi.mock('better-auth/crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof BetterAuthCrypto>()
  return {
    ...crypto,
    verifyPassword: async (input: { hash: string; password: string }) => {
      checks.total++
      checks.most = Math.max(checks.most, ++checks.now)
      try {
        // A check takes a moment: a burst of guesses overlaps as it would on a real server.
        await sleep(20)
        return await crypto.verifyPassword(input)
      } finally {
        checks.now--
      }
    },
  }
})

const { hashPassword } = await import('better-auth/crypto')
const { createClient } = await import('~/features/clients/clients.server')
const { createCapsule, updateCapsule } = await import('~/features/capsules/capsules.server')
const { getCapsule } = await import('~/features/summaries/capsule-summaries.server')
const { listDelivery } = await import('~/features/capsules/delivery.server')
const { CapsuleSchema } = await import('~/features/capsules/schema')
const { db } = await import('~/server/db.server')
const { capsule } = await import('~/schema.server')
const { guessDelay, INCORRECT_PASSWORD, TRY_AGAIN_IN_A_MOMENT, unlockCapsule } =
  await import('./unlock.server')

const owner = await createSignedInUser('unlock-owner')
const margot = await createClient(owner.id, { name: 'Margot' })

const PASSWORD = 'amber-lantern-velvet'

async function newCapsule(password = PASSWORD) {
  const created = await createCapsule(
    owner.id,
    CapsuleSchema.parse({
      clientId: margot.id,
      name: 'Autumn',
      isPublished: 'on',
      passwordAction: 'set',
      password,
    }),
  )
  if (!created.ok) throw new Error('no capsule')
  return created.id
}

/** A capsule whose password was set before the 8-character rule (its length unknown). */
async function capsuleOfBefore(password: string) {
  const id = await newCapsule()
  await db
    .update(capsule)
    .set({ passwordHash: await hashPassword(password), passwordWeak: null })
    .where(eq(capsule.id, id))
  return id
}

let nextAddress = 0
const from = (address = `198.51.100.${++nextAddress}`) =>
  new Request('http://localhost/capsule/x', { method: 'POST', headers: { 'x-real-ip': address } })

describe('guesses at a capsule password from many addresses at once', () => {
  test('at most three are checked at a time; the rest are answered “try again in a moment”, unchecked, and counted for the stylist', async () => {
    const id = await newCapsule()
    checks.most = 0
    checks.total = 0
    // 40 guesses at once, each from an address of its own (each within its own limit).
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, guess) => unlockCapsule(from(), id, `guess-${guess}`)),
    )
    const checked = answers.filter((answer) => answer?.ok === false && answer.status === 401)
    const unchecked = answers.filter((answer) => answer?.ok === false && answer.status === 429)
    expect(checks.most).toBeLessThanOrEqual(3)
    expect(checked.length).toBe(checks.total)
    expect(checked.length + unchecked.length).toBe(40)
    expect(unchecked.length).toBeGreaterThan(0)
    for (const answer of checked) expect(answer).toMatchObject({ error: INCORRECT_PASSWORD })
    for (const answer of unchecked) {
      expect(answer).toMatchObject({ error: TRY_AGAIN_IN_A_MOMENT, retryAfterSeconds: 5 })
    }
    // Her notice counts every attempt that did not open it, checked or not.
    expect((await listDelivery(owner.id, [id]))[id]?.wrongPasswords).toMatchObject({ count: 40 })
    // Once the burst is over, the client with the right password gets in at once.
    expect(await unlockCapsule(from(), id, PASSWORD)).toMatchObject({ ok: true })
  })

  test('past 60 attempts in a window each check waits longer, up to five seconds', () => {
    expect([0, 60, 61, 70, 85, 1000].map(guessDelay)).toEqual([0, 0, 200, 2000, 5000, 5000])
  })
})

describe('weak capsule passwords', () => {
  test('a new password has at least 8 characters and is never flagged', async () => {
    const parse = (password: string) =>
      CapsuleSchema.safeParse({ clientId: 'c', name: 'A', passwordAction: 'set', password })
    expect(parse('tulip-7').success).toBe(false)
    expect(parse('      tulip-7  ').success).toBe(false)
    expect(parse('tulip-78').success).toBe(true)
    const id = await newCapsule('tulip-78')
    expect(await getCapsule(owner.id, id)).toMatchObject({ hasPassword: true, weakPassword: null })
  })

  test('one set before the rule is flagged as maybe weak, until her client’s unlock shows its length', async () => {
    const short = await capsuleOfBefore('rose')
    const long = await capsuleOfBefore('rosewood-garden')
    expect(await getCapsule(owner.id, short)).toMatchObject({ weakPassword: 'maybe' })
    expect(await getCapsule(owner.id, long)).toMatchObject({ weakPassword: 'maybe' })
    // A wrong password shows nothing.
    await unlockCapsule(from(), short, 'tulip')
    expect(await getCapsule(owner.id, short)).toMatchObject({ weakPassword: 'maybe' })
    expect(await unlockCapsule(from(), short, 'rose')).toMatchObject({ ok: true })
    expect(await unlockCapsule(from(), long, 'rosewood-garden')).toMatchObject({ ok: true })
    expect(await getCapsule(owner.id, short)).toMatchObject({ weakPassword: 'short' })
    expect(await getCapsule(owner.id, long)).toMatchObject({ weakPassword: null })

    // She replaces the short one: the flag goes; removing a password leaves no flag either.
    const replace = (id: string, fields: Record<string, string>) =>
      updateCapsule(
        owner.id,
        id,
        CapsuleSchema.parse({ clientId: margot.id, name: 'Autumn', isPublished: 'on', ...fields }),
      )
    await replace(short, { passwordAction: 'set', password: 'rose-garden-tweed' })
    expect(await getCapsule(owner.id, short)).toMatchObject({ weakPassword: null })
    const other = await capsuleOfBefore('lily')
    await replace(other, { passwordAction: 'remove' })
    expect(await getCapsule(owner.id, other)).toMatchObject({
      hasPassword: false,
      weakPassword: null,
    })
  })
})
