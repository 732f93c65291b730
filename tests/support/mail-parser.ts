// One parser for the e-mails the tests catch (the e2e mail sink and the Vitest SMTP sink), without
// dependencies: headers (RFC 2047 encoded words included) and the text/plain and text/html parts,
// decoding quoted-printable and base64. The raw message is read as a latin1 ("binary") string, so
// each character is one byte; text is decoded to Unicode only at the leaves, with the charset
// the part declares.

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

/** A file attached to a message: its name, type and bytes (base64). */
export type MailAttachment = { filename: string; contentType: string; base64: string }

type Found = { text?: string; html?: string; attachments: MailAttachment[] }

function attachmentOf(part: Part, contentType: string): MailAttachment {
  const disposition = parseStructuredHeader(part.headers.get('content-disposition'))
  const filename =
    disposition.params.get('filename') ??
    parseStructuredHeader(part.headers.get('content-type')).params.get('name') ??
    ''
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').trim().toLowerCase()
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, 'latin1')
  return { filename: decodeHeader(filename), contentType, base64: bytes.toString('base64') }
}

/** Walks the MIME tree: the first inline text/plain and text/html parts, and every attachment. */
function findBodies(part: Part, found: Found, depth = 0): void {
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
  if (disposition === 'attachment') {
    found.attachments.push(attachmentOf(part, contentType.value))
    return
  }
  if (contentType.value === 'message/rfc822') return
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

/** A message as the tests read it. */
export type ParsedMail = {
  /** The To header, decoded. */
  to: string
  from: string
  /** The Reply-To header, decoded ('' when there is none). */
  replyTo: string
  subject: string
  /** The text/plain part; when the message has none, a rough text version of the HTML. */
  text: string
  html: string
  /** Lower-cased addresses of the To and Cc headers. */
  recipients: string[]
  attachments: MailAttachment[]
}

/** Parses a raw message (read as latin1: `buffer.toString('latin1')`). */
export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw)
  const to = decodeHeader(root.headers.get('to'))
  const found: Found = { attachments: [] }
  findBodies(root, found)
  const html = found.html ?? ''
  return {
    to,
    from: decodeHeader(root.headers.get('from')),
    replyTo: decodeHeader(root.headers.get('reply-to')),
    subject: decodeHeader(root.headers.get('subject')),
    text: found.text ?? htmlToText(html),
    html,
    recipients: [
      ...new Set([...addresses(to), ...addresses(decodeHeader(root.headers.get('cc')))]),
    ],
    attachments: found.attachments,
  }
}
