/**
 * Replays of issue 41's points 1 and 2 with the app's default sign-up policy (by invitation),
 * through real HTTP requests to the Express app with its real route modules: the policy is asked
 * again when an address is confirmed, and an invited address cannot be taken by a stranger who
 * signs up with it first.
 */
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { cookiesOf, form, startReplay } from '../support/replay'
import { startSmtpSink } from '../support/smtp-sink'

const sink = await startSmtpSink()
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
  process.env.SIGNUP_POLICY = 'invite'
})
process.env.SMTP_URL = sink.url

const { app } = await import('~/app.server')
const replay = await startReplay(app, sink, 'invite-only')
const { send, signIn, attempt } = replay

afterAll(() => replay.close())
beforeEach(() => sink.clear())

const signUp = (email: string, password: string) =>
  send('/auth/sign-up', { method: 'POST', body: form({ email, password }) })

/** The path of the newest confirmation link e-mailed to `email`. */
async function confirmationLink(email: string) {
  const link = new URL((await sink.waitFor(email, /Confirm your e-mail/)).link)
  return link.pathname + link.search
}

const statusOf = async (email: string, password: string) => {
  const response = await signIn(email, { password })
  await response.arrayBuffer()
  return response.status
}

const OWNER = 'owner@example.com'
const HERS = 'her-own-velvet-9'
const HIS = 'strangers-guess-7'

describe('sign-up by invitation holds at the door (issue 41)', () => {
  test('2. on an empty server the owner confirms first: a stranger’s confirmation is refused, by invitation', async () => {
    // Both sign up while the site has no owner yet: either may be the first.
    expect((await signUp(OWNER, HERS)).status).toBe(200)
    const ownerLink = await confirmationLink(OWNER)
    expect((await signUp('stranger@example.com', HIS)).status).toBe(200)
    const strangerLink = await confirmationLink('stranger@example.com')
    expect((await send(ownerLink)).status).toBe(302)
    // The owner confirmed first: the stranger's confirmation is asked the policy again (its
    // answer as the page reads it, `.data`).
    const refused = await send(strangerLink.replace('/auth/confirm?', '/auth/confirm.data?'))
    expect(attempt('invite-only', cookiesOf(refused) === '')).toBe(true)
    expect(attempt('invite-only', (await refused.text()).includes('by invitation'))).toBe(true)
    const dashboard = await send('/dashboard.data', { cookie: cookiesOf(refused) })
    expect(attempt('invite-only', dashboard.status === 401)).toBe(true)
    expect(attempt('invite-only', (await statusOf('stranger@example.com', HIS)) !== 302)).toBe(true)
    expect(await statusOf(OWNER, HERS)).toBe(302)
  })

  test('1. a stranger signs up first with an invited address: only the invitee’s password works', async () => {
    const owner = cookiesOf(await signIn(OWNER, { password: HERS }))
    const invitee = 'beatrice@example.com'
    const invited = await send('/dashboard/account.data', {
      method: 'POST',
      cookie: owner,
      body: form({ intent: 'invite-stylist', email: invitee }),
    })
    expect(invited.status).toBe(200)
    const his = await signUp(invitee, HIS)
    const hers = await signUp(invitee, HERS)
    expect(attempt('pre-registration (invited)', (await hers.text()) === (await his.text()))).toBe(
      true,
    )
    // Her link, the newest; asked for the password she chose when the address was signed up twice.
    const link = await confirmationLink(invitee)
    let confirmed = await send(link)
    if (confirmed.status === 200) {
      const token = new URL(link, replay.base).searchParams.get('token') ?? ''
      confirmed = await send('/auth/confirm', {
        method: 'POST',
        body: form({ token, password: HERS }),
      })
    }
    expect(confirmed.status).toBe(302)
    expect(attempt('pre-registration (invited)', (await statusOf(invitee, HIS)) === 401)).toBe(true)
    expect(attempt('pre-registration (invited)', (await statusOf(invitee, HERS)) === 302)).toBe(
      true,
    )
  })
})
