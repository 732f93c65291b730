// Helpers for tests that read the e-mails the app sends, through the mail sink's HTTP API
// (tests/e2e/support/mail-sink.ts, started by playwright.config.ts).
// MAIL_SINK_URL overrides where the sink is (default http://127.0.0.1:3126).

export type SentEmail = {
  id: number
  to: string
  from: string
  /** The Reply-To header ('' when there is none). */
  replyTo: string
  subject: string
  /** The text/plain part, decoded. */
  text: string
  /** The text/html part, decoded ('' when there is none). */
  html: string
  receivedAt: string
  recipients: string[]
  attachments: { filename: string; contentType: string; base64: string }[]
}

function sinkUrl(): string {
  return (process.env.MAIL_SINK_URL ?? 'http://127.0.0.1:3126').replace(/\/+$/, '')
}

/** Every message the sink holds for this address, oldest first. */
export async function listEmails(to: string): Promise<SentEmail[]> {
  const response = await fetch(`${sinkUrl()}/messages?to=${encodeURIComponent(to)}`)
  if (!response.ok)
    throw new Error(`mail sink answered ${response.status} ${await response.text()}`)
  return (await response.json()) as SentEmail[]
}

/** Forgets the messages for this address (all messages without an address). */
export async function clearEmails(to?: string): Promise<void> {
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`
  const response = await fetch(`${sinkUrl()}/messages${query}`, { method: 'DELETE' })
  if (!response.ok)
    throw new Error(`mail sink answered ${response.status} ${await response.text()}`)
}

/**
 * Waits until a message to `to` whose subject matches arrives, and returns the newest such
 * message. Use a unique address per test so that earlier tests' messages cannot match.
 */
export async function waitForEmail(
  to: string,
  subjectIncludes: RegExp | string,
  timeoutMs = 15_000,
): Promise<SentEmail> {
  const matches = (subject: string) =>
    typeof subjectIncludes === 'string'
      ? subject.includes(subjectIncludes)
      : new RegExp(subjectIncludes.source, subjectIncludes.flags.replace(/[gy]/g, '')).test(subject)
  const deadline = Date.now() + timeoutMs
  let seen: SentEmail[] = []
  for (;;) {
    seen = await listEmails(to)
    const found = seen.filter((message) => matches(message.subject)).at(-1)
    if (found) return found
    if (Date.now() >= deadline) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const subjects = seen.map((message) => JSON.stringify(message.subject)).join(', ') || 'none'
  throw new Error(
    `No e-mail to ${to} with a subject matching ${String(subjectIncludes)} within ${timeoutMs} ms ` +
      `(subjects received for that address: ${subjects})`,
  )
}

/** The first http(s) URL in a text, without trailing punctuation such as a full stop. */
export function firstLink(text: string): string {
  const match = /https?:\/\/[^\s<>"'`]+/.exec(text)
  if (!match) throw new Error(`No link in this text:\n${text}`)
  let url = match[0]
  // Drop trailing sentence punctuation, and closing brackets that close nothing in the URL.
  const count = (char: string) => url.split(char).length - 1
  for (;;) {
    const last = url.at(-1) ?? ''
    if (/[.,;:!?]/.test(last)) url = url.slice(0, -1)
    else if (last === ')' && count(')') > count('(')) url = url.slice(0, -1)
    else if (last === ']' && count(']') > count('[')) url = url.slice(0, -1)
    else return url
  }
}
