/**
 * Replays of issue 41's point 1: an account taken over by signing up first (pre-registration),
 * through real HTTP requests to the Express app with its real route modules. A stranger signs up
 * with her address and his password before she does; whatever she does next (sign up and confirm,
 * open his link, reset her password), only the password she typed works. The invitation case is
 * in security-replay-invitations.test.ts.
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { cookiesOf, form, startReplay } from '../support/replay'
import { startSmtpSink } from '../support/smtp-sink'

const sink = await startSmtpSink()
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
})
process.env.SMTP_URL = sink.url

const { app } = await import('~/app.server')
const { auth } = await import('~/server/auth.server')
const replay = await startReplay(app, sink, 'pre-registration')
const { db, schema, send, signIn, attempt } = replay

afterAll(() => replay.close())
beforeEach(() => sink.clear())

const HERS = 'her-own-velvet-9'
const HIS = 'strangers-guess-7'

const signUp = (email: string, password: string) =>
  send('/auth/sign-up', { method: 'POST', body: form({ email, password }) })

/** Her confirmation e-mails, oldest first. */
const confirmations = (email: string) =>
  sink.received(email, /Confirm your e-mail/).map((mail) => {
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0])
    return link.pathname + link.search
  })

/**
 * Opens a confirmation link as she would: when the page asks for the password she chose (the
 * address was signed up more than once), she types hers. Answers the last response.
 */
async function confirmAs(link: string, password: string) {
  const opened = await send(link)
  if (opened.status !== 200) return opened
  const token = new URL(link, replay.base).searchParams.get('token') ?? ''
  return send('/auth/confirm', { method: 'POST', body: form({ token, password }) })
}

const statusOf = async (email: string, password: string) => {
  const response = await signIn(email, { password })
  await response.arrayBuffer()
  return response.status
}

const sessionsOf = async (email: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(schema.session)
    .innerJoin(schema.user, eq(schema.user.id, schema.session.userId))
    .where(eq(schema.user.email, email))
  return row?.n ?? 0
}

describe('an account is never taken by signing up first (issue 41, point 1)', () => {
  test('she signs up after a stranger and confirms: only her password works, and she was told nothing', async () => {
    const email = 'margot@example.com'
    const his = await signUp(email, HIS)
    const hers = await signUp(email, HERS)
    // The same answer to both: nothing says the address was used before.
    expect(hers.status).toBe(200)
    expect(attempt('pre-registration', (await hers.text()) === (await his.text()))).toBe(true)
    await sink.waitFor(email, /Confirm your e-mail/)
    for (let waited = 0; confirmations(email).length < 2 && waited < 100; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const links = confirmations(email)
    expect(links).toHaveLength(2)
    const confirmed = await confirmAs(links.at(-1)!, HERS)
    expect(confirmed.status).toBe(302)
    expect(confirmed.headers.get('location')).toMatch(/\/dashboard$/)
    expect(attempt('pre-registration', (await statusOf(email, HIS)) === 401)).toBe(true)
    expect(attempt('pre-registration', (await statusOf(email, HERS)) === 302)).toBe(true)
    // Her confirmation and her sign-in are the account's only sessions.
    expect(attempt('pre-registration', (await sessionsOf(email)) === 2)).toBe(true)
    // His link, opened now, grants nothing.
    const late = await send(links[0]!)
    expect(attempt('pre-registration', cookiesOf(late) === '')).toBe(true)
  })

  test('she opens the stranger’s link by mistake: his password is never set', async () => {
    const email = 'ines@example.com'
    await signUp(email, HIS)
    await signUp(email, HERS)
    for (let waited = 0; confirmations(email).length < 2 && waited < 100; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const confirmed = await confirmAs(confirmations(email)[0]!, HERS)
    expect(confirmed.status).toBe(302)
    expect(attempt('pre-registration', (await statusOf(email, HIS)) === 401)).toBe(true)
    expect(attempt('pre-registration', (await statusOf(email, HERS)) === 302)).toBe(true)
  })

  test('signing up with an address that has an account answers exactly like a new one', async () => {
    const { email } = await replay.confirmedAccount()
    const taken = await signUp(email, HIS)
    const fresh = await signUp('nobody-yet@example.com', HIS)
    expect(taken.status).toBe(fresh.status)
    expect(attempt('pre-registration', (await taken.text()) === (await fresh.text()))).toBe(true)
    expect(attempt('pre-registration', (await statusOf(email, HIS)) === 401)).toBe(true)
  })

  test('she resets her password instead of signing up: her new password works, his sign-up is void', async () => {
    const email = 'lucie@example.com'
    await signUp(email, HIS)
    await sink.waitFor(email, /Confirm your e-mail/)
    const [his] = confirmations(email)
    await send('/forgot-password', { method: 'POST', body: form({ email }) })
    const reset = new URL((await sink.waitFor(email, /Reset your password/)).link)
    const toForm = await send(reset.pathname + reset.search)
    const token = new URL(toForm.headers.get('location')!, replay.base).searchParams.get('token')
    const chosen = await send('/reset-password', {
      method: 'POST',
      body: form({ token: token ?? '', password: HERS }),
    })
    expect(chosen.status).toBe(302)
    expect(attempt('pre-registration', (await statusOf(email, HERS)) === 302)).toBe(true)
    expect(attempt('pre-registration', (await statusOf(email, HIS)) === 401)).toBe(true)
    // His confirmation link, opened now, signs no one in.
    const late = await send(his!)
    expect(attempt('pre-registration', cookiesOf(late) === '')).toBe(true)
  })

  test('a stranger cannot move his own account onto her address', async () => {
    const stranger = await replay.signedIn()
    const viaHttp = await send('/api/auth/change-email', {
      method: 'POST',
      cookie: stranger.cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ newEmail: 'camille@example.com' }),
    })
    expect(attempt('pre-registration', viaHttp.status === 404)).toBe(true)
    const viaApi = await auth.api
      .changeEmail({
        body: { newEmail: 'camille@example.com' },
        headers: new Headers({ cookie: stranger.cookie }),
      })
      .then(
        () => 'changed',
        () => 'refused',
      )
    expect(attempt('pre-registration', viaApi === 'refused')).toBe(true)
    const [row] = await db
      .select({ email: schema.user.email })
      .from(schema.user)
      .where(eq(schema.user.id, stranger.id))
    expect(row?.email).toBe(stranger.email)
  })
})
