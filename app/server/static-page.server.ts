import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** A page the same for every visitor, as sent: its text, and that text compressed once. */
export type StaticPage = {
  plain: Buffer
  gzip: Buffer
  br: Buffer
  /** The policy's script sources for the page's inline scripts: one `'sha256-…'` each. */
  scriptHashes: string[]
}

/** The text of every inline `<script>` (one without `src`) of an HTML page. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body = '']) => body)
}

/**
 * Turns a page rendered with `placeholder` as its CSP nonce into static bytes (decision 008):
 * the nonce attributes go, and the policy allows each inline script by its SHA-256 hash instead,
 * which is the same for every response. Returns null when the placeholder is used anywhere
 * else (the page would then need a nonce per response, and is not served this way).
 *
 * Such a page is read before it is used (an open client capsule: her pieces), so its scripts
 * come after its content: React Router's module preloads are fetched at low priority, behind
 * the photos, the stylesheet and the fonts (decision 019).
 */
export function staticPage(html: string, placeholder: string): StaticPage | null {
  const text = html
    .replaceAll(` nonce="${placeholder}"`, '')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
  if (text.includes(placeholder)) return null
  const scriptHashes = [
    ...new Set(
      inlineScripts(text).map(
        (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
      ),
    ),
  ]
  const plain = Buffer.from(text)
  return {
    plain,
    gzip: gzipSync(plain, { level: constants.Z_BEST_COMPRESSION }),
    br: brotliCompressSync(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    scriptHashes,
  }
}
