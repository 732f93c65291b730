import { randomBytes } from 'node:crypto'

import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express'
import { LRUCache } from 'lru-cache'
import { RouterContextProvider } from 'react-router'

import { nonceContext, requestIdContext } from '~/lib/nonce'

import { type StaticPage, staticPage } from './static-page.server'

type RenderPage = (request: Request, context: RouterContextProvider) => Promise<Response>

/** What a request may be answered with: the page rendered for `version` of its path. */
export type CacheableRequest = {
  /** Changes whenever the page would render differently (e.g. the Site settings were saved). */
  version: string
  /**
   * Request headers the page is rendered with (e.g. the cookie that opens a capsule): asked only
   * when the page is rendered, not for every request it answers.
   */
  headers?: () => Promise<Record<string, string>>
}

type CachedPage = {
  version: string
  body: StaticPage
  headers: [string, string][]
}

/**
 * Serves pages that are the same for every visitor allowed to see them (the landing page, an
 * open client capsule) from one rendering per version, until their version changes. A page is
 * rendered once, its Content-Security-Policy allowing its inline scripts by their hashes instead
 * of a nonce (static-page.server.ts), and compressed once (brotli and gzip): every response is
 * the same bytes.
 *
 * `match` decides per request: null leaves the request to the normal per-request render. The
 * page is rendered with the request's load context (`context`: what `match` learnt, such as
 * who may see the page, is not asked again), its nonce a placeholder and its id empty. Only
 * GET requests without a query string are considered. Anything unexpected while rendering (an
 * error, a status other than 200, a cookie being set) falls through to the normal render too.
 * The `maxPages` most recently used paths are kept.
 */
export function cachedPages(options: {
  match: (req: ExpressRequest, res: ExpressResponse) => Promise<CacheableRequest | null>
  render: RenderPage
  /** React Router's load context for this request (as its normal render would get it). */
  context?: (res: ExpressResponse) => RouterContextProvider
  maxPages: number
}): RequestHandler {
  // The most recently used pages (lru-cache): a page served moves to the front.
  const pages = new LRUCache<string, CachedPage>({ max: options.maxPages })
  const filling = new Map<string, Promise<CachedPage | null>>()

  async function fill(
    url: string,
    wanted: CacheableRequest,
    context: RouterContextProvider,
  ): Promise<CachedPage | null> {
    // A nonce for the render, replaced by the inline scripts' hashes (never sent).
    const placeholder = randomBytes(16).toString('base64')
    context.set(nonceContext, placeholder)
    context.set(requestIdContext, '')
    const requestHeaders = await wanted.headers?.()
    const response = await options.render(new Request(url, { headers: requestHeaders }), context)
    const text = await response.text()
    const type = response.headers.get('content-type') ?? ''
    if (
      response.status !== 200 ||
      !type.startsWith('text/html') ||
      response.headers.has('set-cookie')
    ) {
      return null
    }
    const body = staticPage(text, placeholder)
    if (!body) return null
    const hashes = body.scriptHashes.join(' ')
    const headers: [string, string][] = []
    for (const [name, value] of response.headers) {
      if (name === 'content-length') continue
      const hashed = value.replaceAll(`'nonce-${placeholder}'`, hashes)
      // The placeholder anywhere else would be a nonce shared by every visitor.
      if (hashed.includes(placeholder)) return null
      headers.push([name, hashed])
    }
    return { version: wanted.version, body, headers }
  }

  /** The page of `url` (the key, origin included) rendered for the wanted version. */
  async function pageFor(url: string, wanted: CacheableRequest, res: ExpressResponse) {
    const known = pages.get(url)
    if (known?.version === wanted.version) return known
    const fillKey = `${url} ${wanted.version}`
    let pending = filling.get(fillKey)
    if (!pending) {
      const context = options.context?.(res) ?? new RouterContextProvider()
      pending = fill(url, wanted, context).finally(() => filling.delete(fillKey))
      filling.set(fillKey, pending)
    }
    const page = await pending
    if (page) pages.set(url, page)
    return page
  }

  return async (req, res, next) => {
    if (req.method !== 'GET' || req.originalUrl.includes('?')) return next()
    try {
      const wanted = await options.match(req, res)
      if (!wanted) return next()
      const url = `${req.protocol}://${req.get('host')}${req.path}`
      const page = await pageFor(url, wanted, res)
      if (!page) return next()
      for (const [name, value] of page.headers) res.setHeader(name, value)
      res.vary('Accept-Encoding')
      // Brotli whenever the client takes it (smaller), whatever order it lists encodings in.
      const encoding = req.acceptsEncodings('br') || req.acceptsEncodings('gzip') || 'identity'
      // Already encoded: the compression middleware leaves it as it is.
      if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding)
      const body =
        encoding === 'br' ? page.body.br : encoding === 'gzip' ? page.body.gzip : page.body.plain
      res.setHeader('Content-Length', body.length)
      res.status(200).end(body)
    } catch {
      next()
    }
  }
}
