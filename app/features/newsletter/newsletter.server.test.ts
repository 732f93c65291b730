import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'

import { startSmtpSink } from '../../../tests/support/smtp-sink'

const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url
const { createSignedInUser } = await import('../../../tests/support/users')
const { getSiteOwner } = await import('~/features/site/site.server')
const { db } = await import('~/server/db.server')
const { siteSettings, subscriber } = await import('~/schema.server')
const { confirmSubscription, listSubscribers, subscribe, subscribersCsv } =
  await import('./newsletter.server')

afterAll(() => sink.close())
const owner = await createSignedInUser('owner')
const request = (ip = '198.51.100.20') =>
  new Request('http://localhost/newsletter', { method: 'POST', headers: { 'x-real-ip': ip } })

describe('newsletter double opt-in', () => {
  test('a signup is pending until the mailed link is opened, then listed once', async () => {
    expect(await subscribe(request(), 'Reader@Example.com', '', await getSiteOwner())).toEqual({
      ok: true,
    })
    expect(await listSubscribers(owner.id)).toEqual([])

    const mail = await sink.waitFor('reader@example.com', /Confirm your subscription/)
    const token = new URL(mail.link).searchParams.get('token') ?? ''
    expect(await confirmSubscription(token)).toBe(true)
    expect((await listSubscribers(owner.id)).map((row) => row.email)).toEqual([
      'reader@example.com',
    ])

    // The link works once; signing up again does not duplicate or reveal anything.
    expect(await confirmSubscription(token)).toBe(false)
    expect(
      await subscribe(request('198.51.100.21'), 'reader@example.com', '', await getSiteOwner()),
    ).toEqual({
      ok: true,
    })
    expect(await listSubscribers(owner.id)).toHaveLength(1)
  })

  test('a made-up token confirms nothing; the honeypot stores nothing', async () => {
    expect(await confirmSubscription('made-up')).toBe(false)
    expect(
      await subscribe(request('198.51.100.22'), 'bot@example.com', 'filled', await getSiteOwner()),
    ).toEqual({
      ok: true,
    })
    const stored = await db
      .select({ id: subscriber.id })
      .from(subscriber)
      .where(eq(subscriber.email, 'bot@example.com'))
    expect(stored).toEqual([])
  })

  test('the confirmation goes out under her brand, with Reply-To her, once she renamed her studio', async () => {
    await db
      .insert(siteSettings)
      .values({ id: 'site', content: { brandName: 'Atelier Rose' } })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { content: { brandName: 'Atelier Rose' } },
      })
    await subscribe(request('198.51.100.23'), 'fan@example.com', '', await getSiteOwner())
    const mail = await sink.waitFor('fan@example.com', /Confirm your subscription to Atelier Rose/)
    expect(mail.text).toContain('— Atelier Rose')
    // The product is named only in the "Made with" line she can turn off (decision 045).
    expect(mail.text.replace('Made with Capsule Studio', '')).not.toContain('Capsule Studio')
    expect(mail.from).toContain('Atelier Rose')
    expect(mail.replyTo).toBe(owner.email)
  })

  test('the CSV export quotes values and defuses spreadsheet formulas', () => {
    const csv = subscribersCsv([
      { email: 'a@example.com', confirmedAt: new Date('2026-01-02T03:04:05Z') },
      { email: '=cmd@example.com', confirmedAt: new Date('2026-01-02T03:04:05Z') },
    ])
    expect(csv).toBe(
      'email,confirmed_at\r\n"a@example.com","2026-01-02T03:04:05.000Z"\r\n"\'=cmd@example.com","2026-01-02T03:04:05.000Z"\r\n',
    )
  })
})
