/**
 * Replays of issue 26's findings about limits a stranger could exhaust (points 5, 7 to 10),
 * through real HTTP requests to the Express app with its real route modules.
 */
import { setTimeout as sleep } from 'node:timers/promises'

import type * as BetterAuthCrypto from 'better-auth/crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { cookiesOf, form, startReplay } from '../support/replay'
import { startSmtpSink } from '../support/smtp-sink'

const sink = await startSmtpSink()
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
})
process.env.SMTP_URL = sink.url

/** How many capsule passwords were being checked as each check began (point 7). */
const checks = vi.hoisted(() => ({ now: 0, atStart: [] as number[] }))
vi.mock('better-auth/crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof BetterAuthCrypto>()
  return {
    ...crypto,
    verifyPassword: async (input: { hash: string; password: string }) => {
      checks.atStart.push(++checks.now)
      try {
        return await crypto.verifyPassword(input)
      } finally {
        checks.now--
      }
    },
  }
})

const { app } = await import('~/app.server')
const { rowsOf } = await import('~/server/open-database.server')
const { hashPassword } = await import('better-auth/crypto')
const { createId } = await import('~/server/ids.server')
const replay = await startReplay(app, sink, 'limits')
const { db, send, signIn, attempt } = replay

afterAll(() => replay.close())
beforeEach(() => sink.clear())

/** Rows kept by the rate limits, whichever table holds them. */
async function counterRows(): Promise<number> {
  const tables = ['rate_limit', 'rate_limiter']
  let rows = 0
  for (const table of tables) {
    const [exists] = await rowsOf<{ found: string | null }>(
      db,
      sql`select to_regclass(${table})::text as found`,
    )
    if (!exists?.found) continue
    const [count] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
    rows += count?.n ?? 0
  }
  return rows
}

/** Runs `count` calls of `task`, `width` at a time. */
async function inParallel(count: number, width: number, task: (index: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++)
    }),
  )
}

describe('limits a stranger cannot exhaust (issue 26)', () => {
  // The probe sent 3,000; 500 show the same (a refused sign-in writes nothing) in a sixth of the
  // time.
  test('5. 500 sign-ins with new e-mails from one address leave fewer than 50 counters', async () => {
    const before = await counterRows()
    const from = '203.0.113.50'
    let refused = 0
    await inParallel(500, 20, async (index) => {
      const response = await signIn(`nobody-${index}@example.com`, { password: 'guess-1234', from })
      await response.arrayBuffer()
      if (response.status === 429) refused++
    })
    expect(refused).toBeGreaterThanOrEqual(450)
    const grown = (await counterRows()) - before
    for (let row = 0; row < 50; row++) attempt('unbounded counters', row < 50 - grown || grown < 50)
    expect(grown).toBeLessThan(50)
  }, 120_000)

  test('5. expired counters and two-factor challenges are purged on the app’s schedule', async () => {
    const { purgeExpiredRows } = await import('~/server/expired-rows.server')
    const { schema } = replay
    const account = await replay.confirmedAccount()
    await db.insert(schema.verification).values({
      id: 'old-challenge',
      identifier: '2fa-old-challenge',
      value: account.id,
      expiresAt: new Date(Date.now() - 60_000),
    })
    await signIn(account.email, { password: 'not-hers-1234' })
    // An hour and a day later, every window and challenge has closed.
    await purgeExpiredRows(new Date(Date.now() + 25 * 60 * 60 * 1000))
    const left = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from verification where expires_at < now()`,
    )
    expect(attempt('unbounded counters', left[0]?.n === 0)).toBe(true)
    expect(attempt('unbounded counters', (await counterRows()) === 0)).toBe(true)
  })

  test('8. strangers guessing at her e-mail never lock her known browser out', async () => {
    const her = await replay.confirmedAccount()
    const first = await signIn(her.email, { from: '192.0.2.10' })
    expect(first.status).toBe(302)
    const browser = cookiesOf(first)
    for (let guess = 0; guess < 12; guess++) {
      const response = await signIn(her.email, { password: `wrong-${guess}`, from: '203.0.113.80' })
      attempt('sign-in lockout', [401, 429].includes(response.status))
    }
    // The account's budget for browsers it does not know is spent…
    const stranger = await signIn(her.email, { from: '203.0.113.81' })
    expect(attempt('sign-in lockout', stranger.status === 429)).toBe(true)
    // …but her own browser, from yet another address, signs in.
    const known = await signIn(her.email, { from: '198.51.100.7', cookie: browser })
    expect(attempt('sign-in lockout', known.status === 302)).toBe(true)
    // Another account's device cookie lends no budget for hers.
    const other = await replay.confirmedAccount()
    const otherBrowser = cookiesOf(await signIn(other.email))
    const borrowed = await signIn(her.email, { cookie: otherBrowser })
    expect(attempt('sign-in lockout', borrowed.status === 429)).toBe(true)
    // A known browser has a budget of its own: guesses from it stop at its limit.
    let checked = 0
    for (let guess = 0; guess < 12; guess++) {
      const response = await signIn(her.email, { password: `typo-${guess}`, cookie: browser })
      if (response.status === 401) checked++
    }
    expect(attempt('sign-in lockout', checked <= 10)).toBe(true)
  }, 120_000)

  /** Opens a reset link and chooses a new password with it: the status of the last step. */
  async function resetWith(link: string, password: string) {
    const toForm = await send(new URL(link).pathname + new URL(link).search)
    const token = new URL(toForm.headers.get('location')!, replay.base).searchParams.get('token')
    const reset = await send('/reset-password', {
      method: 'POST',
      body: form({ token: token ?? '', password }),
    })
    return reset.status
  }

  test('9. a stranger’s reset requests leave her link valid, and she is told it was sent', async () => {
    const her = await replay.confirmedAccount()
    for (let request = 0; request < 5; request++) {
      await send('/forgot-password', { method: 'POST', body: form({ email: her.email }) })
    }
    const sent = await sink.waitFor(her.email, /Reset your password/)
    const hers = await send('/forgot-password.data', {
      method: 'POST',
      body: form({ email: her.email }),
    })
    expect(attempt('stranger spends her mail', hers.status === 200)).toBe(true)
    expect(attempt('stranger spends her mail', (await hers.text()).includes('alreadySent'))).toBe(
      true,
    )
    const reset = await resetWith(sent.link, 'a-brand-new-pass-9')
    expect(attempt('stranger spends her mail', reset === 302)).toBe(true)
  })

  test('9. a stranger’s confirmation requests send her nothing and leave her link valid', async () => {
    const email = 'unconfirmed-stylist@example.com'
    const password = 'velvet-morning-42'
    const signUp = await send('/auth/sign-up', { method: 'POST', body: form({ email, password }) })
    expect(signUp.status).toBe(200)
    const sent = await sink.waitFor(email, /Confirm your e-mail/)
    // A link is sent again only for the password of a waiting sign-up (issue 41): his get the
    // same answer as hers would, and send nothing.
    for (let request = 0; request < 5; request++) {
      const his = await send('/auth/resend-confirmation', {
        method: 'POST',
        body: form({ email, password: `a-strangers-try-${request}` }),
      })
      expect(attempt('stranger spends her mail', his.status === 200)).toBe(true)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    const mails = sink.received(email, /Confirm your e-mail/).length
    expect(attempt('stranger spends her mail', mails === 1)).toBe(true)
    const link = new URL(sent.link)
    const confirmed = await send(link.pathname + link.search)
    expect(attempt('stranger spends her mail', confirmed.status === 302)).toBe(true)
    expect(confirmed.headers.get('location')).toMatch(/\/dashboard$/)
  })

  /** A published capsule of a new stylist's, with one item; a password when given. */
  async function publishedCapsule(password?: string) {
    const { schema } = replay
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

  test('7. guesses from 200 addresses at once are checked at most three at a time, and the client still gets in', async () => {
    const password = 'amber-lantern-velvet'
    const { id } = await publishedCapsule(password)
    checks.atStart.length = 0
    // The probe: 200 parallel guesses, each from an address of its own.
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, guess) => {
        const response = await send(`/capsule/${id}`, {
          method: 'POST',
          body: form({ password: `guess-${guess}` }),
          from: `203.0.114.${guess}`,
        })
        await response.arrayBuffer()
        return response.status
      }),
    )
    // Every guess was refused; the ones checked never more than three at once.
    for (const status of answers) attempt('capsule guessing', [401, 429].includes(status))
    for (const inFlight of checks.atStart) attempt('capsule guessing', inFlight <= 3)
    expect(Math.max(...checks.atStart)).toBeLessThanOrEqual(3)
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0)
    // The stylist's notice counts all 200.
    const [notice] = await db
      .select({ count: replay.schema.capsuleWrongPassword.count })
      .from(replay.schema.capsuleWrongPassword)
      .where(eq(replay.schema.capsuleWrongPassword.capsuleId, id))
    expect(attempt('capsule guessing', notice?.count === 200)).toBe(true)
    // Once the burst ends, the client with the right password gets in within seconds.
    let status = 0
    for (let tries = 0; tries < 5 && status !== 302; tries++) {
      if (tries > 0) await sleep(1000)
      const response = await send(`/capsule/${id}`, { method: 'POST', body: form({ password }) })
      status = response.status
    }
    expect(attempt('capsule guessing', status === 302)).toBe(true)
  }, 120_000)

  test('10. a flood of feedback from one address never holds back the client’s own device', async () => {
    const { id, itemId } = await publishedCapsule()
    const change = (reaction: string, from: string, cookie?: string) =>
      send(`/capsule/${id}/feedback`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: form({ target: `item:${itemId}`, reaction }),
        from,
        cookie,
      })
    // Her first change gives her device its cookie.
    const first = await change('love', '192.0.2.44')
    expect(first.status).toBe(200)
    const device = cookiesOf(first)
    // The probe sent 2,000 from one address; 650 spend more than a capsule's old budget (600).
    let refused = 0
    await inParallel(650, 10, async (index) => {
      const response = await change(index % 2 ? 'love' : 'maybe', '203.0.113.66')
      await response.arrayBuffer()
      if (response.status === 429) refused++
    })
    expect(refused).toBeGreaterThan(0)
    const hers = await change('no', '192.0.2.45', device)
    expect(attempt('feedback budget', hers.status === 200)).toBe(true)
    // One device has a budget of its own, whatever address it sends from.
    let stopped = false
    for (let index = 0; index < 300 && !stopped; index++) {
      const response = await change('love', `198.18.200.${index % 250}`, device)
      await response.arrayBuffer()
      stopped = response.status === 429
    }
    expect(attempt('feedback budget', stopped)).toBe(true)
  }, 180_000)
})
