/**
 * Replays of issue 41's point 3: browsers that once signed in as her kept their device cookies
 * (and their own sign-in budgets) after a password change. Through real HTTP requests to the
 * Express app with its real route modules: a change of password, a reset and "Sign out other
 * devices" each make every earlier device cookie count as a stranger's.
 */
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { cookiesOf, form, PASSWORD, startReplay } from '../support/replay'
import { startSmtpSink } from '../support/smtp-sink'

const sink = await startSmtpSink()
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
})
process.env.SMTP_URL = sink.url

const { app } = await import('~/app.server')
const replay = await startReplay(app, sink, 'devices')
const { send, signIn, attempt } = replay

afterAll(() => replay.close())
beforeEach(() => sink.clear())

const NEW_PASSWORD = 'a-brand-new-pass-9'
/** The account's budget for browsers it does not know (sign-in.server.ts). */
const STRANGERS_BUDGET = 10

/** Her account, signed in from `browsers` browsers: each one's device cookie. */
async function herBrowsers(browsers: number) {
  const her = await replay.confirmedAccount()
  const devices: string[] = []
  for (let browser = 0; browser < browsers; browser++) {
    const response = await signIn(her.email)
    expect(response.status).toBe(302)
    devices.push(cookiesOf(response))
  }
  return { ...her, devices }
}

/** The device cookie alone (what a browser keeps after its session ended). */
const deviceOnly = (cookies: string) =>
  cookies
    .split('; ')
    .filter((cookie) => /^(?:__Host-)?device=/.test(cookie))
    .join('; ')

/** Ten wrong guesses through each device cookie: how many were checked (401). */
async function guessesThrough(email: string, devices: string[]) {
  let checked = 0
  for (const device of devices) {
    for (let guess = 0; guess < 10; guess++) {
      const response = await signIn(email, {
        password: `guess-${guess}`,
        cookie: deviceOnly(device),
      })
      await response.arrayBuffer()
      if (response.status === 401) checked++
    }
  }
  return checked
}

describe('device cookies end with the password (issue 41, point 3)', () => {
  test('after a password change, 12 earlier browsers get 10 guesses between them, not 120', async () => {
    const her = await herBrowsers(13)
    const [current, ...earlier] = her.devices
    const changed = await send('/dashboard/account.data', {
      method: 'POST',
      cookie: current,
      body: form({
        intent: 'change-password',
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      }),
    })
    expect(changed.status).toBe(200)
    const checked = await guessesThrough(her.email, earlier)
    for (let guess = 0; guess < 120; guess++) {
      attempt('device cookies after a change', guess >= checked || guess < STRANGERS_BUDGET)
    }
    expect(checked).toBeLessThanOrEqual(STRANGERS_BUDGET)
    // The browser she changed it from stays hers: it signs in though strangers spent the rest.
    const renewed = deviceOnly(cookiesOf(changed))
    expect(renewed).not.toBe('')
    const again = await signIn(her.email, { password: NEW_PASSWORD, cookie: renewed })
    expect(attempt('device cookies after a change', again.status === 302)).toBe(true)
  }, 120_000)

  test('after "Sign out other devices", earlier device cookies count as strangers’', async () => {
    const her = await herBrowsers(3)
    const [current, ...earlier] = her.devices
    const ended = await send('/dashboard/account.data', {
      method: 'POST',
      cookie: current,
      body: form({ intent: 'sign-out-others' }),
    })
    expect(ended.status).toBe(200)
    // Strangers spend the account's budget first; her other browsers then share their lot.
    for (let guess = 0; guess < STRANGERS_BUDGET; guess++) {
      await (await signIn(her.email, { password: `stranger-${guess}` })).arrayBuffer()
    }
    const checked = await guessesThrough(her.email, earlier)
    expect(attempt('device cookies after sign-out', checked === 0)).toBe(true)
  }, 120_000)

  test('after a reset, earlier device cookies count as strangers’', async () => {
    const her = await herBrowsers(3)
    await send('/forgot-password', { method: 'POST', body: form({ email: her.email }) })
    const mail = new URL((await sink.waitFor(her.email, /Reset your password/)).link)
    const toForm = await send(mail.pathname + mail.search)
    const token = new URL(toForm.headers.get('location')!, replay.base).searchParams.get('token')
    const reset = await send('/reset-password', {
      method: 'POST',
      body: form({ token: token ?? '', password: NEW_PASSWORD }),
    })
    expect(reset.status).toBe(302)
    for (let guess = 0; guess < STRANGERS_BUDGET; guess++) {
      await (await signIn(her.email, { password: `stranger-${guess}` })).arrayBuffer()
    }
    const checked = await guessesThrough(her.email, her.devices)
    expect(attempt('device cookies after a reset', checked === 0)).toBe(true)
  }, 120_000)

  test('a known device keeps a small budget of its own', async () => {
    const her = await herBrowsers(1)
    const checked = await guessesThrough(her.email, [...her.devices, ...her.devices])
    expect(attempt('device budget', checked <= 10)).toBe(true)
  }, 120_000)
})
