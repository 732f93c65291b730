import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'

import type { Email } from '~/server/email.server'

/** Every e-mail the conversation sends, as it reaches the mail module. */
const outbox = vi.hoisted(() => [] as Email[])
vi.mock('~/server/email.server', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  sendEmail: async (email: Email) => {
    outbox.push(email)
  },
}))

const { db } = await import('~/server/db.server')
const { createId } = await import('~/server/ids.server')
const schema = await import('~/schema.server')
const { runIntent } = await import('~/server/forms.server')
const { ensureStudio } = await import('~/features/studio/studio.server')
const messagesRoute = await import('~/routes/capsule-messages')
const feedbackRoute = await import('~/routes/capsule-feedback')
const { replyIntents } = await import('./reply-intents.server')
const { unreadCounts, markFeedbackSeen } =
  await import('~/features/feedback/feedback-entries.server')
const { sendDigest, DIGEST_LINES } = await import('~/features/feedback/feedback-mail.server')
const { sendReplyMail, isMailOffToken, mailOffToken } = await import('./reply-mail.server')
const { loadThreads, earlierMessages, LATEST_SHOWN, THREADS_SHOWN, EARLIER_PAGE } =
  await import('./threads.server')
const { MESSAGE_MAX } = await import('~/lib/feedback')
const { gateKey } = await import('~/server/unlock-cookie.server')
const { createSignedInUser, routeArgs } = await import('../../../tests/support/users')

const owner = await createSignedInUser('conversation-owner')
const other = await createSignedInUser('conversation-other')

async function newCapsule(name = 'Spring in Lisbon'): Promise<{
  id: string
  itemId: string
  clientId: string
}> {
  const clientId = createId()
  await db
    .insert(schema.client)
    .values({ id: clientId, ownerId: owner.id, name: 'Margot', email: 'margot@example.com' })
  const id = createId()
  await db
    .insert(schema.capsule)
    .values({ id, ownerId: owner.id, clientId, name, isPublished: true })
  const itemId = createId()
  await db
    .insert(schema.item)
    .values({ id: itemId, ownerId: owner.id, clientId, capsuleId: id, name: 'Silk Blouse' })
  return { id, itemId, clientId }
}

/** Her browser's cookies (its device cookie, once her first message set it). */
let herDevice = ''

/** The client's page (no password: she is in) writing in the conversation, as JSON. */
async function clientSays(capsuleId: string, form: Record<string, string>, ip = '10.0.0.1') {
  const args = routeArgs(`/capsule/${capsuleId}/messages`, {
    params: { capsuleId },
    form,
    headers: { accept: 'application/json', 'x-real-ip': ip, cookie: herDevice },
  })
  try {
    const response = (await messagesRoute.action(args)) as Response
    const set = response.headers.get('set-cookie')
    if (set) herDevice = set.split(';')[0]!
    return { status: response.status, json: await response.json() }
  } catch (thrown) {
    const response = thrown as Response
    return { status: response.status, json: await response.text() }
  }
}

/** What the client's page loads after it shows: her feedback and the threads. */
async function clientReads(capsuleId: string) {
  const args = routeArgs(`/capsule/${capsuleId}/feedback`, { params: { capsuleId } })
  const response = await feedbackRoute.loader(args)
  return (await response.json()) as {
    threads: { target: string; messages: { id: string; author: string; body: string }[] }[]
  }
}

/** The stylist's Feedback view writing (her replies, "seen"). */
async function stylistSays(userId: string, capsuleId: string, form: Record<string, string>) {
  const reply = await runIntent(replyIntents, form, {
    ownerId: userId,
    capsuleId,
    request: new Request('http://localhost/'),
  })
  const { data, init } = reply as { data: Record<string, unknown>; init: ResponseInit | null }
  return { status: init?.status ?? 200, data }
}

describe('a conversation on a piece', () => {
  test('her note starts a thread, the stylist answers, she reads the answer and deletes her note', async () => {
    const { id, itemId } = await newCapsule()
    const target = `item:${itemId}`
    const [before] = await db
      .select({ v: schema.capsule.contentVersion })
      .from(schema.capsule)
      .where(eq(schema.capsule.id, id))
    const note = await clientSays(id, {
      intent: 'post-message',
      target,
      body: 'Is there a petite size?\r\nI am 1m58.',
    })
    expect(note).toMatchObject({ status: 200, json: { ok: true, target } })
    expect(note.json.message.body).toBe('Is there a petite size?\nI am 1m58.')
    expect((await unreadCounts(owner.id)).messages).toBeGreaterThan(0)

    const reply = await stylistSays(owner.id, id, {
      intent: 'post-reply',
      target,
      body: 'Yes: https://shop.example/petite',
    })
    expect(reply).toMatchObject({ status: 200, data: { ok: true } })
    // Another stylist cannot answer on her capsule, nor correct her reply.
    expect(
      await stylistSays(other.id, id, { intent: 'post-reply', target, body: 'Hello' }),
    ).toMatchObject({ status: 404 })
    const replyId = (reply.data.message as { id: string }).id
    expect(
      await stylistSays(other.id, id, { intent: 'edit-reply', messageId: replyId, body: 'x' }),
    ).toMatchObject({ status: 404 })

    const seen = await clientReads(id)
    expect(seen.threads).toEqual([
      expect.objectContaining({
        target,
        messages: [
          expect.objectContaining({
            author: 'client',
            body: 'Is there a petite size?\nI am 1m58.',
          }),
          expect.objectContaining({ author: 'stylist', body: 'Yes: https://shop.example/petite' }),
        ],
      }),
    ])
    // The e-mail's fate of a reply is for the stylist's eyes only.
    expect(JSON.stringify(seen)).not.toContain('clientMail')

    // She corrects her reply; the client deletes her note; neither can delete the other's.
    expect(
      await stylistSays(owner.id, id, {
        intent: 'edit-reply',
        messageId: note.json.message.id,
        body: 'not mine',
      }),
    ).toMatchObject({ status: 404 })
    expect(
      await stylistSays(owner.id, id, {
        intent: 'edit-reply',
        messageId: replyId,
        body: 'Yes, in the petite line.',
      }),
    ).toMatchObject({ data: { message: { edited: true, body: 'Yes, in the petite line.' } } })
    expect(await clientSays(id, { intent: 'delete-message', messageId: replyId })).toMatchObject({
      status: 404,
    })
    expect(
      await clientSays(id, { intent: 'delete-message', messageId: note.json.message.id }),
    ).toMatchObject({ status: 200, json: { message: { deleted: true, body: '' } } })
    const after = (await clientReads(id)).threads[0]!.messages
    expect(after.map((message) => [message.author, message.body])).toEqual([
      ['client', ''],
      ['stylist', 'Yes, in the petite line.'],
    ])
    expect(after[0]).toMatchObject({ deleted: true })

    // Seen: an explicit request; nothing else marks it.
    await clientSays(id, { intent: 'post-message', target: 'capsule', body: 'Thank you!' })
    expect(await markFeedbackSeen(owner.id, id)).toBe(true)
    const [stored] = await db
      .select({ v: schema.capsule.contentVersion })
      .from(schema.capsule)
      .where(eq(schema.capsule.id, id))
    expect(stored!.v).toBe(before!.v)
  })

  test('a message is bounded; its HTML is kept as the characters typed', async () => {
    const { id, itemId } = await newCapsule()
    const target = `item:${itemId}`
    expect(
      await clientSays(id, { intent: 'post-message', target, body: 'x'.repeat(MESSAGE_MAX + 1) }),
    ).toMatchObject({ status: 400, json: { error: 'Use at most 2,000 characters.' } })
    expect(await clientSays(id, { intent: 'post-message', target, body: '  \r\n ' })).toMatchObject(
      { status: 400, json: { error: 'Write your message first.' } },
    )
    expect(
      await clientSays(id, { intent: 'post-message', target: 'item:nope', body: 'Hi' }),
    ).toMatchObject({ status: 404 })
    expect(
      await clientSays(id, { intent: 'post-message', target: '<script>', body: 'Hi' }),
    ).toMatchObject({ status: 400 })
    const html = '<img src=x onerror=alert(1)><b>bold</b>'
    expect(
      await clientSays(id, { intent: 'post-message', target, body: 'x'.repeat(MESSAGE_MAX) }),
    ).toMatchObject({ status: 200 })
    expect(await clientSays(id, { intent: 'post-message', target, body: html })).toMatchObject({
      status: 200,
      json: { message: { body: html } },
    })
  })

  test('posting is limited per address and per capsule', async () => {
    const { id } = await newCapsule()
    const statuses: number[] = []
    for (let index = 0; index < 31; index++) {
      const said = await clientSays(id, {
        intent: 'post-message',
        target: 'capsule',
        body: `Message ${index}`,
      })
      statuses.push(said.status)
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
    // Another address still writes (the capsule's own limit is higher).
    expect(
      await clientSays(id, { intent: 'post-message', target: 'capsule', body: 'Hi' }, '10.0.0.2'),
    ).toMatchObject({ status: 200 })
  })
})

describe('a flood of 2,000 posts', () => {
  test('leaves the page and the digest bounded', async () => {
    const { id, clientId } = await newCapsule()
    // 150 threads (one per piece) and 2,000 messages, most in the capsule's own thread.
    const pieces = Array.from({ length: 150 }, () => createId())
    await db.insert(schema.item).values(
      pieces.map((itemId, index) => ({
        id: itemId,
        ownerId: owner.id,
        clientId,
        capsuleId: id,
        name: `Piece ${index}`,
      })),
    )
    const start = Date.now() - 60_000
    const threads = [
      { id: createId(), target: 'capsule', itemId: null, lastMessageAt: new Date(start + 1999) },
      ...pieces.map((itemId, index) => ({
        id: createId(),
        target: `item:${itemId}`,
        itemId,
        lastMessageAt: new Date(start + index),
      })),
    ]
    await db
      .insert(schema.thread)
      .values(threads.map((row) => ({ ...row, ownerId: owner.id, capsuleId: id })))
    const messages = Array.from({ length: 2000 }, (_, index) => ({
      id: `flood-${id}-${String(index).padStart(4, '0')}`,
      ownerId: owner.id,
      capsuleId: id,
      threadId: threads[index < 150 ? index + 1 : 0]!.id,
      author: 'client' as const,
      body: `Flood ${index}`,
      createdAt: new Date(start + index),
    }))
    for (let at = 0; at < messages.length; at += 500) {
      await db.insert(schema.message).values(messages.slice(at, at + 500))
    }

    const page = await loadThreads(id, 'stylist')
    expect(page).toHaveLength(THREADS_SHOWN)
    expect(Math.max(...page.map((thread) => thread.messages.length))).toBe(LATEST_SHOWN)
    const whole = page.find((thread) => thread.target === 'capsule')!
    expect(whole.earlier).toBe(1850 - LATEST_SHOWN)
    const earlier = await earlierMessages(id, 'capsule', { id: whole.messages[0]!.id }, 'stylist')
    expect(earlier?.messages).toHaveLength(EARLIER_PAGE)
    expect(earlier?.earlier).toBe(1850 - LATEST_SHOWN - EARLIER_PAGE)

    outbox.length = 0
    expect(await sendDigest(id)).toEqual({ sent: 2000 })
    expect(outbox).toHaveLength(1)
    const lines = outbox[0]!.text.split('\n').filter((line) => line.includes('“Flood'))
    expect(lines).toHaveLength(DIGEST_LINES)
    expect(outbox[0]!.text).toContain(`… and ${2000 - DIGEST_LINES} more`)
    // The window is spent: nothing new, nothing sent.
    expect(await sendDigest(id)).toEqual({ sent: 0 })
    expect(outbox).toHaveLength(1)
  })
})

describe("the client's e-mail about replies", () => {
  test('one e-mail for the window, from her studio, Reply-To the stylist, without the words or a password', async () => {
    await ensureStudio(owner.id, { name: 'Atelier Odile', acceptLanguage: null })
    const { id, itemId } = await newCapsule()
    await db
      .update(schema.capsule)
      .set({ passwordHash: 'hash-never-sent' })
      .where(eq(schema.capsule.id, id))
    for (const target of [`item:${itemId}`, 'capsule']) {
      await stylistSays(owner.id, id, { intent: 'post-reply', target, body: 'A secret answer' })
    }
    outbox.length = 0
    expect(await sendReplyMail(owner.id, id)).toEqual({ replies: 2, mail: 'sent' })
    expect(outbox).toHaveLength(1)
    const [mail] = outbox
    expect(mail).toMatchObject({
      to: 'margot@example.com',
      fromName: 'Atelier Odile',
      replyTo: owner.email,
      subject: 'Atelier Odile replied to you about Spring in Lisbon',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
    expect(mail!.text).toContain('Silk Blouse')
    expect(mail!.text).toContain('The whole capsule')
    expect(mail!.text + mail!.html).not.toContain('A secret answer')
    expect(mail!.text + mail!.html).not.toContain('hash-never-sent')
    const offUrl = /(https?:\/\/\S+\/emails-off\?t=\S+)/.exec(mail!.text)![1]!
    expect(mail!.headers!['List-Unsubscribe']).toBe(`<${offUrl}>`)
    // Told once: the same window sends nothing more.
    expect(await sendReplyMail(owner.id, id)).toEqual({ replies: 0, mail: null })

    // Turned off from her page (no password any more, so the test is her): the next reply is not e-mailed, and its stylist sees why.
    await db.update(schema.capsule).set({ passwordHash: null }).where(eq(schema.capsule.id, id))
    expect(await clientSays(id, { intent: 'mail-off', k: gateKey(id) })).toMatchObject({
      status: 200,
      json: { mail: { off: true } },
    })
    await stylistSays(owner.id, id, { intent: 'post-reply', target: 'capsule', body: 'Again' })
    expect(await sendReplyMail(owner.id, id)).toEqual({ replies: 1, mail: 'off' })
    expect(outbox).toHaveLength(1)
  })

  test("the turn-off link's token is bound to its capsule, unguessable and bounded in time", async () => {
    const token = mailOffToken('capsule-a')
    expect(isMailOffToken('capsule-a', token)).toBe(true)
    expect(isMailOffToken('capsule-b', token)).toBe(false)
    expect(
      isMailOffToken('capsule-a', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
    ).toBe(false)
    expect(isMailOffToken('capsule-a', '')).toBe(false)
    expect(isMailOffToken('capsule-a', 'x'.repeat(5000))).toBe(false)
    const aYearAndADay = 366 * 24 * 60 * 60 * 1000
    expect(isMailOffToken('capsule-a', token, Date.now() + aYearAndADay)).toBe(false)
  })
})
