import type nodemailer from 'nodemailer'
import { describe, expect, test, vi } from 'vitest'

/** The raw messages nodemailer wrote (a stream transport stands in for the SMTP server). */
const raw = vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:2525'
  process.env.MAIL_FROM = 'Capsule Studio <hello@capsule.example>'
  return [] as string[]
})
vi.mock('nodemailer', async (original) => {
  const real = (await original<{ default: typeof nodemailer }>()).default
  const stream = real.createTransport({ streamTransport: true, buffer: true })
  return {
    default: {
      createTransport: () => ({
        sendMail: async (message: Parameters<typeof stream.sendMail>[0]) => {
          const info = await stream.sendMail(message)
          raw.push(info.message.toString())
          return info
        },
      }),
    },
  }
})

const { actionEmail, sendEmail } = await import('./email.server')

/** The header block of a raw message, unfolded (a folded line continues the one before). */
const headersOf = (message: string) =>
  message
    .split('\r\n\r\n')[0]!
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')

describe('e-mail headers', () => {
  test('a CR or LF typed anywhere never starts a header of its own', async () => {
    const evil = 'Atelier\r\nBcc: victim@example.com\nX-Injected: yes\r'
    await sendEmail({
      ...actionEmail({
        to: 'margot@example.com',
        subject: `${evil} replied about Spring\r\nBcc: other@example.com`,
        intro: 'Hello',
        action: 'Open',
        url: 'https://capsule.example/capsule/1',
        outro: 'Bye',
        brand: evil,
      }),
      fromName: evil,
      replyTo: 'odile@example.com\r\nBcc: third@example.com',
      headers: { 'List-Unsubscribe': '<https://capsule.example/off>\r\nX-Injected: yes' },
    })
    expect(raw).toHaveLength(1)
    const headers = headersOf(raw[0]!)
    const names = headers.map((line) => line.split(':')[0]!.toLowerCase())
    expect(names).not.toContain('bcc')
    expect(names).not.toContain('x-injected')
    expect(names.filter((name) => name === 'subject')).toHaveLength(1)
    expect(headers.find((line) => line.startsWith('From:'))).toContain('<hello@capsule.example>')
    expect(headers.find((line) => line.startsWith('Reply-To:'))).toContain('odile@example.com')
  })
})
