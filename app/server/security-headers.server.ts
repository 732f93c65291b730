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
 * the given origins (the booking and newsletter providers of the Site settings).
 * Development adds the one thing Vite's client needs: its HMR web socket (on another port).
 */
export function contentSecurityPolicy({
  nonce,
  frameSources,
  development = false,
}: {
  nonce: string
  frameSources: readonly string[]
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
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

const DEFAULTED = Symbol('strict policy by default')

/**
 * Sets the strict policy when the response's headers go out without one: React Router's document
 * responses bring their own (app/entry.server.tsx), and it appends headers, so a policy set here
 * up front would end up as a second, conflicting header.
 */
function strictPolicyUnlessSet(res: Response) {
  const marked = res as Response & { [DEFAULTED]?: true }
  if (marked[DEFAULTED]) return
  marked[DEFAULTED] = true
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!this.hasHeader('Content-Security-Policy')) {
      this.setHeader('Content-Security-Policy', STRICT_POLICY)
    }
    return (writeHead as (...args: unknown[]) => Response).apply(this, args)
  } as typeof res.writeHead
}

/** Headers every response carries; documents replace the strict policy with their own. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  if (env.PUBLIC_URL?.startsWith('https://')) {
    res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
  strictPolicyUnlessSet(res)
  next()
}
