// The end-to-end tests read the app's e-mails through tests/e2e/support/mail-sink.ts; this
// checks that it decodes what nodemailer sends (quoted-printable soft breaks, =XX escapes,
// encoded subjects, base64) and that firstLink finds the exact link.
import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import path from 'node:path'

import nodemailer from 'nodemailer'
import MailComposer from 'nodemailer/lib/mail-composer'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { clearEmails, firstLink, listEmails, waitForEmail } from '../e2e/support/mail.ts'
import { freePort } from '../support/free-port'

const SMTP_PORT = await freePort()
const HTTP_PORT = await freePort()
const SINK_URL = `http://127.0.0.1:${HTTP_PORT}`

const token = 'Zx9'.repeat(30)
const LONG_URL =
  `http://localhost:3100/reset-password/${token}?callbackURL=%2Fstudio%2Fclients%3Ftab%3Dall` +
  `&token=${token.toLowerCase()}&utm=a+b`

let sink: ChildProcess | undefined
let sinkOutput = ''

async function waitForSink(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (sink?.exitCode !== null) throw new Error(`mail sink exited early:\n${sinkOutput}`)
    try {
      const response = await fetch(`${SINK_URL}/healthz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`mail sink did not start within ${timeoutMs} ms:\n${sinkOutput}`)
}

const transport = nodemailer.createTransport(`smtp://127.0.0.1:${SMTP_PORT}`)

beforeAll(async () => {
  process.env.MAIL_SINK_URL = SINK_URL
  const script = path.resolve('tests/e2e/support/mail-sink.ts')
  sink = spawn(process.execPath, [script], {
    env: { ...process.env, SMTP_PORT: String(SMTP_PORT), HTTP_PORT: String(HTTP_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  sink.stdout?.on('data', (chunk: Buffer) => (sinkOutput += chunk.toString()))
  sink.stderr?.on('data', (chunk: Buffer) => (sinkOutput += chunk.toString()))
  await waitForSink(20_000)
})

afterAll(async () => {
  transport.close()
  if (sink && sink.exitCode === null) {
    const exited = new Promise((resolve) => sink?.once('exit', resolve))
    sink.kill('SIGTERM')
    const timer = setTimeout(() => sink?.kill('SIGKILL'), 3000)
    await exited
    clearTimeout(timer)
  }
})

beforeEach(async () => {
  await clearEmails()
})

describe('mail sink', () => {
  test('decodes a quoted-printable multipart message and firstLink finds the exact URL', async () => {
    const mail = {
      from: 'Capsule Studio <studio@capsule.test>',
      to: 'Amélie Durand <amelie@example.test>',
      subject: 'Réinitialisez votre mot de passe — Capsule Studio',
      text: `Bonjour Amélie,\n\nReset your password: ${LONG_URL}\n.\n..dots stay\n\nSee you soon.`,
      html: `<p>Bonjour Amélie,</p><p><a href="${LONG_URL.replace(/&/g, '&amp;')}">Reset</a></p>`,
    }

    // The case this sink exists for: nodemailer's quoted-printable with soft line breaks and
    // =XX escapes inside the link.
    const raw = (await new MailComposer(mail).compile().build()).toString()
    expect(raw).toMatch(/Content-Transfer-Encoding: quoted-printable/i)
    expect(raw).toMatch(/=\r\n/)
    expect(raw).toContain('=3D')
    expect(raw).not.toContain(LONG_URL)

    await transport.sendMail(mail)
    const received = await waitForEmail('amelie@example.test', /mot de passe/, 5000)

    expect(received.subject).toBe(mail.subject)
    expect(received.to).toContain('amelie@example.test')
    expect(received.text).toBe(mail.text)
    expect(received.html).toBe(mail.html)
    expect(new Date(received.receivedAt).getTime()).not.toBeNaN()
    expect(firstLink(received.text)).toBe(LONG_URL)
  })

  test('decodes base64 parts and filters by recipient, newest last', async () => {
    await transport.sendMail({
      from: 'studio@capsule.test',
      to: 'first@example.test',
      subject: 'Welcome',
      text: `Confirm: ${LONG_URL}.`,
      textEncoding: 'base64',
    })
    await transport.sendMail({
      from: 'studio@capsule.test',
      to: 'FIRST@example.test',
      bcc: 'hidden@example.test',
      subject: 'Welcome again',
      text: 'Second message',
    })
    await transport.sendMail({
      from: 'studio@capsule.test',
      to: 'other@example.test',
      subject: 'Not for first',
      html: '<p>Open <a href="https://example.test/x?a=1&amp;b=2">this</a></p>',
    })

    const first = await listEmails('first@example.test')
    expect(first.map((message) => message.subject)).toEqual(['Welcome', 'Welcome again'])
    expect(first[0]?.text).toBe(`Confirm: ${LONG_URL}.`)
    expect(firstLink(first[0]?.text ?? '')).toBe(LONG_URL)
    expect((await waitForEmail('first@example.test', 'Welcome')).subject).toBe('Welcome again')

    // Bcc recipients are only in the envelope.
    expect((await listEmails('hidden@example.test')).map((m) => m.subject)).toEqual([
      'Welcome again',
    ])

    // A message without a text part gets a text version of its HTML.
    const other = await waitForEmail('other@example.test', 'Not for first')
    expect(firstLink(other.text)).toBe('https://example.test/x?a=1&b=2')

    await clearEmails('first@example.test')
    expect(await listEmails('first@example.test')).toEqual([])
    expect(await listEmails('other@example.test')).toHaveLength(1)
  })

  test('waitForEmail names what did arrive when the expected message does not', async () => {
    await transport.sendMail({
      from: 'a@capsule.test',
      to: 'late@example.test',
      subject: 'Hello',
      text: 'x',
    })
    await expect(waitForEmail('late@example.test', /Goodbye/, 500)).rejects.toThrow(/"Hello"/)
  })

  test('firstLink ignores surrounding punctuation and fails loudly without a link', () => {
    expect(firstLink('Open (https://a.test/b_(c)) now.')).toBe('https://a.test/b_(c)')
    expect(firstLink('Go to <https://a.test/x>, then http://b.test')).toBe('https://a.test/x')
    expect(() => firstLink('no link here')).toThrow(/No link/)
  })
})
