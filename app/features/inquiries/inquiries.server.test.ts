import { afterAll, describe, expect, test } from 'vitest'

import { startSmtpSink } from '../../../tests/support/smtp-sink'

const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url
const { createSignedInUser } = await import('../../../tests/support/users')
const { getSiteOwner } = await import('~/features/site/site.server')
const {
  addInquiries,
  convertInquiry,
  listClientInquiries,
  listInquiries,
  setInquiryStatus,
  submitInquiry,
} = await import('./inquiries.server')
const { listClients } = await import('~/features/summaries/client-summaries.server')
const { sentTooFast } = await import('./schema')

afterAll(() => sink.close())

// The first confirmed account is the site owner (no OWNER_EMAIL in tests).
const owner = await createSignedInUser('owner')
const stranger = await createSignedInUser('stranger')

let address = 0
const visitor = () =>
  new Request('http://localhost/inquiry', {
    method: 'POST',
    headers: { 'x-real-ip': `198.51.100.${++address}` },
  })
const person = {
  name: 'Nora Visitor',
  email: 'nora@example.com',
  phone: '+1 555 0101',
  servicePackage: 'Clean Slate',
  message: 'Hello!\nI need a work wardrobe.',
}
const humanTiming = () => ({ website: '', startedAt: Date.now() - 10_000 })

describe('inquiries', () => {
  test('a visitor’s inquiry is stored for the site owner, who is e-mailed', async () => {
    expect(
      await submitInquiry(visitor(), { ...person, ...humanTiming() }, await getSiteOwner()),
    ).toEqual({ ok: true })
    const [stored] = await listInquiries(owner.id)
    expect(stored).toMatchObject({ ...person, status: 'new', clientId: null })
    const mail = await sink.waitFor(owner.email, /New inquiry from Nora Visitor/)
    expect(mail.text).toContain('Package: Clean Slate')
    expect(await listInquiries(stranger.id)).toEqual([])
  })

  test('bots that fill the hidden field are answered like people but nothing is stored', async () => {
    const before = (await listInquiries(owner.id)).length
    const honeypot = await submitInquiry(
      visitor(),
      {
        ...person,
        website: 'http://spam.example',
        startedAt: Date.now() - 10_000,
      },
      await getSiteOwner(),
    )
    expect(honeypot).toEqual({ ok: true })
    expect(await listInquiries(owner.id)).toHaveLength(before)
  })

  test('a form sent faster than a person types is refused with a message, never thanked', async () => {
    const before = (await listInquiries(owner.id)).length
    const refused = {
      ok: false,
      status: 400,
      formError: 'That was quick! Please check your details, then send your request again.',
    }
    const startedAt = Date.now() - 500
    expect(
      await submitInquiry(visitor(), { ...person, website: '', startedAt }, await getSiteOwner()),
    ).toEqual(refused)
    expect(
      await submitInquiry(visitor(), { ...person, website: '' }, await getSiteOwner()),
    ).toEqual(refused)
    expect(await listInquiries(owner.id)).toHaveLength(before)
    // The same form sent again a few seconds later (its start time unchanged) goes through.
    expect(sentTooFast({ startedAt }, startedAt + 3500)).toBe(false)
  })

  test('one address is limited to 5 inquiries an hour, with a clear message', async () => {
    const request = () =>
      new Request('http://localhost/inquiry', {
        method: 'POST',
        headers: { 'x-real-ip': '203.0.113.9' },
      })
    const results = []
    for (let attempt = 0; attempt < 6; attempt++)
      results.push(
        await submitInquiry(request(), { ...person, ...humanTiming() }, await getSiteOwner()),
      )
    expect(results.slice(0, 5).every((result) => result.ok)).toBe(true)
    expect(results[5]).toEqual({
      ok: false,
      status: 429,
      formError: 'Too many attempts. Please wait a few minutes and try again.',
    })
  })

  test('Convert to client keeps everything (message into notes, package into came from) and links them; strangers get nothing', async () => {
    const [latest] = await listInquiries(owner.id)
    const id = latest!.id
    expect(await convertInquiry(stranger.id, id)).toBeNull()
    expect(await setInquiryStatus(stranger.id, id, 'archived')).toBe(false)

    const clientId = await convertInquiry(owner.id, id)
    expect(clientId).not.toBeNull()
    const clients = await listClients(owner.id)
    expect(clients.find((client) => client.id === clientId)).toMatchObject({
      name: 'Nora Visitor',
      email: 'nora@example.com',
      phone: '+1 555 0101',
      notes: 'Hello!\nI need a work wardrobe.',
      cameFrom: 'Inquiry: Clean Slate',
    })
    expect(await listClientInquiries(owner.id, clientId!)).toMatchObject([{ id }])
    expect(await listClientInquiries(stranger.id, clientId!)).toEqual([])
    const [converted] = (await listInquiries(owner.id)).filter((entry) => entry.id === id)
    expect(converted).toMatchObject({ status: 'converted', clientId, clientName: 'Nora Visitor' })
    // Converting twice does not make a second client.
    expect(await convertInquiry(owner.id, id)).toBe(clientId)
    expect(
      (await listClients(owner.id)).filter((client) => client.name === 'Nora Visitor'),
    ).toHaveLength(1)
  })

  test('inquiries added as they are keep their status, with nothing e-mailed', async () => {
    // The stranger's account, so the site owner's list stays as the tests above left it.
    await addInquiries(stranger.id, [
      { ...person, name: 'Ada Archived', status: 'archived' },
      {
        name: 'Nell New',
        email: 'nell@example.com',
        phone: null,
        servicePackage: null,
        message: null,
      },
    ])
    await addInquiries(stranger.id, [])
    const stored = await listInquiries(stranger.id)
    expect(
      stored
        .map(({ name, status }) => ({ name, status }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'Ada Archived', status: 'archived' },
      { name: 'Nell New', status: 'new' },
    ])
    expect(stored.find((entry) => entry.name === 'Nell New')).toMatchObject({
      phone: null,
      clientId: null,
    })
    expect(sink.received(stranger.email, /New inquiry/)).toEqual([])
  })
})
