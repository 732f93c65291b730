import type { Request, RequestHandler } from 'express'

import { env } from './env.server'
import { logger } from './logger.server'
import { getRequestId } from './request-id.server'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** `scheme://host[:port]` of an address, or null when it is not one. */
function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value)
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/**
 * Where a request says it comes from: its `Origin`, else its `Referer`. `Origin: null` (sent
 * by pages with `Referrer-Policy: no-referrer`, sandboxed frames, …) counts as absent.
 * Returns 'invalid' for a header that is present but not an address.
 */
function claimedOrigin(req: Request): string | 'invalid' | null {
  const origin = req.get('origin')
  if (origin && origin !== 'null') return originOf(origin) ?? 'invalid'
  const referer = req.get('referer')
  if (referer) return originOf(referer) ?? 'invalid'
  return null
}

/**
 * Refuses state-changing requests (POST, PUT, PATCH, DELETE) sent from another site, before
 * better-auth and React Router see them. Allowed:
 * - `Origin` (or, without it, `Referer`) is this app's origin: PUBLIC_URL's, or the one the
 *   request was addressed to (`req.protocol://req.host`: the Host header, or behind a trusted
 *   proxy (TRUST_PROXY) X-Forwarded-Proto and X-Forwarded-Host, as React Router sees it);
 * - neither header, and `Sec-Fetch-Site` absent (curl, scripts) or `same-origin`/`none`.
 * Everything else gets a 403 with a plain message.
 */
export function originCheck({ publicUrl = env.PUBLIC_URL } = {}): RequestHandler {
  const publicOrigin = publicUrl ? originOf(publicUrl) : null
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next()

    const claimed = claimedOrigin(req)
    let allowed: boolean
    if (claimed === null) {
      const site = req.get('sec-fetch-site')
      allowed = !site || site === 'same-origin' || site === 'none'
    } else {
      const own = originOf(`${req.protocol}://${req.host ?? ''}`)
      allowed = claimed !== 'invalid' && (claimed === own || claimed === publicOrigin)
    }
    if (allowed) return next()

    logger.info(
      { requestId: getRequestId(res), method: req.method, path: req.path, origin: claimed },
      'Refused a cross-origin request',
    )
    res
      .status(403)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send('This request came from another site and was refused.')
  }
}
