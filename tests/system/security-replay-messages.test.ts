/**
 * Replay of issue 41's point 4 through real HTTP requests to the Express app with its real route
 * modules: a fresh device at another address, holding her open capsule's link, reads the
 * conversation and tries to erase the client's message and to mute her e-mails.
 */
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test, vi } from 'vitest'

import { cookiesOf, form, startReplay } from '../support/replay'
import { startSmtpSink } from '../support/smtp-sink'

const sink = await startSmtpSink()
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
})
process.env.SMTP_URL = sink.url

const { app } = await import('~/app.server')
const { createId } = await import('~/server/ids.server')
const { gateKey } = await import('~/server/unlock-cookie.server')
const { mailOffToken } = await import('~/features/conversation/reply-mail.server')
const replay = await startReplay(app, sink, 'messages')
const { db, schema, send, attempt } = replay

afterAll(() => replay.close())

const HER_ADDRESS = '192.0.2.41'
const HIS_ADDRESS = '203.0.113.99'

/** An open capsule (no password) for a client with an e-mail address. */
async function openCapsule(ownerId: string) {
  const clientId = createId()
  await db
    .insert(schema.client)
    .values({ id: clientId, ownerId, name: 'Margot', email: 'margot@example.com' })
  const id = createId()
  await db
    .insert(schema.capsule)
    .values({ id, ownerId, clientId, name: 'Spring in Paris', isPublished: true })
  return id
}

const say = (capsuleId: string, fields: Record<string, string>, from: string, cookie = '') =>
  send(`/capsule/${capsuleId}/messages`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form(fields),
    from,
    cookie,
  })

const mailOff = async (capsuleId: string) => {
  const [row] = await db
    .select({ off: schema.capsuleFeedbackState.clientMailOffAt })
    .from(schema.capsuleFeedbackState)
    .where(eq(schema.capsuleFeedbackState.capsuleId, capsuleId))
  return Boolean(row?.off)
}

describe('a client’s words are hers alone (issue 41, point 4)', () => {
  test('a fresh device with her link cannot delete her message or mute her e-mails', async () => {
    const owner = await replay.signedIn()
    const id = await openCapsule(owner.id)
    const posted = await say(
      id,
      { intent: 'post-message', target: 'capsule', body: 'Could the blazer come in navy?' },
      HER_ADDRESS,
    )
    expect(posted.status).toBe(200)
    const hers = cookiesOf(posted)
    const [stored] = await db
      .select({ id: schema.message.id })
      .from(schema.message)
      .where(eq(schema.message.capsuleId, id))
    const messageId = stored!.id

    // He reads the conversation: her words, but no id to act on.
    const read = await send(`/capsule/${id}/feedback`, {
      headers: { Accept: 'application/json' },
      from: HIS_ADDRESS,
    })
    expect(read.status).toBe(200)
    const page = await read.text()
    expect(page).toContain('Could the blazer come in navy?')
    expect(attempt('her messages', !page.includes(messageId))).toBe(true)

    // With the id anyway (it leaked elsewhere): answered like a missing message.
    const deleted = await say(id, { intent: 'delete-message', messageId }, HIS_ADDRESS)
    expect(attempt('her messages', deleted.status === 404)).toBe(true)
    const [kept] = await db
      .select({ body: schema.message.body, deletedAt: schema.message.deletedAt })
      .from(schema.message)
      .where(eq(schema.message.id, messageId))
    expect(attempt('her messages', kept?.deletedAt === null)).toBe(true)
    expect(kept?.body).toBe('Could the blazer come in navy?')

    // He cannot mute her e-mails from the page, nor turn them on again.
    for (const intent of ['mail-off', 'mail-on']) {
      const muted = await say(id, { intent }, HIS_ADDRESS)
      expect(attempt('her e-mails', muted.status === 403)).toBe(true)
      expect(attempt('her e-mails', (await mailOff(id)) === false)).toBe(true)
    }

    // Her own device sees her message's id and deletes it; the row stays for her stylist's
    // record ("Message deleted").
    const own = await (
      await send(`/capsule/${id}/feedback`, {
        headers: { Accept: 'application/json' },
        from: HER_ADDRESS,
        cookie: hers,
      })
    ).text()
    expect(own).toContain(messageId)
    const hersDeleted = await say(id, { intent: 'delete-message', messageId }, HER_ADDRESS, hers)
    expect(hersDeleted.status).toBe(200)
    const [gone] = await db
      .select({ deletedAt: schema.message.deletedAt })
      .from(schema.message)
      .where(eq(schema.message.id, messageId))
    expect(gone?.deletedAt).not.toBeNull()

    // Her e-mails switch from a page her own e-mail opened (its link's key), or from the signed
    // turn-off link in the e-mail itself.
    const fromHerEmail = await say(id, { intent: 'mail-off', k: gateKey(id) }, HER_ADDRESS, hers)
    expect(fromHerEmail.status).toBe(200)
    expect(await mailOff(id)).toBe(true)
    await say(id, { intent: 'mail-on', k: gateKey(id) }, HER_ADDRESS, hers)
    expect(await mailOff(id)).toBe(false)
    const oneClick = await send(`/capsule/${id}/emails-off.data?t=${mailOffToken(id)}`, {
      method: 'POST',
      from: HER_ADDRESS,
    })
    expect(oneClick.status).toBe(200)
    expect(await mailOff(id)).toBe(true)
  })
})
