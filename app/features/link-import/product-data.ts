// What the readers of a product page (JSON-LD, Open Graph, microdata) give back, and their
// shared clean-up.
import { decodeEntities, plainText } from './html'

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
  /**
   * Whether it can be bought, as the page says it: a schema.org ItemAvailability
   * ("https://schema.org/InStock") or a meta tag's words ("out of stock").
   */
  availability: string | null
  source: 'json-ld' | 'open-graph' | 'microdata' | null
}

export type Fields = Omit<ProductData, 'source'>
export const EMPTY: Fields = {
  name: null,
  brand: null,
  price: null,
  currency: null,
  description: null,
  color: null,
  size: null,
  image: null,
  availability: null,
}

export const clean = (value: unknown, max = 2000): string | null => {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return null
  const text = plainText(decodeEntities(value))
  return text ? text.slice(0, max) : null
}

export function absolute(url: string | null, base: URL): string | null {
  if (!url) return null
  try {
    const resolved = new URL(url.trim(), base)
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null
  } catch {
    return null
  }
}
