// Web addresses as people type them: `instagram.com/atelier` or `www.shop.com/dress` are taken
// as https:// addresses; any scheme but http(s) (`javascript:`, `data:`, `mailto:`…) is refused.

/** A scheme at the start (`javascript:`, `https:`), not a host and its port (`localhost:3000`). */
const SCHEME = /^([a-z][a-z\d+.-]*):(?!\d)/i

/**
 * The link a typed web address stands for: as typed when it starts with http:// or https://,
 * with https:// added when it has no scheme, and null when it is not a web address (another
 * scheme, or not an address at all). `typed` is trimmed and not empty.
 */
export function toWebAddress(typed: string): string | null {
  const scheme = SCHEME.exec(typed)?.[1]?.toLowerCase()
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null
  const written = scheme ? typed : `https://${typed.replace(/^\/\//, '')}`
  let url: URL
  try {
    url = new URL(written)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  // Without a scheme, a host is something with a dot in it (or a port): not a stray word.
  if (!scheme && !url.hostname.includes('.') && !url.port) return null
  return written
}

/** Whether the address was typed without its scheme (https:// was added). */
export function hadNoScheme(typed: string): boolean {
  return !SCHEME.exec(typed)
}
