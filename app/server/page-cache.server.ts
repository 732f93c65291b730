import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'
import { RouterContextProvider } from 'react-router'
import { nonceContext, requestIdContext } from './nonce'

type RenderPage = (request: Request, context: RouterContextProvider) => Promise<Response>
type CachedPage = { key: string; placeholder: string; body: string; headers: [string, string][] }

/**
 * Serves a page that is the same for every visitor (the landing page) from one rendering, until
 * `versionOf()` changes (the Site settings were saved). The page is rendered with a placeholder
 * nonce; each response gets its own fresh CSP nonce in the HTML and in the policy header, so
 * caching never weakens the Content-Security-Policy.
 *
 * Only GET requests for `path` are served from the cache; anything unexpected (an error, a
 * status other than 200, a cookie being set) falls through to the normal per-request render.
 */
export function cachedPage(options: {
  path: string
  render: RenderPage
  versionOf: () => Promise<string>
}): RequestHandler {
  let cached: CachedPage | null = null
  let filling: Promise<CachedPage | null> | null = null

  async function fill(key: string, url: string): Promise<CachedPage | null> {
    const placeholder = `page-cache-nonce-${randomBytes(12).toString('hex')}`
    const context = new RouterContextProvider()
    context.set(nonceContext, placeholder)
    context.set(requestIdContext, '')
    const response = await options.render(new Request(url), context)
    const body = await response.text()
    const type = response.headers.get('content-type') ?? ''
    if (
      response.status !== 200 ||
      !type.startsWith('text/html') ||
      response.headers.has('set-cookie')
    ) {
      return null
    }
    return { key, placeholder, body, headers: [...response.headers] }
  }

  return async (req, res, next) => {
    if (req.method !== 'GET' || req.path !== options.path) return next()
    try {
      const origin = `${req.protocol}://${req.get('host')}`
      const key = `${origin} ${await options.versionOf()}`
      if (cached?.key !== key) {
        filling ??= fill(key, `${origin}${options.path}`).finally(() => {
          filling = null
        })
        cached = await filling
        if (cached?.key !== key) return next()
      }
      const page = cached
      const nonce = String(res.locals.cspNonce)
      for (const [name, value] of page.headers) {
        if (name !== 'content-length')
          res.setHeader(name, value.replaceAll(page.placeholder, nonce))
      }
      res.status(200).send(page.body.replaceAll(page.placeholder, nonce))
    } catch {
      next()
    }
  }
}
