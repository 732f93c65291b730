// A throw-away SMTP server for the end-to-end tests: it accepts every message, keeps it in
// memory and serves it over HTTP so tests can read the links that the app e-mails.
//
//   node tests/e2e/support/mail-sink.ts        (SMTP_PORT=2626, HTTP_PORT=3126 by default)
//
// HTTP API (127.0.0.1:HTTP_PORT):
//   GET    /healthz              → 200 "ok"
//   GET    /messages?to=ADDRESS  → JSON array (oldest first) of { to, from, subject, text, html,
//                                  receivedAt, recipients }; without `to`, every message
//   DELETE /messages?to=ADDRESS  → forgets that recipient's messages; without `to`, all of them
//
// Messages are parsed without dependencies: headers (RFC 2047 encoded words included) and the
// text/plain and text/html parts, decoding quoted-printable and base64.
import { createServer } from 'node:http'
import type { Server } from 'node:net'
import { SMTPServer } from 'smtp-server'
import type { SMTPServerDataStream, SMTPServerSession } from 'smtp-server'

const HOST = '127.0.0.1'
const SMTP_PORT = Number(process.env.SMTP_PORT ?? 2626)
const HTTP_PORT = Number(process.env.HTTP_PORT ?? 3126)
/** Oldest messages are dropped beyond this, so a long run cannot exhaust memory. */
const MAX_MESSAGES = 2000

type Message = {
  id: number
  /** The To header, decoded (the envelope recipients when the header is missing). */
  to: string
  from: string
  subject: string
  /** The text/plain part; when the message has none, a rough text version of the HTML. */
  text: string
  html: string
  receivedAt: string
  /** Lower-cased addresses from the envelope and the To/Cc headers; `?to=` matches these. */
  recipients: string[]
}

const messages: Message[] = []
let nextId = 1

// ---------------------------------------------------------------------------------------------
// Parsing. The raw message is handled as a latin1 ("binary") string, so each character is one
// byte; text is decoded to Unicode only at the leaves, with the charset the part declares.

type Headers = Map<string, string>
type Part = { headers: Headers; body: string }

function splitPart(raw: string): Part {
  const separator = /\r?\n\r?\n/.exec(raw)
  const headerText = separator ? raw.slice(0, separator.index) : raw
  const body = separator ? raw.slice(separator.index + separator[0].length) : ''
  const headers: Headers = new Map()
  // Unfold: a line break followed by white space continues the previous header.
  for (const line of headerText.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim())
  }
  return { headers, body }
}

/** Splits `type/subtype; name=value; name="quoted value"` into its type and parameters. */
function parseStructuredHeader(value: string | undefined): {
  value: string
  params: Map<string, string>
} {
  const params = new Map<string, string>()
  if (!value) return { value: '', params }
  const semicolon = value.indexOf(';')
  const main = (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase()
  const paramPattern = /;\s*([^=\s;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g
  for (const match of value.matchAll(paramPattern)) {
    const name = (match[1] ?? '').toLowerCase()
    let paramValue = (match[2] ?? '').trim()
    if (paramValue.startsWith('"')) paramValue = paramValue.slice(1, -1).replace(/\\(.)/g, '$1')
    if (!params.has(name)) params.set(name, paramValue)
  }
  return { value: main, params }
}

function decodeBytes(bytes: Buffer, charset: string | undefined): string {
  const label = (charset ?? 'utf-8').trim().toLowerCase() || 'utf-8'
  try {
    return new TextDecoder(label).decode(bytes)
  } catch {
    return bytes.toString('utf8')
  }
}

/** Turns each `=XX` into that byte; every other character is one byte (latin1). */
function decodeHexEscapes(text: string): Buffer {
  const bytes = Buffer.alloc(text.length)
  let length = 0
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : ''
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes[length++] = Number.parseInt(hex, 16)
      i += 2
    } else {
      bytes[length++] = text.charCodeAt(i) & 0xff
    }
  }
  return bytes.subarray(0, length)
}

/** Quoted-printable (RFC 2045): drops soft line breaks (`=` at a line end), decodes `=XX`. */
function decodeQuotedPrintable(input: string): Buffer {
  return decodeHexEscapes(
    input
      .replace(/[ \t]+(?=\r?\n|$)/g, '') // trailing white space is padding, not content
      .replace(/=\r?\n/g, '')
      .replace(/=$/, ''),
  )
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').trim().toLowerCase()
  const charset = parseStructuredHeader(part.headers.get('content-type')).params.get('charset')
  let bytes: Buffer
  if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(part.body)
  else if (encoding === 'base64') {
    bytes = Buffer.from(part.body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
  } else bytes = Buffer.from(part.body, 'latin1')
  return decodeBytes(bytes, charset).replace(/\r\n/g, '\n')
}

const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g

/** Decodes a header value: raw UTF-8 bytes, and RFC 2047 encoded words (`=?UTF-8?Q?…?=`). */
function decodeHeader(raw: string | undefined): string {
  if (!raw) return ''
  const value = Buffer.from(raw, 'latin1').toString('utf8')
  let result = ''
  let last = 0
  // Adjacent encoded words in the same charset are joined before decoding: a multi-byte
  // character may be split between them.
  let pending: { charset: string; bytes: Buffer[] } | undefined
  const flush = () => {
    if (pending) result += decodeBytes(Buffer.concat(pending.bytes), pending.charset)
    pending = undefined
  }
  for (const match of value.matchAll(ENCODED_WORD)) {
    const between = value.slice(last, match.index)
    const charset = (match[1] ?? 'utf-8').split('*')[0] ?? 'utf-8'
    const encoded = match[3] ?? ''
    const bytes =
      (match[2] ?? '').toUpperCase() === 'B'
        ? Buffer.from(encoded, 'base64')
        : decodeHexEscapes(encoded.replace(/_/g, ' '))
    // White space between two encoded words is not part of the text (RFC 2047, section 6.2).
    if (
      pending &&
      /^\s*$/.test(between) &&
      pending.charset.toLowerCase() === charset.toLowerCase()
    ) {
      pending.bytes.push(bytes)
    } else {
      flush()
      if (!(last > 0 && /^\s*$/.test(between))) result += between
      pending = { charset, bytes: [bytes] }
    }
    last = match.index + match[0].length
  }
  flush()
  return result + value.slice(last)
}

function addresses(value: string): string[] {
  return (value.match(/[^\s<>,;:"'()[\]]+@[^\s<>,;:"'()[\]]+/g) ?? []).map((address) =>
    address.toLowerCase(),
  )
}

/** Walks the MIME tree and returns the first inline text/plain and text/html parts. */
function findBodies(part: Part, found: { text?: string; html?: string }, depth = 0): void {
  if (depth > 20) return
  const contentType = parseStructuredHeader(part.headers.get('content-type') ?? 'text/plain')
  const disposition = parseStructuredHeader(part.headers.get('content-disposition')).value
  if (contentType.value.startsWith('multipart/')) {
    const boundary = contentType.params.get('boundary')
    if (!boundary) return
    const delimiter = `--${boundary}`
    let current: string[] | undefined
    for (const line of part.body.split(/\r?\n/)) {
      const trimmed = line.trimEnd()
      if (trimmed === delimiter || trimmed === `${delimiter}--`) {
        if (current) findBodies(splitPart(current.join('\r\n')), found, depth + 1)
        current = trimmed === delimiter ? [] : undefined
        if (!current) break
      } else if (current) current.push(line)
    }
    return
  }
  if (contentType.value === 'message/rfc822' || disposition === 'attachment') return
  if (contentType.value === 'text/plain' && found.text === undefined) found.text = decodeBody(part)
  if (contentType.value === 'text/html' && found.html === undefined) found.html = decodeBody(part)
}

function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href\s*=\s*["']([^"']*)["'][^>]*>/gi, ' $1 ')
    .replace(/<br\s*\/?>|<\/(p|div|tr|h\d|li)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) =>
      String.fromCodePoint(Number.parseInt(code, 16)),
    )
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

function parseMessage(raw: string, session: SMTPServerSession): Message {
  const envelopeTo = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase())
  const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
  const message: Message = {
    id: nextId++,
    to: envelopeTo.join(', '),
    from: envelopeFrom,
    subject: '',
    text: '',
    html: '',
    receivedAt: new Date().toISOString(),
    recipients: envelopeTo,
  }
  try {
    const root = splitPart(raw)
    message.to = decodeHeader(root.headers.get('to')) || message.to
    message.from = decodeHeader(root.headers.get('from')) || message.from
    message.subject = decodeHeader(root.headers.get('subject'))
    const found: { text?: string; html?: string } = {}
    findBodies(root, found)
    message.html = found.html ?? ''
    message.text = found.text ?? htmlToText(message.html)
    const headerRecipients = [
      ...addresses(message.to),
      ...addresses(decodeHeader(root.headers.get('cc'))),
    ]
    message.recipients = [...new Set([...envelopeTo, ...headerRecipients])]
  } catch (error) {
    // Keep the message (and say why it could not be read) rather than lose it.
    message.text = `mail-sink could not parse this message: ${String(error)}\n\n${raw}`
  }
  return message
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
      const message = parseMessage(Buffer.concat(chunks).toString('latin1'), session)
      messages.push(message)
      if (messages.length > MAX_MESSAGES) messages.splice(0, messages.length - MAX_MESSAGES)
      console.info(
        `mail-sink: #${message.id} to ${message.recipients.join(', ')}: ${message.subject}`,
      )
      callback(null, `Queued as ${message.id}`)
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
