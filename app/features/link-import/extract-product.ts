import { decodeEntities, jsonLdBlocks, plainText, tags, titleOf, type Tag } from './html'

/** What a product page says about its product; `source` is where it was read (null: nowhere). */
export type ProductData = {
  name: string | null
  brand: string | null
  /** The amount as written by the shop ("89.00"). */
  price: string | null
  /** ISO 4217 ("EUR"). */
  currency: string | null
  description: string | null
  color: string | null
  size: string | null
  /** Absolute URL of the main photo. */
  image: string | null
  source: 'json-ld' | 'open-graph' | 'microdata' | null
}

type Fields = Omit<ProductData, 'source'>
const EMPTY: Fields = {
  name: null,
  brand: null,
  price: null,
  currency: null,
  description: null,
  color: null,
  size: null,
  image: null,
}

const clean = (value: unknown, max = 2000): string | null => {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return null
  const text = plainText(decodeEntities(value))
  return text ? text.slice(0, max) : null
}

function absolute(url: string | null, base: URL): string | null {
  if (!url) return null
  try {
    const resolved = new URL(url.trim(), base)
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null
  } catch {
    return null
  }
}

// ---------------------------------------------------------------------------------------------
// JSON-LD (schema.org Product)
// ---------------------------------------------------------------------------------------------

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value)
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value)

function hasType(node: Json, type: string): boolean {
  const types = ([] as unknown[]).concat(node['@type'] ?? [])
  return types.some((value) => typeof value === 'string' && value.replace(/^.*[/#:]/, '') === type)
}

/** Every object in the JSON-LD, depth first (arrays, `@graph`, nested values). */
function* walk(value: unknown, depth = 0): Generator<Json> {
  if (depth > 8) return
  if (Array.isArray(value)) {
    for (const entry of value) yield* walk(entry, depth + 1)
  } else if (isObject(value)) {
    yield value
    for (const entry of Object.values(value)) {
      if (typeof entry === 'object') yield* walk(entry, depth + 1)
    }
  }
}

function textOrName(value: unknown): string | null {
  const entry = first(value)
  if (isObject(entry)) return clean(entry.name)
  return clean(entry, 120)
}

function imageOf(value: unknown): string | null {
  const entry = first(value)
  if (isObject(entry)) return clean(entry.url ?? entry.contentUrl, 4000)
  return typeof entry === 'string' ? entry.trim() : null
}

function offerOf(value: unknown): { price: string | null; currency: string | null } {
  const offer = first(value)
  if (!isObject(offer)) return { price: null, currency: null }
  const specification = first(offer.priceSpecification)
  const spec = isObject(specification) ? specification : {}
  const price = clean(offer.price ?? offer.lowPrice ?? spec.price, 40)
  const currency = clean(offer.priceCurrency ?? spec.priceCurrency, 3)
  if (!price && offer.offers) return offerOf(offer.offers)
  return { price, currency }
}

function parseJson(text: string): unknown {
  const body = text.trim().replace(/^<!\[CDATA\[|\]\]>$/g, '')
  try {
    return JSON.parse(body)
  } catch {
    return null
  }
}

function fromJsonLd(html: string): Fields | null {
  for (const block of jsonLdBlocks(html)) {
    for (const node of walk(parseJson(block))) {
      if (!hasType(node, 'Product') && !hasType(node, 'ProductGroup')) continue
      const variant = isObject(first(node.hasVariant)) ? (first(node.hasVariant) as Json) : {}
      const { price, currency } = offerOf(node.offers ?? variant.offers)
      return {
        name: clean(node.name, 120),
        brand: textOrName(node.brand) ?? textOrName(node.manufacturer),
        price,
        currency,
        description: clean(node.description),
        color: clean(node.color ?? variant.color, 60),
        size: textOrName(node.size ?? variant.size),
        image: imageOf(node.image ?? variant.image),
      }
    }
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Open Graph and product: meta tags
// ---------------------------------------------------------------------------------------------

function metaTags(all: Tag[]): Map<string, string> {
  const meta = new Map<string, string>()
  for (const tag of all) {
    if (tag.name !== 'meta' || tag.closing) continue
    const key = (tag.attributes.property ?? tag.attributes.name ?? '').trim().toLowerCase()
    const content = tag.attributes.content
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content)
  }
  return meta
}

function fromOpenGraph(meta: Map<string, string>): Fields | null {
  const get = (...keys: string[]) => keys.map((key) => meta.get(key)).find(Boolean) ?? null
  const isProduct =
    (meta.get('og:type') ?? '').toLowerCase().includes('product') ||
    [...meta.keys()].some((key) => key.startsWith('product:'))
  if (!isProduct) return null
  return {
    name: clean(get('og:title'), 120),
    brand: clean(get('product:brand', 'og:brand'), 80),
    price: clean(get('product:price:amount', 'og:price:amount', 'product:sale_price:amount'), 40),
    currency: clean(
      get('product:price:currency', 'og:price:currency', 'product:sale_price:currency'),
      3,
    ),
    description: clean(get('og:description', 'description')),
    color: clean(get('product:color'), 60),
    size: clean(get('product:size'), 40),
    image: get('og:image:secure_url', 'og:image', 'og:image:url'),
  }
}

// ---------------------------------------------------------------------------------------------
// Microdata (itemscope itemtype=schema.org/Product)
// ---------------------------------------------------------------------------------------------

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

function fromMicrodata(html: string, all: Tag[]): Fields | null {
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

// ---------------------------------------------------------------------------------------------

/**
 * Reads a product page: schema.org Product in JSON-LD first, then Open Graph / `product:` meta
 * tags, then microdata; a later source only fills what the earlier ones left empty. A page
 * with none of them gives its title as the name (and `source: null`).
 */
export function extractProduct(html: string, pageUrl: URL): ProductData {
  const all = tags(html)
  const sources: [ProductData['source'], Fields | null][] = [
    ['json-ld', fromJsonLd(html)],
    ['open-graph', fromOpenGraph(metaTags(all))],
    ['microdata', fromMicrodata(html, all)],
  ]
  const found = sources.filter((entry): entry is [ProductData['source'], Fields] => !!entry[1])
  if (found.length === 0) {
    const meta = metaTags(all)
    return {
      ...EMPTY,
      name: clean(meta.get('og:title') ?? titleOf(html), 120),
      description: clean(meta.get('og:description') ?? meta.get('description')),
      source: null,
    }
  }
  const merged = { ...EMPTY }
  for (const [, fields] of found) {
    for (const key of Object.keys(merged) as (keyof Fields)[]) merged[key] ??= fields[key]
  }
  return {
    ...merged,
    currency: merged.currency?.toUpperCase() ?? null,
    image: absolute(merged.image, pageUrl),
    source: found[0]![0],
  }
}

/**
 * A price as the item form shows it: "€89", "$120.50", "CHF 240" (the amount alone when the
 * currency is unknown).
 */
export function formatPrice(amount: string | null, currency: string | null): string | null {
  if (!amount) return null
  const number = Number(
    amount
      .replace(/[^\d.,-]/g, '')
      .replace(/,(?=\d{3}\b)/g, '')
      .replace(',', '.'),
  )
  if (!currency || !Number.isFinite(number)) return amount
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(number) ? 0 : 2,
    }).format(number)
  } catch {
    return `${amount} ${currency}`
  }
}
