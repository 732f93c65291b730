import { describe, expect, test } from 'vitest'

import { user, verification } from '~/server/auth-tables.server'
import { rateLimiter } from '~/server/tables.server'

import { db } from './db.server'
import { purgeExpiredRows } from './expired-rows.server'
import { limitSubjectOf, rateLimit } from './rate-limiter.server'

let limits = 0
const fresh = (max: number, windowSeconds = 60) =>
  rateLimit({ name: `test-${++limits}`, max, windowSeconds })

describe('the shared rate limiter', () => {
  test('counts an IPv4 address alone and an IPv6 address by its /64', () => {
    expect(limitSubjectOf('192.0.2.7')).toBe('192.0.2.7')
    expect(limitSubjectOf('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(limitSubjectOf('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64')
    expect(limitSubjectOf('2001:0db8:000a:000b:ffff::1')).toBe('2001:db8:a:b::/64')
    expect(limitSubjectOf('fe80::1%eth0')).toBe('fe80::/64')
    expect(limitSubjectOf('unknown')).toBe('unknown')
  })

  test('allows max attempts per subject in a window, then refuses with when to retry', async () => {
    const limit = fresh(3)
    const verdicts = []
    for (let attempt = 0; attempt < 5; attempt++) verdicts.push(await limit.spend('ana'))
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false, false])
    const refused = verdicts[4]!
    expect(refused.allowed || refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused.allowed || refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    // Another subject has its own budget.
    expect((await limit.spend('bea')).allowed).toBe(true)
  })

  test('a burst of parallel attempts is counted exactly: never more than max allowed', async () => {
    const limit = fresh(5)
    const verdicts = await Promise.all(Array.from({ length: 40 }, () => limit.spend('burst')))
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5)
  })

  test('a refund gives one attempt back, and isSpent looks without counting', async () => {
    const limit = fresh(2)
    await limit.spend('cleo')
    await limit.spend('cleo')
    expect(await limit.isSpent('cleo')).toBe(true)
    expect(await limit.isSpent('cleo')).toBe(true)
    await limit.refund('cleo')
    expect(await limit.isSpent('cleo')).toBe(false)
    expect((await limit.spend('cleo')).allowed).toBe(true)
    expect((await limit.spend('cleo')).allowed).toBe(false)
    // Nothing counted, nothing to give back: a refund never makes credit.
    await limit.refund('nobody')
    expect(await limit.isSpent('nobody')).toBe(false)
  })

  test('tally counts every attempt past the limit without refusing, for a growing delay', async () => {
    const limit = fresh(2)
    const counts = []
    for (let attempt = 0; attempt < 4; attempt++) counts.push(await limit.tally('dana'))
    expect(counts).toEqual([1, 2, 3, 4])
    expect(await limit.isSpent('dana')).toBe(true)
  })

  test('the purge deletes closed windows and expired two-factor challenges, nothing live', async () => {
    const limit = fresh(2, 1)
    await limit.spend('old')
    const live = fresh(2, 3600)
    await live.spend('live')
    const [owner] = await db
      .insert(user)
      .values({ id: 'purge-user', name: 'Ana', email: 'purge@example.com' })
      .returning({ id: user.id })
    await db.insert(verification).values([
      {
        id: 'expired',
        identifier: '2fa-expired',
        value: owner!.id,
        expiresAt: new Date(Date.now() - 1000),
      },
      {
        id: 'live',
        identifier: '2fa-live',
        value: owner!.id,
        expiresAt: new Date(Date.now() + 60_000),
      },
    ])
    const purged = await purgeExpiredRows(new Date(Date.now() + 2000))
    expect(purged.verifications).toBe(1)
    expect(purged.counters).toBeGreaterThanOrEqual(1)
    const keys = (await db.select({ key: rateLimiter.key }).from(rateLimiter)).map((row) => row.key)
    expect(keys).toContain(`test-${limits}:live`)
    expect(keys).not.toContain(`test-${limits - 1}:old`)
    const left = await db.select({ id: verification.id }).from(verification)
    expect(left.map((row) => row.id)).toEqual(['live'])
  })
})
