// Microdata (itemscope itemtype=schema.org/Product), the last of the product page readers.
import { plainText, type Tag } from './html'
import { clean, type Fields } from './product-data'

type Scope = { type: string; props: Map<string, (string | Scope)[]> }
const VOID = new Set(['meta', 'link', 'img', 'br', 'hr', 'input', 'source', 'area', 'base', 'wbr'])

function propValue(tag: Tag): string | null {
  const { attributes } = tag
  if (attributes.content !== undefined) return attributes.content
  if (tag.name === 'img' || tag.name === 'source') return attributes.src ?? null
  if (tag.name === 'a' || tag.name === 'link') return attributes.href ?? null
  return null
}

/** The top-level microdata items of the page, each with its properties (nested items too). */
function microdataItems(html: string, all: Tag[]): Scope[] {
  const roots: Scope[] = []
  // Open elements: the scope each one opened (if any) and its text property (if any).
  const stack: { name: string; scope?: Scope; text?: { scope: Scope; prop: string } }[] = []
  const currentScope = () => [...stack].reverse().find((entry) => entry.scope)?.scope
  const add = (scope: Scope, prop: string, value: string | Scope) => {
    for (const name of prop.split(/\s+/).filter(Boolean)) {
      scope.props.set(name, [...(scope.props.get(name) ?? []), value])
    }
  }
  const textStarts = new Map<object, number>()

  for (const tag of all) {
    if (tag.closing) {
      const index = stack.map((entry) => entry.name).lastIndexOf(tag.name)
      if (index === -1) continue
      for (const entry of stack.splice(index)) {
        if (entry.text) {
          const text = plainText(html.slice(textStarts.get(entry)!, tag.start))
          if (text) add(entry.text.scope, entry.text.prop, text)
        }
      }
      continue
    }
    const { itemprop, itemscope, itemtype } = tag.attributes
    const parent = currentScope()
    const entry: (typeof stack)[number] = { name: tag.name }
    if (itemscope !== undefined) {
      const scope: Scope = { type: itemtype ?? '', props: new Map() }
      if (itemprop && parent) add(parent, itemprop, scope)
      else roots.push(scope)
      entry.scope = scope
    } else if (itemprop && parent) {
      const value = propValue(tag)
      if (value !== null) add(parent, itemprop, value)
      else if (!VOID.has(tag.name)) {
        entry.text = { scope: parent, prop: itemprop }
        textStarts.set(entry, tag.end)
      }
    }
    if (!VOID.has(tag.name) && !tag.selfClosing) stack.push(entry)
  }
  return roots
}

export function fromMicrodata(html: string, all: Tag[]): Fields | null {
  const product = microdataItems(html, all).find((scope) =>
    /schema\.org\/Product/i.test(scope.type),
  )
  if (!product) return null
  const value = (scope: Scope | undefined, prop: string): string | null => {
    const entry = scope?.props.get(prop)?.[0]
    return typeof entry === 'string' ? entry : null
  }
  const nested = (prop: string): Scope | undefined => {
    const entry = product.props.get(prop)?.[0]
    return typeof entry === 'object' ? entry : undefined
  }
  const offers = nested('offers')
  return {
    name: clean(value(product, 'name'), 120),
    brand: clean(value(product, 'brand') ?? value(nested('brand'), 'name'), 80),
    price: clean(
      value(offers, 'price') ?? value(offers, 'lowPrice') ?? value(product, 'price'),
      40,
    ),
    currency: clean(value(offers, 'priceCurrency') ?? value(product, 'priceCurrency'), 3),
    description: clean(value(product, 'description')),
    color: clean(value(product, 'color'), 60),
    size: clean(value(product, 'size') ?? value(nested('size'), 'name'), 40),
    image: value(product, 'image') ?? value(nested('image'), 'url'),
  }
}
