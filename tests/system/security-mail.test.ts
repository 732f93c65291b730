/**
 * Replay of issue 26's point 6: a self-registered account sent phishing under the site owner's
 * brand. Through real HTTP requests to the Express app with its real route modules, with the
 * app's default sign-up policy (by invitation).
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { cookiesOf, form, PASSWORD, startReplay } from '../support/replay'
import { startSmtpSink } from '../support/smtp-sink'

const sink = await startSmtpSink()
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
  process.env.SIGNUP_POLICY = 'invite'
})
process.env.SMTP_URL = sink.url

const { app } = await import('~/app.server')
const { NEW_ACCOUNT_DAILY } = await import('~/domain/client-email.server')
const replay = await startReplay(app, sink, 'mail')
const { db, schema, send, signIn, attempt } = replay
const { createId } = await import('~/server/ids.server')

afterAll(() => replay.close())
beforeEach(() => sink.clear())

const signUp = (email: string) =>
  send('/auth/sign-up', { method: 'POST', body: form({ email, password: PASSWORD }) })

/** A published capsule of `ownerId` for a client with `email`. */
async function capsuleFor(ownerId: string, email: string) {
  const clientId = createId()
  await db.insert(schema.client).values({ id: clientId, ownerId, name: 'Target', email })
  const id = createId()
  await db
    .insert(schema.capsule)
    .values({ id, ownerId, clientId, name: 'Spring', isPublished: true })
  return id
}

const sendCapsule = (cookie: string, capsuleId: string, message: string) =>
  send(`/dashboard/capsules/${capsuleId}.data`, {
    method: 'POST',
    cookie,
    body: form({ intent: 'send-capsule', message }),
  })

describe('e-mail that cannot be borrowed (issue 26, point 6)', () => {
  test('only invited stylists join; what each sends carries her own name, Reply-To her, and the owner sees it', async () => {
    // The first account becomes the site owner, with her brand.
    const owner = await replay.confirmedAccount()
    await db
      .insert(schema.siteSettings)
      .values({ id: 'site', content: { brandName: 'Atelier A' } })
      .onConflictDoUpdate({
        target: schema.siteSettings.id,
        set: { content: { brandName: 'Atelier A' } },
      })
    const ownerCookie = cookiesOf(await signIn(owner.email))

    // A stranger cannot make an account.
    const stranger = await signUp('stranger@example.com')
    expect(attempt('borrowed e-mail', stranger.status === 403)).toBe(true)
    expect(await stranger.text()).toContain('by invitation')

    // The owner invites B: B gets a link, under the owner's brand, Reply-To the owner.
    const invited = await send('/dashboard/account.data', {
      method: 'POST',
      cookie: ownerCookie,
      body: form({ intent: 'invite-stylist', email: 'beatrice@example.com' }),
    })
    expect(invited.status).toBe(200)
    const invitation = await sink.waitFor('beatrice@example.com', /invites you/)
    expect(invitation.replyTo).toBe(owner.email)
    expect(new URL(invitation.link).searchParams.get('invited')).toBe('beatrice@example.com')
    expect((await signUp('beatrice@example.com')).status).toBe(200)
    const confirm = await sink.waitFor('beatrice@example.com', /Confirm your e-mail/)
    expect((await send(new URL(confirm.link).pathname + new URL(confirm.link).search)).status).toBe(
      302,
    )
    const b = cookiesOf(await signIn('beatrice@example.com'))
    const [bRow] = await db
      .select({ id: schema.user.id, name: schema.user.name })
      .from(schema.user)
      .where(eq(schema.user.email, 'beatrice@example.com'))

    // B's capsule e-mail: her own name, never the owner's brand, and replies go to her.
    const phish = 'Please confirm your bank details at https://phish.example/login'
    const first = await sendCapsule(b, await capsuleFor(bRow!.id, 'victim@example.com'), phish)
    expect(first.status).toBe(200)
    const mail = await sink.waitFor('victim@example.com', /Your style capsule/)
    expect(attempt('borrowed e-mail', !mail.text.includes('Atelier A'))).toBe(true)
    expect(attempt('borrowed e-mail', !mail.from.includes('Atelier A'))).toBe(true)
    expect(attempt('borrowed e-mail', mail.from.includes(bRow!.name))).toBe(true)
    expect(attempt('borrowed e-mail', mail.replyTo === 'beatrice@example.com')).toBe(true)

    // A new account sends only a few a day (one capsule each: the per-capsule limit aside).
    let refused = 0
    for (let sent = 1; sent <= NEW_ACCOUNT_DAILY + 2; sent++) {
      const capsuleId = await capsuleFor(bRow!.id, `victim-${sent}@example.com`)
      const response = await sendCapsule(b, capsuleId, phish)
      if (response.status === 429) refused++
    }
    expect(attempt('borrowed e-mail', refused === 3)).toBe(true)

    // The owner's Account page lists who sent what to whom; B's does not.
    const log = await (await send('/dashboard/account.data', { cookie: ownerCookie })).text()
    expect(attempt('borrowed e-mail', log.includes('victim@example.com'))).toBe(true)
    expect(log).toContain('beatrice@example.com')
    const hers = await (await send('/dashboard/account.data', { cookie: b })).text()
    expect(attempt('borrowed e-mail', !hers.includes('victim@example.com'))).toBe(true)
  }, 120_000)
})
