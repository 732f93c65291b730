// Links in what a client or her stylist writes: plain text cut into text and http(s) links, so
// a message is shown as text (never as HTML) with its web addresses clickable. Only addresses
// written with http:// or https:// become links: no other scheme, no guessing at bare names.

export type Token = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

/** An address: the scheme, then anything up to a space, a quote or an angle bracket. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi

/** Closing brackets at the end that close nothing opened inside the address. */
const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' }

/** The address without what ends the sentence around it ("see https://x.com/a." → no full stop). */
function trimTrailing(address: string): string {
  let url = address
  const count = (char: string) => url.split(char).length - 1
  for (;;) {
    const last = url.at(-1) ?? ''
    const opener = PAIRS[last]
    if (/[.,;:!?*_~]/.test(last)) url = url.slice(0, -1)
    else if (opener && count(last) > count(opener)) url = url.slice(0, -1)
    else return url
  }
}

/** Whether the address is a well-formed http(s) URL with a host. */
function isWebAddress(address: string): boolean {
  try {
    const url = new URL(address)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

/** `text` cut into text and links, in order; joined back, the tokens' texts are `text`. */
export function linkify(text: string): Token[] {
  const tokens: Token[] = []
  let at = 0
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimTrailing(match[0])
    if (!isWebAddress(address)) continue
    if (match.index > at) tokens.push({ kind: 'text', text: text.slice(at, match.index) })
    tokens.push({ kind: 'link', text: address, href: address })
    at = match.index + address.length
  }
  if (at < text.length) tokens.push({ kind: 'text', text: text.slice(at) })
  return tokens
}
