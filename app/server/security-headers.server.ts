import type { RequestHandler, Response } from 'express'

import { env } from './env.server'

/**
 * The policy of every response that is not an HTML document (media, JSON, CSV, resource routes,
 * plain-text errors): it may load nothing and be framed by no one.
 */
export const STRICT_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** The origins (`https://host[:port]`) of the given http(s) addresses, deduplicated; others dropped. */
export function frameOrigins(urls: readonly string[]): string[] {
  const origins = new Set<string>()
  for (const url of urls) {
    if (!url) continue
    try {
      const parsed = new URL(url)
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origins.add(parsed.origin)
    } catch {
      // not an address: framed nowhere
    }
  }
  return [...origins]
}

/**
 * The Content-Security-Policy of an HTML document. Scripts run only from our origin or inline
 * with this response's nonce; styles may be inline (React `style` attributes); frames only from
 * the given origins (the booking and newsletter providers of the Site settings); forms post to
 * our origin, whose answer may send the browser on to the given ones (Stripe Checkout).
 * Development adds the one thing Vite's client needs: its HMR web socket (on another port).
 */
export function contentSecurityPolicy({
  nonce,
  frameSources,
  formTargets = [],
  development = false,
}: {
  nonce: string
  frameSources: readonly string[]
  /** Other sites a form's answer may send the browser to (Stripe's payment page). */
  formTargets?: readonly string[]
  development?: boolean
}): string {
  if (!/^[A-Za-z0-9+/_=-]+$/.test(nonce)) throw new Error('A CSP nonce must be base64')
  const frames = frameOrigins(frameSources)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(development ? ['ws:'] : [])],
    ['frame-src', ...(frames.length > 0 ? frames : ["'none'"])],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...frameOrigins(formTargets)],
    ['object-src', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** Runs `fill` just before the response's headers go out, whoever wrote the rest of them. */
function beforeHeaders(res: Response, fill: (res: Response) => void) {
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: unknown[]) {
    fill(this)
    return (writeHead as (...args: unknown[]) => Response).apply(this, args)
  } as typeof res.writeHead
}

/**
 * Headers with a default that a route may replace (React Router's document responses bring
 * their own policy, app/entry.server.tsx; the capsule page its own referrer policy). React Router
 * appends headers, so a default set up front would end up as a second, conflicting header: the
 * defaults are filled in only when the response goes out without one.
 */
function defaultsUnlessSet(res: Response) {
  if (!res.hasHeader('Content-Security-Policy')) {
    res.setHeader('Content-Security-Policy', STRICT_POLICY)
  }
  if (!res.hasHeader('Referrer-Policy')) {
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  }
}

/** Headers every response carries; documents replace the strict policy with their own. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  if (env.PUBLIC_URL?.startsWith('https://')) {
    res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
  beforeHeaders(res, defaultsUnlessSet)
  next()
}

/** better-auth's session cookie, with or without its secure prefix. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?better-auth\.session_token=/
/** Pages that are personal whoever asks: the dashboard, account screens and client capsules. */
const PERSONAL_PATHS = /^\/(?:dashboard|auth|capsule|forgot-password|reset-password)(?:[/.]|$)/

/**
 * `Cache-Control: private, no-store` on every response to a signed-in browser (documents, `.data`,
 * resource routes, downloads) and on every personal page, whatever the route said: no shared
 * cache ever keeps a stylist's clients or a client's capsule. Photos (/media) decide their own
 * caching (see media.server.ts).
 */
export const privateResponses: RequestHandler = (req, res, next) => {
  if (req.path.startsWith('/media/')) return next()
  if (PERSONAL_PATHS.test(req.path) || SESSION_COOKIE.test(req.get('cookie') ?? '')) {
    beforeHeaders(res, () => res.setHeader('Cache-Control', 'private, no-store'))
  }
  next()
}
