// Just enough HTML reading for product pages: tags with their attributes, text, entities.
// (No dependency: pages are at most 2 MB and only a few tags matter.)

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  agrave: 'à',
  ccedil: 'ç',
  ouml: 'ö',
  uuml: 'ü',
  auml: 'ä',
  szlig: 'ß',
}

/** Decodes HTML character references (named ones above, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1))
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : match
    }
    return NAMED[body.toLowerCase()] ?? match
  })
}

/** Text without tags, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}

export type Tag = {
  name: string
  attributes: Record<string, string>
  /** Where the tag starts and ends in the HTML. */
  start: number
  end: number
  closing: boolean
  selfClosing: boolean
}

const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g

function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase()
    attributes[name] ??= decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attributes
}

/** Every tag of the page, in order, skipping comments and the insides of scripts and styles. */
export function tags(html: string): Tag[] {
  const cleaned = html
    .replace(/<!--[\s\S]*?-->/g, (comment) => ' '.repeat(comment.length))
    .replace(
      /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi,
      (_all, open: string, _n, body: string, close: string) =>
        open + ' '.repeat(body.length) + close,
    )
  const found: Tag[] = []
  for (const match of cleaned.matchAll(TAG)) {
    found.push({
      name: match[2]!.toLowerCase(),
      attributes: parseAttributes(match[3] ?? ''),
      start: match.index,
      end: match.index + match[0].length,
      closing: match[1] === '/',
      selfClosing: match[4] === '/',
    })
  }
  return found
}

/** The bodies of `<script type="application/ld+json">` blocks. */
export function jsonLdBlocks(html: string): string[] {
  const blocks: string[] = []
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
  for (const match of html.matchAll(pattern)) {
    const type = parseAttributes(match[1] ?? '').type ?? ''
    if (type.trim().toLowerCase() === 'application/ld+json') blocks.push(match[2]!)
  }
  return blocks
}

/** The page's `<title>` text. */
export function titleOf(html: string): string | null {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)
  const text = match ? plainText(match[1]!) : ''
  return text || null
}
