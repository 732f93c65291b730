import { afterAll, expect, test } from 'vitest'

import { startSmtpSink } from '../../../tests/support/smtp-sink'

// A real SMTP server: the link goes out through the client e-mail module, as sent.
const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url

const { db } = await import('~/server/db.server')
const { createId } = await import('~/server/ids.server')
const { client } = await import('~/schema.server')
const { createSignedInUser } = await import('../../../tests/support/users')
const { newHomeLink } = await import('~/features/clients/home-link.server')
const { askForHomeLink, LINK_ASKED } = await import('./ask-link.server')

afterAll(() => sink.close())

const owner = await createSignedInUser('ask-link')

/** "Send me my link" from one browser (`device`: its cookie, as a browser sends it back). */
async function ask(email: string, device?: string) {
  const answered = await askForHomeLink(
    new Request('http://app.test/home-link', {
      method: 'POST',
      headers: device ? { cookie: device } : {},
      body: new URLSearchParams({ email }),
    }),
  )
  return { status: answered.init?.status ?? 200, data: answered.data, init: answered.init }
}

/** A browser's device cookie, as its first ask sets it. */
async function newDevice(email: string) {
  const first = await ask(email)
  const setCookie = new Headers(first.init?.headers).get('set-cookie')!
  return setCookie.split(';')[0]!
}

test('the same answer for a known and an unknown address; the known one gets her current link', async () => {
  const email = `ines-${createId()}@example.com`
  const clientId = createId()
  await db.insert(client).values({ id: clientId, ownerId: owner.id, name: 'Inès Caron', email })
  await newHomeLink(owner.id, clientId)
  const url = await newHomeLink(owner.id, clientId)
  const device = await newDevice(`nobody-${createId()}@example.com`)

  const known = await ask(email.toUpperCase(), device)
  const unknown = await ask(`nobody-${createId()}@example.com`, device)
  expect(known).toEqual({ status: 200, data: { ok: true, message: LINK_ASKED }, init: known.init })
  expect(unknown.data).toEqual(known.data)
  expect(unknown.status).toBe(known.status)

  const mail = await sink.waitFor(email, /in one place/)
  expect(mail.link).toBe(url)
})

test('limited per address and per device; a bad address is said, never sent', async () => {
  const email = `lea-${createId()}@example.com`
  const answers = []
  for (let index = 0; index < 4; index++) {
    answers.push((await ask(email, await newDevice(`x-${createId()}@example.com`))).status)
  }
  expect(answers).toEqual([200, 200, 200, 429])

  const device = await newDevice(`y-${createId()}@example.com`)
  const fromOneDevice = []
  for (let index = 0; index < 11; index++) {
    fromOneDevice.push((await ask(`z-${createId()}@example.com`, device)).status)
  }
  expect(fromOneDevice).toEqual([...Array(10).fill(200), 429])

  for (const bad of ['', 'not-an-address', `${'x'.repeat(300)}@example.com`]) {
    const answered = await ask(bad, device)
    expect(answered.status, bad.slice(0, 20)).toBe(400)
    expect(answered.data).toEqual({ errors: { email: expect.any(String) } })
  }
})
