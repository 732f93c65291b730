import { afterAll, describe, expect, test } from 'vitest'

import { startSmtpSink } from '../../../tests/support/smtp-sink'

const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url
process.env.PUBLIC_URL = 'http://localhost:3999'

const { auth, getUser } = await import('~/server/auth.server')
const { answer, createSignedInUser, routeArgs } = await import('../../../tests/support/users')
const { describeBrowser } = await import('~/features/auth/account-settings.server')
const page = await import('./account')
const accounts = await import('~/features/auth/sign-in.server')
const { totpCode } = await import('../../../tests/support/totp')

afterAll(() => sink.close())

const PASSWORD = 'test-password-123'
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

/** Another signed-in device of the same account: its own session cookie. */
async function anotherDevice(email: string, userAgent: string, ip = '203.0.113.9') {
  const { headers } = await auth.api.signInEmail({
    body: { email, password: PASSWORD },
    headers: new Headers({ 'user-agent': userAgent, 'x-real-ip': ip }),
    returnHeaders: true,
  })
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

let address = 0
const request = (cookie = '') =>
  new Request('http://localhost:3999/auth/sign-in', {
    method: 'POST',
    headers: { cookie, 'x-real-ip': `10.9.0.${++address}` },
  })
const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((cookie) => !cookie!.endsWith('='))
    .join('; ')

const signedInAs = async (cookie: string) =>
  getUser(new Request('http://localhost:3999/dashboard', { headers: { cookie } }))

const act = (user: { cookie: string } & Record<string, unknown>, form: Record<string, string>) =>
  answer(() => page.action(routeArgs('/dashboard/account', { user: user as never, form }) as never))

describe('the account screen', () => {
  test('names browsers the way a person would', () => {
    expect(describeBrowser(CHROME_MAC)).toBe('Chrome on macOS')
    expect(describeBrowser(SAFARI_IPHONE)).toBe('Safari on iPhone')
    expect(describeBrowser(null)).toBe('Unknown browser')
  })

  test('lists her devices, this one first, and signs out another one at once', async () => {
    const stylist = await createSignedInUser('devices')
    const phone = await anotherDevice(stylist.email, SAFARI_IPHONE)
    const loaded = await answer(() =>
      page.loader(routeArgs('/dashboard/account', { user: stylist }) as never),
    )
    const { devices } = loaded.body as {
      devices: { id: string; browser: string; current: boolean; address: string }[]
    }
    expect(devices).toHaveLength(2)
    expect(devices[0]!.current).toBe(true)
    const other = devices.find((device) => device.browser === 'Safari on iPhone')!
    expect(other.address).toBe('203.0.113.9')

    // Another account cannot end her sessions.
    const stranger = await createSignedInUser('stranger')
    expect((await act(stranger, { intent: 'sign-out-device', id: other.id })).status).toBe(404)
    expect(await signedInAs(phone)).not.toBeNull()

    expect(await act(stylist, { intent: 'sign-out-device', id: other.id })).toEqual({
      status: 200,
      body: { ok: true },
    })
    expect(await signedInAs(phone)).toBeNull()
    expect(await signedInAs(stylist.cookie)).not.toBeNull()
  })

  test('"Sign out of all other devices" keeps only this one', async () => {
    const stylist = await createSignedInUser('others')
    const phone = await anotherDevice(stylist.email, SAFARI_IPHONE)
    const laptop = await anotherDevice(stylist.email, CHROME_MAC)
    expect((await act(stylist, { intent: 'sign-out-others' })).status).toBe(200)
    expect(await signedInAs(phone)).toBeNull()
    expect(await signedInAs(laptop)).toBeNull()
    expect(await signedInAs(stylist.cookie)).not.toBeNull()
  })

  test('changing the password checks the current one, refuses common ones, ends other sessions and mails a notice', async () => {
    const stylist = await createSignedInUser('change')
    const phone = await anotherDevice(stylist.email, SAFARI_IPHONE)

    const wrong = await act(stylist, {
      intent: 'change-password',
      currentPassword: 'not-my-password',
      newPassword: 'linen-and-wool-77',
    })
    expect(wrong).toEqual({
      status: 400,
      body: { errors: { currentPassword: 'That is not your current password.' } },
    })
    const common = await act(stylist, {
      intent: 'change-password',
      currentPassword: PASSWORD,
      newPassword: 'sunshine',
    })
    expect(common.status).toBe(400)
    expect((common.body as { errors: Record<string, string> }).errors.newPassword).toMatch(
      /most common/,
    )

    const request = routeArgs('/dashboard/account', {
      user: stylist,
      form: {
        intent: 'change-password',
        currentPassword: PASSWORD,
        newPassword: 'linen-and-wool-77',
      },
    })
    const changed = (await page.action(request as never)) as unknown as {
      data: unknown
      init: { headers: Headers }
    }
    expect(changed.data).toEqual({ ok: true })
    const fresh = changed.init.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
    expect(await signedInAs(fresh)).not.toBeNull()
    expect(await signedInAs(phone)).toBeNull()
    const notice = await sink.waitFor(stylist.email, /Your password was changed/)
    expect(notice.text).toContain('every other device was signed out')
  })

  test('two-factor sign-in: set up with a typed code, sign in with a code or a recovery code, turn off with the password', async () => {
    const stylist = await createSignedInUser('two-factor')
    const started = await act(stylist, { intent: 'start-two-factor', password: PASSWORD })
    const { setup } = started.body as {
      setup: { secret: string; uri: string; qr: string; recoveryCodes: string[] }
    }
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Capsule%20Studio:/)
    expect(setup.qr).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"><rect fill="white"/)
    expect(setup.recoveryCodes.length).toBeGreaterThanOrEqual(8)

    const wrong = await act(stylist, { intent: 'confirm-two-factor', code: '000000' })
    expect(wrong.status).toBe(400)
    // Still off until a right code is confirmed.
    const half = await accounts.signIn(request(), { email: stylist.email, password: PASSWORD })
    expect(half).toMatchObject({ ok: true })
    expect(half.ok && half.twoFactor).toBeFalsy()

    const confirmed = (await page.action(
      routeArgs('/dashboard/account', {
        user: stylist,
        form: { intent: 'confirm-two-factor', code: totpCode(setup.secret) },
      }) as never,
    )) as unknown as { data: unknown; init: { headers: Headers } }
    expect(confirmed.data).toEqual({ ok: true })
    const renewed = cookiesOf(confirmed.init.headers)
    expect(await signedInAs(renewed)).not.toBeNull()

    // The password alone no longer signs in: a second step follows.
    const first = await accounts.signIn(request(), { email: stylist.email, password: PASSWORD })
    if (!first.ok || !first.twoFactor) throw new Error('expected a second step')
    expect(await signedInAs(cookiesOf(first.headers!))).toBeNull()
    const step = cookiesOf(first.headers!)
    const bad = await accounts.verifySecondStep(request(step), { code: '123456', recovery: false })
    expect(bad).toMatchObject({ ok: false, status: 401, formError: accounts.WRONG_CODE })
    // The set-up's code works once: the app's next one (accepted a step early).
    const good = await accounts.verifySecondStep(request(step), {
      code: totpCode(setup.secret, Date.now() + 30_000),
      recovery: false,
    })
    if (!good.ok) throw new Error(good.formError)
    expect((await signedInAs(cookiesOf(good.headers!)))?.email).toBe(stylist.email)

    // A recovery code works once.
    const recoveryCode = setup.recoveryCodes[0]!
    for (const expected of [true, false]) {
      const again = await accounts.signIn(request(), { email: stylist.email, password: PASSWORD })
      if (!again.ok) throw new Error(again.formError)
      const result = await accounts.verifySecondStep(request(cookiesOf(again.headers!)), {
        code: recoveryCode,
        recovery: true,
      })
      expect(result.ok).toBe(expected)
    }

    const renewedUser = { ...stylist, cookie: renewed }
    expect(
      (await act(renewedUser, { intent: 'turn-off-two-factor', password: 'wrong-one-1' })).status,
    ).toBe(400)
    const off = (await page.action(
      routeArgs('/dashboard/account', {
        user: renewedUser,
        form: { intent: 'turn-off-two-factor', password: PASSWORD },
      }) as never,
    )) as unknown as { data: unknown }
    expect(off.data).toEqual({ ok: true })
    const plain = await accounts.signIn(request(), { email: stylist.email, password: PASSWORD })
    expect(plain.ok && !plain.twoFactor).toBe(true)
  })
})
