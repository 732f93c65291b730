// Microdata (itemscope itemtype=schema.org/Product), the last of the product page readers.
import { isTag } from 'domhandler'

import { type Element, elementText, type Page } from './html'
import { clean, type Fields } from './product-data'

type Scope = { type: string; props: Map<string, (string | Scope)[]> }

/** A property's value given by an attribute rather than by the element's text. */
function attributeValue(element: Element): string | null {
  const { attribs } = element
  if (attribs.content !== undefined) return attribs.content
  if (element.name === 'img' || element.name === 'source') return attribs.src ?? null
  if (element.name === 'a' || element.name === 'link') return attribs.href ?? null
  return null
}

/** The top-level microdata items of the page, each with its properties (nested items too). */
function microdataItems(page: Page): Scope[] {
  const roots: Scope[] = []
  const add = (scope: Scope, prop: string, value: string | Scope) => {
    for (const name of prop.split(/\s+/).filter(Boolean)) {
      scope.props.set(name, [...(scope.props.get(name) ?? []), value])
    }
  }
  const visit = (element: Element, parent: Scope | undefined) => {
    const { itemprop, itemscope, itemtype } = element.attribs
    let inner = parent
    if (itemscope !== undefined) {
      inner = { type: itemtype ?? '', props: new Map() }
      if (itemprop && parent) add(parent, itemprop, inner)
      else roots.push(inner)
    } else if (itemprop && parent) {
      const value = attributeValue(element) ?? elementText(element)
      if (value) add(parent, itemprop, value)
    }
    for (const child of element.children) if (isTag(child)) visit(child, inner)
  }
  for (const node of page.children) if (isTag(node)) visit(node, undefined)
  return roots
}

export function fromMicrodata(page: Page): Fields | null {
  const product = microdataItems(page).find((scope) => /schema\.org\/Product/i.test(scope.type))
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
    availability: clean(value(offers, 'availability') ?? value(product, 'availability'), 80),
  }
}
