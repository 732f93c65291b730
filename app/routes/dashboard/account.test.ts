import { afterAll, describe, expect, test } from 'vitest'
import { startSmtpSink } from '../../../tests/support/smtp-sink'

const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url
process.env.PUBLIC_URL = 'http://localhost:3999'

const { auth, getUser } = await import('~/server/auth.server')
const { answer, createSignedInUser, routeArgs } = await import('../../../tests/support/users')
const { describeBrowser } = await import('~/features/auth/account.server')
const page = await import('./account')

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
})
