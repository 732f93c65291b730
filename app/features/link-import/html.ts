// Reading a product page's HTML with htmlparser2 (a kept, forgiving parser, the one cheerio
// uses) and its entity decoder: the page is parsed once into a tree, and the readers (JSON-LD,
// Open Graph, microdata) look things up in it.
import { type ChildNode, type Document, type Element, hasChildren, isTag, isText } from 'domhandler'
import { decodeHTML } from 'entities'
import { DomUtils, parseDocument } from 'htmlparser2'

/** A parsed page. */
export type Page = Document
export type { Element }

export const parsePage = (html: string): Page => parseDocument(html)

/** Decodes HTML character references (every named one, decimal and hex). */
export const decodeEntities = (text: string): string => decodeHTML(text)

const SKIPPED = new Set(['script', 'style', 'template'])

/** The text of some nodes, tags read as spaces, without scripts and styles. */
function textOf(nodes: readonly ChildNode[]): string {
  const parts: string[] = []
  const visit = (node: ChildNode) => {
    if (isText(node)) parts.push(node.data)
    else if (isTag(node) && SKIPPED.has(node.name)) return
    else if (hasChildren(node)) node.children.forEach(visit)
  }
  nodes.forEach(visit)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/** An element's text, whitespace collapsed. */
export const elementText = (element: Element): string => textOf(element.children)

/** Text without tags, entities decoded, whitespace collapsed. */
export const plainText = (html: string): string => textOf(parsePage(html).children)

/** The bodies of `<script type="application/ld+json">` blocks. */
export function jsonLdBlocks(page: Page): string[] {
  return DomUtils.getElementsByTagName('script', page.children)
    .filter((script) => script.attribs.type?.trim().toLowerCase() === 'application/ld+json')
    .map((script) => DomUtils.textContent(script))
}

/** The page's `<meta>` values by `property` or `name` (lower case; the first one wins). */
export function metaTags(page: Page): Map<string, string> {
  const meta = new Map<string, string>()
  for (const tag of DomUtils.getElementsByTagName('meta', page.children)) {
    const key = (tag.attribs.property ?? tag.attribs.name ?? '').trim().toLowerCase()
    const content = tag.attribs.content
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content)
  }
  return meta
}

/** The page's `<title>` text. */
export function titleOf(page: Page): string | null {
  const title = DomUtils.getElementsByTagName('title', page.children, true, 1)[0]
  return (title && elementText(title)) || null
}
