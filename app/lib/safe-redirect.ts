// Where to send a browser after an action, from a target someone else may have written (a form
// field, a link's query): only a path on this site, never another origin.

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g
const SITE = 'https://site.invalid'

/**
 * The target resolved against this site as a browser would (tabs and line breaks dropped,
 * backslashes read as slashes, dot segments applied), returned only when it stays on the site,
 * as the path it resolved to: `/.//evil.example` resolves to the path `//evil.example`, which a
 * browser would read as another host, so it is refused too. Anything else gives `fallback`.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  const cleaned = (target ?? '').replace(CONTROL_CHARACTERS, '')
  if (!cleaned.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(cleaned, SITE)
  } catch {
    return fallback
  }
  if (url.origin !== SITE) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // What is returned is read again by the browser: it must resolve on the site by itself.
  if (path.startsWith('//') || new URL(path, SITE).origin !== SITE) return fallback
  return path
}
