// The booking provider's embedded intake form talks to the page through window messages.
// Shared by the browser and the tests: no DOM access beyond `crypto`.

export type EmbedMessageType = 'form_init' | 'page_change' | 'form_submit'

const TYPES: ReadonlySet<string> = new Set<EmbedMessageType>([
  'form_init',
  'page_change',
  'form_submit',
])

/**
 * The type of a message from the provider's frame, or null when the message must be ignored:
 * it comes from another origin, carries another embed id, or is not one of the known types.
 * The data may be an object or a JSON string of one.
 */
export function acceptEmbedMessage(
  event: { origin: string; data: unknown },
  expected: { origin: string; embedId: string },
): EmbedMessageType | null {
  if (!expected.origin || !expected.embedId || event.origin !== expected.origin) return null
  let data = event.data
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown
    } catch {
      return null
    }
  }
  if (typeof data !== 'object' || data === null) return null
  const { type, embedId } = data as { type?: unknown; embedId?: unknown }
  // A 14-digit id is exact as a JSON number too, so either form is accepted.
  const id = typeof embedId === 'number' || typeof embedId === 'string' ? String(embedId) : null
  if (id !== expected.embedId) return null
  return typeof type === 'string' && TYPES.has(type) ? (type as EmbedMessageType) : null
}

/** A random 14-digit number (first digit non-zero) that tells this page's frame apart. */
export function createEmbedId(): string {
  const digits: number[] = []
  while (digits.length < 14) {
    // Bytes below 250 map evenly onto 0–9; the rest are drawn again (no modulo bias).
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte >= 250 || digits.length === 14) continue
      const digit = byte % 10
      if (digits.length === 0 && digit === 0) continue
      digits.push(digit)
    }
  }
  return digits.join('')
}

/**
 * The provider's form URL with the page's query parameters passed through (campaign tags such
 * as `utm_source`) and our `embedId`, which always wins over one in the page's query.
 */
export function providerFrameUrl(providerUrl: string, search: string, embedId: string): string {
  const url = new URL(providerUrl)
  for (const [name, value] of new URLSearchParams(search)) {
    if (name !== 'embedId') url.searchParams.append(name, value)
  }
  url.searchParams.set('embedId', embedId)
  return url.toString()
}

/** The origin messages from the provider's frame must come from ('' for an unusable URL). */
export function providerOrigin(providerUrl: string): string {
  try {
    return new URL(providerUrl).origin
  } catch {
    return ''
  }
}
