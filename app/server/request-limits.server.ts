import type { RequestHandler, Response } from 'express'

import { logger } from './logger.server'
import { getRequestId } from './request-id.server'

/** Forms of the sign-in, sign-up and password screens, and better-auth's JSON: a few KB. */
export const AUTH_BODY_BYTES = 8 * 1024
/** Every other form of the app (the photo upload route keeps its own, larger limit). */
export const FORM_BODY_BYTES = 1024 * 1024

const AUTH_PATHS =
  /^\/(?:auth\/|api\/auth\/|forgot-password(?:\.data)?$|reset-password(?:\.data)?$)/
/** Routes that read (and bound) their own large bodies: photo uploads. */
const OWN_LIMIT_PATHS = new Set(['/dashboard/uploads', '/dashboard/uploads.data'])

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function refuse(res: Response, status: number, message: string) {
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(message)
}

/** The body limit of a request to `path`, or null when its route bounds the body itself. */
export function bodyLimitOf(path: string): number | null {
  if (OWN_LIMIT_PATHS.has(path)) return null
  return AUTH_PATHS.test(path) ? AUTH_BODY_BYTES : FORM_BODY_BYTES
}

/**
 * Caps request bodies before anything parses them: a declared length over the limit answers 413,
 * and a body of unknown length (chunked) answers 411. Browsers always declare the length of a
 * form or a fetch with FormData, so only hand-made requests ever see either.
 */
export const boundedBodies: RequestHandler = (req, res, next) => {
  if (!BODY_METHODS.has(req.method)) return next()
  const limit = bodyLimitOf(req.path)
  if (limit === null) return next()
  const declared = req.get('content-length')
  if (declared === undefined) {
    if (req.get('transfer-encoding'))
      return refuse(res, 411, 'Please send the length of the request.')
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
