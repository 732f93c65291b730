import { amountText, isCurrency, minorDigits, readMoney } from '~/lib/money'

import { jsonLdBlocks, metaTags, type Page, parsePage, titleOf } from './html'
import { fromMicrodata } from './microdata'
import { absolute, clean, EMPTY, type Fields, type ProductData } from './product-data'

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

type Offer = { price: string | null; currency: string | null; availability: string | null }

/**
 * The first offer's price; the availability of the offers together: the first of them that can
 * be bought when one can (a product's sizes are often an offer each), else the first given.
 */
function offerOf(value: unknown): Offer {
  const offer = first(value)
  if (!isObject(offer)) return { price: null, currency: null, availability: null }
  const specification = first(offer.priceSpecification)
  const spec = isObject(specification) ? specification : {}
  const price = clean(offer.price ?? offer.lowPrice ?? spec.price, 40)
  const currency = clean(offer.priceCurrency ?? spec.priceCurrency, 3)
  if (!price && offer.offers) return offerOf(offer.offers)
  const availabilities = ([] as unknown[])
    .concat(value)
    .map((entry) => (isObject(entry) ? clean(entry.availability, 80) : null))
    .filter((entry): entry is string => entry !== null)
  const buyable = availabilities.find((entry) =>
    /InStock|LimitedAvailability|OnlineOnly|InStoreOnly/i.test(entry),
  )
  return { price, currency, availability: buyable ?? availabilities[0] ?? null }
}

function parseJson(text: string): unknown {
  const body = text.trim().replace(/^<!\[CDATA\[|\]\]>$/g, '')
  try {
    return JSON.parse(body)
  } catch {
    return null
  }
}

function fromJsonLd(page: Page): Fields | null {
  for (const block of jsonLdBlocks(page)) {
    for (const node of walk(parseJson(block))) {
      if (!hasType(node, 'Product') && !hasType(node, 'ProductGroup')) continue
      const variant = isObject(first(node.hasVariant)) ? (first(node.hasVariant) as Json) : {}
      const { price, currency, availability } = offerOf(node.offers ?? variant.offers)
      return {
        availability,
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
    availability: clean(get('product:availability', 'og:availability'), 80),
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * Reads a product page: schema.org Product in JSON-LD first, then Open Graph / `product:` meta
 * tags, then microdata; a later source only fills what the earlier ones left empty. A page
 * with none of them gives its title as the name (and `source: null`).
 */
export function extractProduct(html: string, pageUrl: URL): ProductData {
  const page = parsePage(html)
  const meta = metaTags(page)
  const sources: [ProductData['source'], Fields | null][] = [
    ['json-ld', fromJsonLd(page)],
    ['open-graph', fromOpenGraph(meta)],
    ['microdata', fromMicrodata(page)],
  ]
  const found = sources.filter((entry): entry is [ProductData['source'], Fields] => !!entry[1])
  if (found.length === 0) {
    return {
      ...EMPTY,
      name: clean(meta.get('og:title') ?? titleOf(page), 120),
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
 * A product's price as the item form takes it: the amount ("165", "120.50") and, when the page
 * names a currency Intl knows, its code ("EUR"). The offer's amount is machine-written ("165.00");
 * anything else is read as a stylist would type it. An amount that does not read is kept as
 * written (with no currency); none at all is null.
 */
export function productPrice(
  amount: string | null,
  currency: string | null,
): { amount: string; currency: string | null } | null {
  if (!amount) return null
  const code = currency && isCurrency(currency) ? currency : null
  const machine = /^\d+(\.\d+)?$/.test(amount.trim())
  const reading = machine && code ? machineAmount(amount.trim(), code) : readMoney(amount, code)
  if (!reading?.ok) return { amount, currency: null }
  return { amount: amountText(reading.money), currency: reading.money.currency }
}

/** "165.00", "1290", "120.5" in a currency: rounded to its minor units. */
function machineAmount(amount: string, currency: string) {
  const units = Math.round(Number(amount) * 10 ** minorDigits(currency))
  return readMoney(amountText({ amount: units, currency }), currency)
}
