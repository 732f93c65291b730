// Known open-redirect payloads (the usual public lists: protocol-relative and backslash forms,
// dot segments, percent-encoded slashes and dots, userinfo tricks, schemes, whitespace and
// control characters, odd host notations), aimed at `evil.example`. A target holds when the
// browser, resolving the answer's Location on the site's own page, stays on the site.
export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  // Protocol-relative and absolute
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/////evil.example/',
  'https://evil.example',
  'http://evil.example',
  'HTTPS://evil.example',
  'https:evil.example',
  'http:/evil.example',
  'https:/\\evil.example',
  '//evil.example/%2F..',
  '//evil.example%2F%2F',
  // Backslashes (browsers read them as slashes)
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/\\/evil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '//%5cevil.example',
  // Dot segments (issue 26)
  '/.//evil.example',
  '/..//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/./%2F/evil.example',
  '/.%2F/evil.example',
  '/../..//evil.example',
  '/./.././/evil.example',
  '/dashboard/..//evil.example',
  '/dashboard/../..//evil.example',
  '/.\\/evil.example',
  '/..\\evil.example',
  '/..;/..;//evil.example',
  '/%2e/%2e//evil.example',
  // Percent-encoded slashes, single and double
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '//%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/%2F%5Cevil.example',
  // Userinfo and host confusion
  '//studio.example@evil.example',
  'https://studio.example@evil.example',
  'https://studio.example.evil.example',
  '//evil.example%23.studio.example',
  '//evil.example%3F.studio.example',
  '///\\;@evil.example',
  '/\\;@evil.example',
  '//;@evil.example',
  '//evil%E3%80%82example',
  '//evil。example',
  '//2130706433',
  '//0x7f.0x0.0x0.0x1',
  '//[::1]',
  // Whitespace and control characters (browsers drop tabs and line breaks)
  '/\t/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/%09/evil.example',
  '/%0d%0a//evil.example',
  // Other schemes
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // No leading slash
  'evil.example',
  '@evil.example',
  '〱evil.example',
]

/**
 * Whether a browser that got `location` on a page of `origin` stays on the site (that origin,
 * or the site's public address): tabs and line breaks dropped, then resolved as a URL
 * (backslashes, dot segments and all).
 */
export function staysOnSite(location: string | null, origin: string, publicUrl?: string): boolean {
  if (location === null) return true
  const cleaned = location.replace(/[\t\n\r]/g, '')
  try {
    const target = new URL(cleaned, `${origin}/dashboard/page`).origin
    return target === origin || (!!publicUrl && target === new URL(publicUrl).origin)
  } catch {
    return true // not a URL a browser would follow
  }
}
