/**
 * Replays of issue 26's findings about two-factor sign-in (points 11 and 12, and the two found in
 * the code), through real HTTP requests to the Express app with its real route modules.
 */
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { cookiesOf, form, PASSWORD, startReplay, withCookies } from '../support/replay'
import { startSmtpSink } from '../support/smtp-sink'
import { totpCode } from '../support/totp'

const sink = await startSmtpSink()
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
})
process.env.SMTP_URL = sink.url

const { app } = await import('~/app.server')
const { logger } = await import('~/server/logger.server')
const replay = await startReplay(app, sink, 'two-factor')
const { send, signIn, attempt } = replay

afterAll(() => replay.close())
beforeEach(() => sink.clear())

const STEP_MS = 30_000

/** An account action of the Account screen, answered as React Router's data. */
const account = (cookie: string, fields: Record<string, string>) =>
  send('/dashboard/account.data', { method: 'POST', cookie, body: form(fields) })

/**
 * A signed-in stylist who turned two-factor sign-in on with a code of this time step. Answers her
 * secret, her renewed session and when she confirmed.
 */
async function withTwoFactor() {
  const stylist = await replay.signedIn()
  const started = await account(stylist.cookie, { intent: 'start-two-factor', password: PASSWORD })
  expect(started.status).toBe(200)
  const secret = /secret=([A-Z2-7]+)/.exec(await started.text())?.[1]
  if (!secret) throw new Error('no secret in the set-up answer')
  const at = Date.now()
  const confirmed = await account(stylist.cookie, {
    intent: 'confirm-two-factor',
    code: totpCode(secret, at),
  })
  expect(confirmed.status).toBe(200)
  return { ...stylist, secret, at, cookie: cookiesOf(confirmed) }
}

/** Signs in with the password, then sends `code` as the second step, with `cookie` too. */
async function secondStep(email: string, code: string, cookie?: string) {
  const first = await signIn(email)
  expect(first.status).toBe(200)
  return send('/auth/two-factor', {
    method: 'POST',
    cookie: withCookies(cookiesOf(first), cookie),
    body: form({ code, method: 'code', redirectTo: '/dashboard' }),
  })
}

describe('two-factor sign-in holds (issue 26)', () => {
  test('11. a code works once: the same code again within its 30 s is refused', async () => {
    const stylist = await withTwoFactor()
    // The next step's code (the app accepts one step either side of now).
    const code = totpCode(stylist.secret, stylist.at + STEP_MS)
    const first = await secondStep(stylist.email, code)
    expect(first.status).toBe(302)
    const replayed = await secondStep(stylist.email, code)
    expect(attempt('two-factor replay', replayed.status === 401)).toBe(true)
    expect(await replayed.text()).toContain('used already')
    // An older code than the last one used is refused too.
    const older = await secondStep(stylist.email, totpCode(stylist.secret, stylist.at))
    expect(attempt('two-factor replay', older.status === 401)).toBe(true)
  })

  test('12. turning two-factor sign-in on or off e-mails her a notice', async () => {
    const stylist = await withTwoFactor()
    const on = await sink.waitFor(stylist.email, /Two-factor sign-in is on/)
    expect(attempt('two-factor notices', on.text.includes('authenticator app'))).toBe(true)
    const off = await account(stylist.cookie, { intent: 'turn-off-two-factor', password: PASSWORD })
    expect(off.status).toBe(200)
    const notice = await sink.waitFor(stylist.email, /Two-factor sign-in was turned off/)
    expect(attempt('two-factor notices', notice.text.includes('only for your password'))).toBe(true)
  })

  test('another account’s session sent with a second step signs no one in and logs no sign-in', async () => {
    const her = await withTwoFactor()
    const other = await withTwoFactor()
    const events = vi.spyOn(logger, 'info')
    // Her password was seen; the other account's own session and code go with her second step.
    const response = await secondStep(
      her.email,
      totpCode(other.secret, other.at + STEP_MS),
      other.cookie,
    )
    const logged = events.mock.calls
      .map(([line]) => line as { authEvent?: string; userId?: string })
      .filter((line) => line.authEvent === 'sign-in' && line.userId === her.id)
    events.mockRestore()
    expect(attempt('false sign-in', logged.length === 0)).toBe(true)
    expect(attempt('false sign-in', response.status === 401)).toBe(true)
  })

  test('starting two-factor set-up when it is on already says so, not that the password is wrong', async () => {
    const stylist = await withTwoFactor()
    const again = await account(stylist.cookie, { intent: 'start-two-factor', password: PASSWORD })
    const text = await again.text()
    expect(attempt('misleading message', text.includes('already on'))).toBe(true)
    expect(attempt('misleading message', !text.includes('not your password'))).toBe(true)
  })
})
