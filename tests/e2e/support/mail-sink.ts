// A throw-away SMTP server for the end-to-end tests: it accepts every message, keeps it in
// memory and serves it over HTTP so tests can read the links that the app e-mails.
//
//   node tests/e2e/support/mail-sink.ts        (SMTP_PORT=2626, HTTP_PORT=3126 by default)
//
// HTTP API (127.0.0.1:HTTP_PORT):
//   GET    /healthz              → 200 "ok"
//   GET    /messages?to=ADDRESS  → JSON array (oldest first) of { to, from, subject, text, html,
//                                  receivedAt, recipients, replyTo, attachments: [{ filename,
//                                  contentType, base64 }] }; without `to`, every message
//   DELETE /messages?to=ADDRESS  → forgets that recipient's messages; without `to`, all of them
//
// Messages are parsed by tests/support/mail-parser.ts (mailparser).
import { createServer } from 'node:http'
import type { Server } from 'node:net'

import type { SMTPServerDataStream, SMTPServerSession } from 'smtp-server'
import { SMTPServer } from 'smtp-server'

import { type ParsedMail, parseMail } from '../../support/mail-parser.ts'

const HOST = '127.0.0.1'
const SMTP_PORT = Number(process.env.SMTP_PORT ?? 2626)
const HTTP_PORT = Number(process.env.HTTP_PORT ?? 3126)
/** Oldest messages are dropped beyond this, so a long run cannot exhaust memory. */
const MAX_MESSAGES = 2000

/** A caught message: the envelope recipients stand in for a missing To header, and count as
 * recipients (`?to=` matches these). */
type Message = ParsedMail & { id: number; receivedAt: string }

const messages: Message[] = []
let nextId = 1
let arrivals = Promise.resolve()

async function parseMessage(raw: Buffer, session: SMTPServerSession): Promise<Message> {
  const envelopeTo = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase())
  const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
  const received = { id: nextId++, receivedAt: new Date().toISOString() }
  try {
    const mail = await parseMail(raw)
    return {
      ...received,
      ...mail,
      to: mail.to || envelopeTo.join(', '),
      from: mail.from || envelopeFrom,
      recipients: [...new Set([...envelopeTo, ...mail.recipients])],
    }
  } catch (error) {
    // Keep the message (and say why it could not be read) rather than lose it.
    return {
      ...received,
      to: envelopeTo.join(', '),
      from: envelopeFrom,
      replyTo: '',
      subject: '',
      text: `mail-sink could not parse this message: ${String(error)}\n\n${raw.toString('latin1')}`,
      html: '',
      recipients: envelopeTo,
      attachments: [],
    }
  }
}

// ---------------------------------------------------------------------------------------------
// SMTP

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  banner: 'Capsule Studio test mail sink',
  logger: false,
  size: 25 * 1024 * 1024,
  onAuth(auth, _session, callback) {
    callback(null, { user: auth.username ?? 'anonymous' }) // any credentials are fine
  },
  onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('error', (error) => callback(error))
    stream.on('end', () => {
      if (stream.sizeExceeded) {
        callback(Object.assign(new Error('Message too large'), { responseCode: 552 }))
        return
      }
      // Parsed one after the other, so the list keeps the order they arrived in.
      const parsed = parseMessage(Buffer.concat(chunks), session)
      arrivals = arrivals
        .then(() => parsed)
        .then((message) => {
          messages.push(message)
          if (messages.length > MAX_MESSAGES) messages.splice(0, messages.length - MAX_MESSAGES)
          console.info(
            `mail-sink: #${message.id} to ${message.recipients.join(', ')}: ${message.subject}`,
          )
          callback(null, `Queued as ${message.id}`)
        })
    })
  },
})
smtp.on('error', (error) => console.error('mail-sink: SMTP error:', error.message))

// ---------------------------------------------------------------------------------------------
// HTTP

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${HOST}`)
  const send = (status: number, body: unknown) => {
    const json = typeof body !== 'string'
    response.writeHead(status, {
      'content-type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    })
    response.end(json ? JSON.stringify(body) : body)
  }
  const to = url.searchParams.get('to')?.trim().toLowerCase()
  const matches = (message: Message) => !to || message.recipients.includes(to)

  if (url.pathname === '/healthz' && request.method === 'GET') return send(200, 'ok')
  if (url.pathname === '/messages' && request.method === 'GET') {
    return send(200, messages.filter(matches))
  }
  if (url.pathname === '/messages' && request.method === 'DELETE') {
    const kept = messages.filter((message) => !matches(message))
    const removed = messages.length - kept.length
    messages.splice(0, messages.length, ...kept)
    return send(200, { removed })
  }
  if (url.pathname === '/messages' || url.pathname === '/healthz') {
    return send(405, 'method not allowed')
  }
  return send(404, 'not found')
})

function listenOrExit(server: Server, port: number, name: string) {
  server.once('error', (error) => {
    console.error(`mail-sink: cannot listen for ${name} on ${HOST}:${port}: ${error.message}`)
    process.exit(1)
  })
  server.listen(port, HOST, () => console.info(`mail-sink: ${name} on ${HOST}:${port}`))
}

listenOrExit(smtp.server, SMTP_PORT, 'SMTP')
listenOrExit(http, HTTP_PORT, 'HTTP')

const shutdown = () => {
  http.close()
  smtp.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 2000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
