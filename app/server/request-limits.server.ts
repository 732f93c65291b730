import type { RequestHandler, Response } from 'express'

import { MAX_UPLOAD_BYTES } from './images.server'
import { logger } from './logger.server'
import { getRequestId } from './request-id.server'

/** Forms of the sign-in, sign-up and password screens, and better-auth's JSON: a few KB. */
export const AUTH_BODY_BYTES = 8 * 1024
/** Every other form of the app (the upload routes below keep their own, larger limits). */
export const FORM_BODY_BYTES = 1024 * 1024

/** A photo's multipart request beyond the photo itself: its boundaries and part headers. */
const MULTIPART_BYTES = 64 * 1024

/**
 * Every route that takes a file, as app/routes.ts writes its path, with the most its body may
 * hold. Each one streams its body to a file and stops at its cap (upload-body.server.ts); a
 * declared length over it is refused before. A route missing here falls back to the 1 MB form
 * limit: tests/system/security-replay-uploads.test.ts walks the route table for one.
 */
export const UPLOAD_ROUTES = {
  'dashboard/uploads': MAX_UPLOAD_BYTES + MULTIPART_BYTES,
  'q/:token/photos': MAX_UPLOAD_BYTES + MULTIPART_BYTES,
} as const satisfies Record<string, number>

const UPLOAD_PATHS = Object.entries(UPLOAD_ROUTES).map(
  ([route, bytes]) =>
    [new RegExp(`^/${route.replace(/:[A-Za-z]+/g, '[^/]+')}(?:\\.data)?$`), bytes] as const,
)

const AUTH_PATHS =
  /^\/(?:auth\/|api\/auth\/|forgot-password(?:\.data)?$|reset-password(?:\.data)?$)/

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function refuse(res: Response, status: number, message: string) {
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(message)
}

/** The limit of an upload route's body (see UPLOAD_ROUTES), or null for any other path. */
function uploadLimitOf(path: string): number | null {
  return UPLOAD_PATHS.find(([pattern]) => pattern.test(path))?.[1] ?? null
}

/** The body limit of a request to `path`. */
export function bodyLimitOf(path: string): number {
  return uploadLimitOf(path) ?? (AUTH_PATHS.test(path) ? AUTH_BODY_BYTES : FORM_BODY_BYTES)
}

/**
 * Caps request bodies before anything parses them: a declared length over the limit answers 413,
 * and a body of unknown length (chunked) answers 411, but on an upload route, which stops reading
 * at its cap. Browsers always declare the length of a form or a fetch with FormData, so only
 * hand-made requests ever see either.
 */
export const boundedBodies: RequestHandler = (req, res, next) => {
  if (!BODY_METHODS.has(req.method)) return next()
  const limit = bodyLimitOf(req.path)
  const declared = req.get('content-length')
  if (declared === undefined) {
    if (req.get('transfer-encoding') && uploadLimitOf(req.path) === null) {
      return refuse(res, 411, 'Please send the length of the request.')
    }
    return next()
  }
  if (Number(declared) > limit) {
    logger.info(
      { requestId: getRequestId(res), path: req.path, bytes: Number(declared), limit },
      'Refused an oversized request',
    )
    // The unread body is dropped with the connection rather than read to the end.
    res.set('Connection', 'close')
    return refuse(res, 413, 'This request is too large.')
  }
  next()
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/

/** True when the percent-encoded text holds a control character once decoded (or is malformed). */
export function hasControlBytes(encoded: string): boolean {
  if (CONTROL.test(encoded)) return true
  if (!/%(?:[01][0-9a-f]|7f)/i.test(encoded)) return false
  try {
    return CONTROL.test(decodeURIComponent(encoded.replaceAll('+', ' ')))
  } catch {
    return true
  }
}

/**
 * NUL and other control bytes never belong in a path or a query (ids, tokens, redirect
 * targets): such a request is answered 400 before any route reads it.
 */
export const refuseControlBytes: RequestHandler = (req, res, next) => {
  const [path = '', query = ''] = req.originalUrl.split(/\?(.*)/s, 2)
  if (hasControlBytes(path) || hasControlBytes(query)) return refuse(res, 400, 'Bad request.')
  next()
}
