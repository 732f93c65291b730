/**
 * Replays of issue 26's findings about limits a stranger could exhaust (points 5, 8 and 9),
 * through real HTTP requests to the Express app with its real route modules.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { cookiesOf, form, startReplay } from '../support/replay'
import { startSmtpSink } from '../support/smtp-sink'

const sink = await startSmtpSink()
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
})
process.env.SMTP_URL = sink.url

vi.mock('virtual:react-router/server-build', async () => {
  const { routeBuild } = await import('../support/route-build')
  return routeBuild
})

const { app } = await import('~/app.server')
const { rowsOf } = await import('~/server/open-database.server')
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

  test('9. a stranger’s confirmation requests leave her link valid, and she is told it was sent', async () => {
    const email = 'unconfirmed-stylist@example.com'
    const signUp = await send('/auth/sign-up', {
      method: 'POST',
      body: form({ email, password: 'velvet-morning-42' }),
    })
    expect(signUp.status).toBe(200)
    const sent = await sink.waitFor(email, /Confirm your e-mail/)
    for (let request = 0; request < 5; request++) {
      await send('/auth/resend-confirmation', { method: 'POST', body: form({ email }) })
    }
    const hers = await send('/auth/resend-confirmation', {
      method: 'POST',
      body: form({ email }),
    })
    expect(attempt('stranger spends her mail', hers.status === 200)).toBe(true)
    expect(attempt('stranger spends her mail', (await hers.text()).includes('alreadySent'))).toBe(
      true,
    )
    const link = new URL(sent.link)
    const confirmed = await send(link.pathname + link.search)
    expect(attempt('stranger spends her mail', confirmed.status === 302)).toBe(true)
    expect(confirmed.headers.get('location')).toMatch(/\/dashboard$/)
  })
})
