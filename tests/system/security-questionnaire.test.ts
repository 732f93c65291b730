/**
 * Replay of issue 30's bounds for the questionnaire: another stylist's questionnaire ids, tokens
 * and photos answer like missing ones; a submitted questionnaire refuses changes through its
 * link; answers and photos are bounded. Through real HTTP requests to the Express app with its
 * real route modules.
 */
import sharp from 'sharp'
import { afterAll, describe, expect, test, vi } from 'vitest'

import { form, startReplay } from '../support/replay'
import { startSmtpSink } from '../support/smtp-sink'

const sink = await startSmtpSink()
vi.hoisted(() => {
  process.env.TRUST_PROXY = 'true'
  process.env.PUBLIC_URL = 'http://localhost:3999'
})
process.env.SMTP_URL = sink.url

const { app } = await import('~/app.server')
const replay = await startReplay(app, sink, 'questionnaire')
const { db, schema, send, signedIn, attempt } = replay
const { createId } = await import('~/server/ids.server')
const { eq } = await import('drizzle-orm')

afterAll(() => replay.close())

/** A page's body without what differs per request (nonces, ids). */
const comparable = async (response: Response) =>
  (await response.text()).replace(/nonce="[^"]*"/g, '').replace(/[\w-]{22}/g, 'ID')

const jpeg = () =>
  sharp({ create: { width: 700, height: 875, channels: 3, background: '#789' } })
    .jpeg()
    .toBuffer()

function upload(token: string, questionId: string, bytes: Buffer, cookie?: string) {
  const body = new FormData()
  body.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg')
  return send(`/q/${token}/photos?question=${questionId}`, { method: 'POST', body, cookie })
}

/** A client of `owner` sent a questionnaire through her page; its id and token. */
async function sent(owner: { id: string; cookie: string }) {
  const clientId = createId()
  await db.insert(schema.client).values({ id: clientId, ownerId: owner.id, name: 'Maya' })
  const response = await send(`/dashboard/clients/${clientId}.data`, {
    method: 'POST',
    cookie: owner.cookie,
    body: form({ intent: 'send-questionnaire', dueOn: '', remind: 'on' }),
  })
  expect(response.status).toBe(200)
  const [row] = await db
    .select({ id: schema.questionnaire.id, token: schema.questionnaire.token })
    .from(schema.questionnaire)
    .where(eq(schema.questionnaire.clientId, clientId))
  return { clientId, ...row! }
}

const stylist = await signedIn()
const stranger = await signedIn()
const mine = await sent(stylist)
const theirs = await sent(stranger)
const added = await upload(mine.token, 'photo-face', await jpeg())
expect(added.status).toBe(201)
const [photo] = await db
  .select({ key: schema.questionnairePhoto.photo })
  .from(schema.questionnairePhoto)
  .where(eq(schema.questionnairePhoto.questionnaireId, mine.id))
const key = photo!.key.key

describe('a questionnaire is its stylist’s alone (issue 30)', () => {
  test('another stylist’s questionnaire ids answer like missing ones on her dashboard', async () => {
    const reopen = (id: string) =>
      send(`/dashboard/clients/${theirs.clientId}.data`, {
        method: 'POST',
        cookie: stranger.cookie,
        body: form({ intent: 'reopen-questionnaire', id }),
      })
    const foreign = await reopen(mine.id)
    const missing = await reopen(createId())
    expect(attempt('questionnaire ids', foreign.status === 404)).toBe(true)
    expect(await comparable(foreign)).toBe(await comparable(missing))

    const sendTo = (clientId: string) =>
      send(`/dashboard/clients/${clientId}.data`, {
        method: 'POST',
        cookie: stranger.cookie,
        body: form({ intent: 'send-questionnaire', dueOn: '', remind: 'on' }),
      })
    const toHers = await sendTo(mine.clientId)
    expect(attempt('questionnaire ids', toHers.status === 404)).toBe(true)
    expect(toHers.status).toBe((await sendTo(createId())).status)
  })

  test('a wrong token answers exactly like a missing page, signed in or not', async () => {
    const wrong = await send(`/q/${createId()}`)
    const other = await send(`/q/${createId()}`, { cookie: stranger.cookie })
    const malformed = await send('/q/nope')
    expect(attempt('questionnaire tokens', wrong.status === 404)).toBe(true)
    expect(other.status).toBe(404)
    expect(malformed.status).toBe(404)
    const missingPage = await comparable(wrong)
    expect(await comparable(other)).toBe(missingPage)
    expect(await comparable(malformed)).toBe(missingPage)
    expect((await send(`/q/${mine.token}`)).status).toBe(200)
  })

  test('her client’s photos are never public: /media opens them to the stylist only', async () => {
    const path = `/media/${key}/320.webp`
    const anonymous = await send(path)
    const other = await send(path, { cookie: stranger.cookie })
    const missing = await send(`/media/${createId()}/320.webp`)
    expect(attempt('questionnaire photos', anonymous.status === 404)).toBe(true)
    expect(attempt('questionnaire photos', other.status === 404)).toBe(true)
    expect(await anonymous.text()).toBe(await missing.text())
    const own = await send(path, { cookie: stylist.cookie })
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toBe('private, no-cache')
  })

  test('a link shows its own photos only', async () => {
    const own = await send(`/q/${mine.token}/photos/${key}/320.webp`)
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toBe('private, no-cache')
    const through = await send(`/q/${theirs.token}/photos/${key}/320.webp`)
    const missing = await send(`/q/${theirs.token}/photos/${createId()}/320.webp`)
    expect(attempt('questionnaire photos', through.status === 404)).toBe(true)
    expect(await through.text()).toBe(await missing.text())
    expect((await send(`/q/${createId()}/photos/${key}/320.webp`)).status).toBe(404)
  })
})

describe('bounds of the link (issue 30)', () => {
  const save = (token: string, fields: Record<string, string>) =>
    send(`/q/${token}.data`, { method: 'POST', body: form({ intent: 'save-answers', ...fields }) })

  test('an answer too long or off the choices is refused with 400 and its message', async () => {
    const long = await save(mine.token, { q: 'size-tops', 'a.size-tops': 'x'.repeat(41) })
    expect(attempt('questionnaire bounds', long.status === 400)).toBe(true)
    expect(await long.text()).toContain('Use at most 40 characters.')
    const choice = await save(mine.token, { q: 'week', 'a.week': 'On the moon' })
    expect(choice.status).toBe(400)
    expect(await choice.text()).toContain('Choose from the choices given.')
  })

  test('photos beyond a question’s count are refused with 400 and a message', async () => {
    const again = await upload(mine.token, 'photo-face', await jpeg())
    expect(attempt('questionnaire bounds', again.status === 400)).toBe(true)
    expect(await again.json()).toEqual({
      error: 'This question takes one photo: remove it to send another.',
    })
    const nowhere = await upload(mine.token, 'size-tops', await jpeg())
    expect(nowhere.status).toBe(400)
  })

  test('once submitted, nothing changes through the link until the stylist reopens it', async () => {
    const { token, id } = await sent(stylist)
    expect((await save(token, { q: 'size-tops', 'a.size-tops': 'UK 12' })).status).toBe(200)
    const submitted = await send(`/q/${token}`, {
      method: 'POST',
      body: form({ intent: 'submit' }),
    })
    expect(submitted.status).toBe(302)
    const change = await save(token, { q: 'size-tops', 'a.size-tops': 'UK 14' })
    expect(attempt('submitted questionnaire', change.status === 409)).toBe(true)
    const photoAfter = await upload(token, 'photo-full', await jpeg())
    expect(attempt('submitted questionnaire', photoAfter.status === 409)).toBe(true)
    const [row] = await db
      .select({ answers: schema.questionnaire.answers })
      .from(schema.questionnaire)
      .where(eq(schema.questionnaire.id, id))
    expect(row?.answers).toEqual({ 'size-tops': 'UK 12' })
  })
})
