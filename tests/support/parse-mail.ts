export type ParsedMail = { to: string; subject: string; text: string; html: string }

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at === -1 ? raw : raw.slice(0, at)
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = []
  const input = value.replace(/=\r?\n/g, '')
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3)
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(input[i] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body)
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    default:
      return body
  }
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
    (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  )
}

/** Collects the text/plain and text/html parts of a (possibly multipart) entity. */
function collectParts(raw: string, into: { text: string; html: string }) {
  const { headers, body } = splitHead(raw)
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break
      collectParts(part.replace(/^\r?\n/, ''), into)
    }
    return
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'))
  if (/^text\/html/i.test(type)) into.html += decoded
  else if (/^text\/plain/i.test(type)) into.text += decoded
}

/** A minimal parser for the messages nodemailer sends: recipients, subject, text and HTML. */
export function parseMail(raw: string): ParsedMail {
  const { headers } = splitHead(raw)
  const parts = { text: '', html: '' }
  collectParts(raw, parts)
  return {
    to: headers.get('to') ?? '',
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: parts.text.trim(),
    html: parts.html,
  }
}
