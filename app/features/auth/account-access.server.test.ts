import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { startSmtpSink } from '../../../tests/support/smtp-sink'

// The SMTP sink must be listening before the app's e-mail module reads SMTP_URL.
const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url
process.env.PUBLIC_URL = 'http://localhost:3999'

const accounts = {
  ...(await import('./account-access.server')),
  ...(await import('./sign-in.server')),
  ...(await import('./confirm-address.server')),
}
const { auth, getUser } = await import('~/server/auth.server')
const { logger } = await import('~/server/logger.server')

afterAll(() => sink.close())
beforeEach(() => sink.clear())

let address = 0
const nextRequest = (headers: HeadersInit = {}) =>
  new Request('http://localhost:3999/auth', {
    method: 'POST',
    headers: { 'x-real-ip': `10.0.0.${++address % 250}`, ...headers },
  })

function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** Opens an e-mailed reset link the way a browser would: through better-auth's handler. */
async function openLink(link: string): Promise<Response> {
  return auth.handler(new Request(link, { headers: { 'x-real-ip': '10.1.1.1' } }))
}

/** Opens a confirmation link the way the app's /auth/confirm does. */
function openConfirmation(link: string) {
  const token = new URL(link).searchParams.get('token') ?? ''
  return accounts.openConfirmation(nextRequest(), token)
}

async function signUpAndConfirm(email: string, password: string) {
  expect((await accounts.signUp(nextRequest(), { email, password })).ok).toBe(true)
  const mail = await sink.waitFor(email, /Confirm your e-mail/)
  const confirmed = await openConfirmation(mail.link)
  return { mail, confirmed }
}

describe('accounts', () => {
  test('sign-up mails a confirmation link that confirms and signs in', async () => {
    const email = 'ana@example.com'
    const { mail, confirmed } = await signUpAndConfirm(email, 'correct-horse')
    expect(mail.subject).toBe('Confirm your e-mail')
    expect(mail.html).toContain('Capsule Studio')
    expect(mail.link.startsWith('http://localhost:3999/auth/confirm?token=')).toBe(true)

    if (confirmed.kind !== 'signed-in') throw new Error(`not signed in: ${confirmed.kind}`)
    const cookie = cookieHeader(confirmed.headers)
    const user = await getUser(
      new Request('http://localhost:3999/dashboard', { headers: { cookie } }),
    )
    expect(user?.email).toBe(email)
  })

  test('sign-in before confirming says so, and the link can be sent again', async () => {
    const email = 'bea@example.com'
    await accounts.signUp(nextRequest(), { email, password: 'correct-horse' })
    await sink.waitFor(email, /Confirm your e-mail/)

    const result = await accounts.signIn(nextRequest(), { email, password: 'correct-horse' })
    expect(result).toMatchObject({ ok: false, status: 403, unconfirmed: true })
    if (!result.ok) expect(result.formError).toBe(accounts.NOT_CONFIRMED)

    // Any other password is wrong, as for any account.
    const wrong = await accounts.signIn(nextRequest(), { email, password: 'not-the-one' })
    expect(wrong).toMatchObject({ ok: false, status: 401 })

    const first = await sink.waitFor(email, /Confirm your e-mail/)
    sink.clear()
    const resend = { email, password: 'correct-horse' }
    expect(await accounts.resendConfirmation(nextRequest(), resend)).toEqual({ ok: true })
    const again = await sink.waitFor(email, /Confirm your e-mail/)
    // The new link replaces the first.
    expect((await openConfirmation(first.link)).kind).toBe('expired')
    expect((await openConfirmation(again.link)).kind).toBe('signed-in')
    const signedIn = await accounts.signIn(nextRequest(), { email, password: 'correct-horse' })
    expect(signedIn.ok).toBe(true)
  })

  test('a resend with another password answers the same and sends nothing', async () => {
    const email = 'faye@example.com'
    await accounts.signUp(nextRequest(), { email, password: 'correct-horse' })
    await sink.waitFor(email, /Confirm your e-mail/)
    sink.clear()
    const resend = { email, password: 'a-strangers-try' }
    expect(await accounts.resendConfirmation(nextRequest(), resend)).toEqual({ ok: true })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(sink.received(email, /Confirm your e-mail/)).toHaveLength(0)
  })

  test('signing up twice before confirming: each link carries its own password, and asks which', async () => {
    const email = 'dora@example.com'
    await accounts.signUp(nextRequest(), { email, password: 'first-choice-1' })
    const first = await sink.waitFor(email, /Confirm your e-mail/)
    sink.clear()
    const again = await accounts.signUp(nextRequest(), { email, password: 'second-choice-2' })
    expect(again).toEqual({ ok: true })
    const second = await sink.waitFor(email, /Confirm your e-mail/)
    expect((await openConfirmation(second.link)).kind).toBe('ask-password')
    const token = new URL(first.link).searchParams.get('token') ?? ''
    const typed = (password: string) => accounts.confirmWithPassword(nextRequest(), token, password)
    expect((await typed('neither-of-them')).kind).toBe('wrong-password')
    // The first e-mail's link, with the second sign-up's password: hers is the one she typed.
    expect((await typed('second-choice-2')).kind).toBe('signed-in')
    const firstPassword = await accounts.signIn(nextRequest(), {
      email,
      password: 'first-choice-1',
    })
    expect(firstPassword.ok).toBe(false)
    const secondPassword = await accounts.signIn(nextRequest(), {
      email,
      password: 'second-choice-2',
    })
    expect(secondPassword.ok).toBe(true)
    expect((await openConfirmation(first.link)).kind).toBe('expired')
  })

  test('a wrong password shows the provider message', async () => {
    const email = 'cleo@example.com'
    await signUpAndConfirm(email, 'correct-horse')
    const result = await accounts.signIn(nextRequest(), { email, password: 'wrong-password' })
    expect(result).toMatchObject({ ok: false, status: 401, formError: 'Invalid email or password' })
  })

  test('forgot password mails a reset link; the new password works and the old one does not', async () => {
    const email = 'dana@example.com'
    await signUpAndConfirm(email, 'old-password')
    sink.clear()

    expect((await accounts.requestPasswordReset(nextRequest(), email)).ok).toBe(true)
    const mail = await sink.waitFor(email, /Reset your password/)
    const redirect = await openLink(mail.link)
    expect(redirect.status).toBe(302)
    const target = new URL(redirect.headers.get('location') ?? '', 'http://localhost:3999')
    expect(target.pathname).toBe('/reset-password')
    const token = target.searchParams.get('token') ?? ''
    expect(token).not.toBe('')

    expect(
      (await accounts.resetPassword(nextRequest(), { token, password: 'new-password' })).ok,
    ).toBe(true)
    expect((await accounts.signIn(nextRequest(), { email, password: 'old-password' })).ok).toBe(
      false,
    )
    expect((await accounts.signIn(nextRequest(), { email, password: 'new-password' })).ok).toBe(
      true,
    )
    // A reset link works once.
    expect(
      (await accounts.resetPassword(nextRequest(), { token, password: 'third-password' })).ok,
    ).toBe(false)
  })

  test('repeated failed sign-ins to one account are limited with a clear message', async () => {
    const request = () => nextRequest({ 'x-real-ip': '192.0.2.77' })
    const results = []
    for (let attempt = 0; attempt < 11; attempt++) {
      results.push(
        await accounts.signIn(request(), { email: 'nobody@example.com', password: 'nope-nope' }),
      )
    }
    expect(results.at(-1)).toMatchObject({ ok: false, status: 429 })
    expect(results.at(0)).toMatchObject({ ok: false, status: 401 })
  })

  test('many sign-ins from one address, to any accounts, are limited too', async () => {
    const request = () => nextRequest({ 'x-real-ip': '192.0.2.88' })
    const results = []
    for (let attempt = 0; attempt < 31; attempt++) {
      const email = `guess-${attempt}@example.com`
      results.push(await accounts.signIn(request(), { email, password: 'nope-nope' }))
    }
    expect(results.at(29)).toMatchObject({ ok: false, status: 401 })
    expect(results.at(30)).toMatchObject({ ok: false, status: 429 })
  })

  test('every account event is one log line naming the account, never a password or token', async () => {
    const email = 'eve@example.com'
    const info = vi.spyOn(logger, 'info')
    try {
      const { confirmed: opened } = await signUpAndConfirm(email, 'first-password-1')
      if (opened.kind !== 'signed-in') throw new Error(`not signed in: ${opened.kind}`)
      const confirmed = new Request('http://localhost:3999/', {
        headers: { cookie: cookieHeader(opened.headers) },
      })
      const userId = (await getUser(confirmed))!.id
      info.mockClear()

      await accounts.signIn(nextRequest(), { email, password: 'wrong-password-1' })
      const signedIn = await accounts.signIn(nextRequest(), { email, password: 'first-password-1' })
      const cookie = signedIn.ok ? cookieHeader(signedIn.headers!) : ''
      await accounts.signOut(nextRequest({ cookie }))
      await accounts.requestPasswordReset(nextRequest(), email)
      const mail = await sink.waitFor(email, /Reset your password/)
      const target = new URL((await openLink(mail.link)).headers.get('location') ?? '', 'http://x')
      const token = target.searchParams.get('token') ?? ''
      await accounts.resetPassword(nextRequest(), { token, password: 'second-password-2' })
      await accounts.signIn(nextRequest(), {
        email: 'nobody-here@example.com',
        password: 'x-x-x-x-x',
      })

      const events = info.mock.calls
        .map(([line]) => line as { authEvent?: string; userId?: string | null; reason?: string })
        .filter((line) => line.authEvent)
      expect(events).toEqual([
        expect.objectContaining({ authEvent: 'sign-in-failed', userId, reason: 'wrong-password' }),
        expect.objectContaining({ authEvent: 'sign-in', userId }),
        expect.objectContaining({ authEvent: 'sign-out', userId }),
        expect.objectContaining({ authEvent: 'password-reset-requested', userId }),
        expect.objectContaining({ authEvent: 'password-reset', userId }),
        expect.objectContaining({ authEvent: 'sign-in-failed', userId: null }),
      ])
      const written = JSON.stringify(info.mock.calls)
      for (const secret of ['first-password-1', 'wrong-password-1', 'second-password-2', token]) {
        expect(written).not.toContain(secret)
      }
      // The e-mail notice after the reset.
      const notice = await sink.waitFor(email, /Your password was changed/)
      expect(notice.link).toBe('http://localhost:3999/dashboard/account')
    } finally {
      info.mockRestore()
    }
  })
})
