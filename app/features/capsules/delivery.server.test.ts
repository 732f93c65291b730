import { afterAll, describe, expect, test } from 'vitest'

import { startSmtpSink } from '../../../tests/support/smtp-sink'

const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url
const { createSignedInUser } = await import('../../../tests/support/users')
const { createClient } = await import('~/features/clients/clients.server')
const { createCapsule } = await import('./capsules.server')
const { getCapsule } = await import('~/features/summaries/capsule-summaries.server')
const { CapsuleSchema } = await import('./schema')
const { listDelivery, NO_EMAIL, NOT_PUBLISHED, sendCapsule } = await import('./delivery.server')
const { recordVisit } = await import('./visits.server')
const { unlockRequestCookie } = await import('~/server/unlock-cookie.server')
const { db } = await import('~/server/db.server')
const { capsule: capsuleTable } = await import('~/schema.server')
const { eq } = await import('drizzle-orm')

afterAll(() => sink.close())

const owner = await createSignedInUser('send-owner')
const stranger = await createSignedInUser('send-stranger')
const margot = await createClient(owner.id, { name: 'Margot Lefèvre', email: 'margot@example.com' })
const noEmail = await createClient(owner.id, { name: 'Ines' })

async function newCapsule(clientId: string, extra: Record<string, string> = {}) {
  const created = await createCapsule(
    owner.id,
    CapsuleSchema.parse({ clientId, name: 'Spring', isPublished: 'on', ...extra }),
  )
  if (!created.ok) throw new Error('no capsule')
  return created.id
}

const request = (cookie?: string, address = '203.0.113.7') =>
  new Request('http://localhost/capsule/x/visit', {
    method: 'POST',
    headers: { 'x-real-ip': address, ...(cookie ? { cookie } : {}) },
  })

const versionOf = async (id: string) =>
  (
    await db
      .select({ version: capsuleTable.contentVersion })
      .from(capsuleTable)
      .where(eq(capsuleTable.id, id))
  )[0]?.version

describe('Send to client', () => {
  test('e-mails her profile address the message and the link, never the password, and records it', async () => {
    const id = await newCapsule(margot.id, { passwordAction: 'set', password: 'velvet-42' })
    const version = await versionOf(id)
    const result = await sendCapsule(request(), owner.id, id, 'Hi Margot,\nhere it is.')
    expect(result).toEqual({ ok: true })
    const mail = await sink.waitFor('margot@example.com', /Your style capsule: Spring/)
    expect(mail.text.replaceAll('\r\n', '\n')).toContain('Hi Margot,\nhere it is.')
    expect(mail.text).toContain(`/capsule/${id}`)
    expect(mail.html).toContain(`/capsule/${id}`)
    expect(mail.text).not.toContain('velvet-42')
    expect(mail.html).not.toContain('velvet-42')
    const delivery = (await listDelivery(owner.id, [id]))[id]
    expect(delivery).toMatchObject({ sendCount: 1, clientEmail: 'margot@example.com' })
    expect(delivery?.lastSentAt).toBeInstanceOf(Date)
    // The shared page is not re-rendered for a send.
    expect(await versionOf(id)).toBe(version)
  })

  test('refuses clearly without her e-mail, for a draft, and for a stranger', async () => {
    const withoutEmail = await newCapsule(noEmail.id)
    expect(await sendCapsule(request(), owner.id, withoutEmail, 'Hi')).toMatchObject({
      ok: false,
      status: 400,
      formError: NO_EMAIL,
    })
    const draft = await newCapsule(margot.id, { isPublished: '' })
    expect(await sendCapsule(request(), owner.id, draft, 'Hi')).toMatchObject({
      ok: false,
      formError: NOT_PUBLISHED,
    })
    const id = await newCapsule(margot.id)
    expect(await sendCapsule(request(), stranger.id, id, 'Hi')).toMatchObject({ status: 404 })
    expect(await listDelivery(stranger.id, [id])).toEqual({})
  })
})

describe('Opened', () => {
  test('counts visits by others, first and last time, without touching the capsule row', async () => {
    const id = await newCapsule(margot.id)
    const version = await versionOf(id)
    expect(await recordVisit(request(undefined, '198.51.100.1'), id)).toBe('recorded')
    expect(await recordVisit(request(stranger.cookie, '198.51.100.2'), id)).toBe('recorded')
    const delivery = (await listDelivery(owner.id, [id]))[id]
    expect(delivery).toMatchObject({ openCount: 2 })
    expect(delivery!.lastOpenedAt!.getTime()).toBeGreaterThanOrEqual(
      delivery!.firstOpenedAt!.getTime(),
    )
    expect(await versionOf(id)).toBe(version)
    expect((await getCapsule(owner.id, id))?.name).toBe('Spring')
  })

  test('the owner’s own preview never counts; a draft or a locked capsule is not found', async () => {
    const id = await newCapsule(margot.id)
    expect(await recordVisit(request(owner.cookie), id)).toBe('ignored')
    expect((await listDelivery(owner.id, [id]))[id]?.openCount).toBe(0)
    const draft = await newCapsule(margot.id, { isPublished: '' })
    expect(await recordVisit(request(), draft)).toBe('not-found')
    expect(await recordVisit(request(), 'no-such-capsule')).toBe('not-found')
  })

  test('behind a password, only after the password was given', async () => {
    const id = await newCapsule(margot.id, { passwordAction: 'set', password: 'velvet-42' })
    expect(await recordVisit(request(), id)).toBe('not-found')
    const [row] = await db
      .select({ hash: capsuleTable.passwordHash })
      .from(capsuleTable)
      .where(eq(capsuleTable.id, id))
    const unlocked = await unlockRequestCookie(id, row!.hash!)
    expect(await recordVisit(request(unlocked), id)).toBe('recorded')
  })

  test('a reload loop from one address is bounded', async () => {
    const id = await newCapsule(margot.id)
    for (let index = 0; index < 12; index++) await recordVisit(request(undefined, '192.0.2.9'), id)
    expect((await listDelivery(owner.id, [id]))[id]?.openCount).toBe(10)
  })
})

const { unlockCapsule } = await import('~/features/public-capsule/unlock.server')
const { updateCapsule } = await import('./capsules.server')

describe('Wrong passwords', () => {
  test('unusually many in a day are shown to the stylist, without touching the capsule row; a new password clears them', async () => {
    const id = await newCapsule(margot.id, { passwordAction: 'set', password: 'tulips-2025' })
    const before = await versionOf(id)
    // Strangers from many addresses (each within its own limit), and the client mistyping once.
    for (let guess = 0; guess < 9; guess++) {
      const answer = await unlockCapsule(
        request(undefined, `198.51.100.${guess}`),
        id,
        `guess-${guess}`,
      )
      expect(answer).toMatchObject({ ok: false, status: 401 })
    }
    expect((await listDelivery(owner.id, [id]))[id]?.wrongPasswords).toBeNull()
    await unlockCapsule(request(undefined, '198.51.100.99'), id, 'tulip-2025')
    expect((await listDelivery(owner.id, [id]))[id]?.wrongPasswords).toMatchObject({ count: 10 })
    // Right passwords are not counted, and the shared page's version never moves.
    expect(await unlockCapsule(request(), id, 'tulips-2025')).toMatchObject({ ok: true })
    expect((await listDelivery(owner.id, [id]))[id]?.wrongPasswords).toMatchObject({ count: 10 })
    expect(await versionOf(id)).toBe(before)
    expect(await listDelivery(stranger.id, [id])).toEqual({})

    const capsuleRow = await getCapsule(owner.id, id)
    await updateCapsule(
      owner.id,
      id,
      CapsuleSchema.parse({
        clientId: capsuleRow!.clientId,
        name: 'Spring',
        isPublished: 'on',
        passwordAction: 'set',
        password: 'peonies-2026',
      }),
    )
    expect((await listDelivery(owner.id, [id]))[id]?.wrongPasswords).toBeNull()
  })
})
