import type { ImportedItem, LinkImport, LinkReading } from '~/lib/link-import'
import { hadNoScheme, toWebAddress } from '~/lib/web-address'
import { env } from '~/server/env.server'
import { MAX_UPLOAD_BYTES, PhotoError } from '~/server/images.server'
import { logger } from '~/server/logger.server'
import { rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'
import { LinkImportError, safeFetch, type SafeFetchOptions } from '~/server/safe-fetch.server'
import { createUpload } from '~/server/uploads.server'

import { extractProduct, productPrice } from './extract-product'
import type { ProductData } from './product-data'

export const MAX_HTML_BYTES = 2 * 1024 * 1024

export const NO_PRODUCT_DATA =
  'We found no product details on this page, so only its title was filled in. Check the rest yourself.'
export const PHOTO_NOT_DOWNLOADED =
  'The product photo could not be downloaded: add one yourself if you like.'

const LINK_IMPORT_LIMIT = rateLimit({ name: 'link-import', max: 120, windowSeconds: 3600 })
export const IMPORT_FAILED = 'We couldn’t read that link. Please try again.'

const HTML_TYPES = ['text/html', 'application/xhtml+xml']

/** Imports one stylist may run at once (in this process); more are refused with `busy`. */
export const IMPORTS_AT_ONCE = 3
const importsInFlight = new Map<string, number>()

function decodeHtml(body: Buffer, contentType: string): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1] ??
    'utf-8'
  try {
    return new TextDecoder(declared).decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}

async function downloadPhoto(
  ownerId: string,
  image: string,
  allowPrivate: boolean | readonly string[],
) {
  try {
    const fetched = await safeFetch(image, {
      maxBytes: MAX_UPLOAD_BYTES,
      accept: 'image/avif,image/webp,image/apng,image/*;q=0.8',
      allowPrivate,
    })
    return await createUpload(ownerId, fetched.body)
  } catch (error) {
    if (!(error instanceof LinkImportError) && !(error instanceof PhotoError)) {
      logger.error({ err: error, ownerId }, 'Could not store a product photo')
    }
    return null
  }
}

/**
 * Reads a product page for the item form: fetches it safely (see app/server/safe-fetch.server.ts), reads
 * its product data and downloads its main photo through the photo pipeline (as an upload the
 * form claims when saved). Nothing else is saved. Throws `LinkImportError` with the message
 * to show when the link cannot be read.
 *
 * A link typed without its scheme (`www.shop.com/dress`) is read over https://, and over
 * http:// if the shop cannot be reached that way (as a browser's address bar does).
 */
export async function importFromLink(
  ownerId: string,
  typed: string,
  allowPrivate: boolean | readonly string[] = env.LINK_IMPORT_ALLOW_PRIVATE,
): Promise<LinkImport> {
  const link = toWebAddress(typed.trim())
  if (link === null) throw new LinkImportError('invalid')
  // A few at a time per stylist: each holds connections, a page and maybe a photo in memory.
  const running = importsInFlight.get(ownerId) ?? 0
  if (running >= IMPORTS_AT_ONCE) throw new LinkImportError('busy')
  importsInFlight.set(ownerId, running + 1)
  try {
    return await readProductPage(ownerId, link, allowPrivate)
  } catch (error) {
    const unreachable = error instanceof LinkImportError && error.problem === 'unreachable'
    if (!unreachable || !hadNoScheme(typed.trim())) throw error
    return await readProductPage(ownerId, link.replace(/^https:/, 'http:'), allowPrivate)
  } finally {
    const left = (importsInFlight.get(ownerId) ?? 1) - 1
    if (left > 0) importsInFlight.set(ownerId, left)
    else importsInFlight.delete(ownerId)
  }
}

/**
 * Fetches a shop page safely (see app/server/safe-fetch.server.ts) and reads what it says of its product,
 * with the address it ended at. Throws `LinkImportError` (`notProduct` for a page that is not HTML).
 */
export async function fetchProductPage(
  link: string,
  options: Pick<SafeFetchOptions, 'allowPrivate' | 'userAgent'>,
): Promise<{ url: URL; product: ProductData }> {
  const page = await safeFetch(link, {
    maxBytes: MAX_HTML_BYTES,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
    ...options,
  })
  const mediaType = page.contentType.split(';')[0]!.trim()
  if (!HTML_TYPES.includes(mediaType)) throw new LinkImportError('notProduct')
  const html = decodeHtml(page.body, page.contentType)
  return { url: page.url, product: extractProduct(html, page.url) }
}

async function readProductPage(
  ownerId: string,
  link: string,
  allowPrivate: boolean | readonly string[],
): Promise<LinkImport> {
  const page = await fetchProductPage(link, { allowPrivate })
  const { product } = page
  if (!product.source && !product.name) throw new LinkImportError('notProduct')

  const notices: string[] = []
  if (!product.source) notices.push(NO_PRODUCT_DATA)
  const photo = product.image ? await downloadPhoto(ownerId, product.image, allowPrivate) : null
  if (product.image && !photo) notices.push(PHOTO_NOT_DOWNLOADED)

  const fields: ImportedItem = { link: page.url.href.slice(0, 2000) }
  const set = (key: Exclude<keyof ImportedItem, 'link'>, value: string | null, max: number) => {
    if (value) fields[key] = value.slice(0, max)
  }
  set('name', product.name, 120)
  set('brand', product.brand, 80)
  const price = productPrice(product.price, product.currency)
  set('price', price?.amount ?? null, 40)
  set('priceCurrency', price?.currency ?? null, 3)
  set('description', product.description, 2000)
  set('color', product.color, 60)
  set('size', product.size, 40)
  return { fields, photo, notices }
}

/**
 * A shop link read for one of the stylist's forms (the item form's "Fill from a shop link", an
 * alternate's link): within her hourly allowance, every failure worded for her.
 */
export async function readShopLink(ownerId: string, url: string): Promise<LinkReading> {
  if (!(await LINK_IMPORT_LIMIT.spend(ownerId)).allowed) {
    return { ok: false, status: 429, message: TOO_MANY_ATTEMPTS }
  }
  try {
    return { ok: true, imported: await importFromLink(ownerId, url) }
  } catch (error) {
    if (error instanceof LinkImportError) {
      return { ok: false, status: error.problem === 'busy' ? 429 : 422, message: error.message }
    }
    logger.error({ err: error, userId: ownerId }, 'Could not import a shop link')
    return { ok: false, status: 500, message: IMPORT_FAILED }
  }
}
