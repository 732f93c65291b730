import { randomUUID } from 'node:crypto'

import type { Request, RequestHandler, Response } from 'express'
import type { Logger } from 'pino'

import { env } from './env.server'
import { logger as appLogger } from './logger.server'

/** What a proxy's id may look like to be kept: short, no spaces, nothing to escape in a log. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** The id of this request, as sent in `X-Request-Id` and written with every log line about it. */
export function getRequestId(res: Response): string {
  return typeof res.locals.requestId === 'string' ? res.locals.requestId : ''
}

/**
 * Gives each request an id (a random UUID) and echoes it in `X-Request-Id` and `Server-Timing`.
 * An incoming
 * `X-Request-Id` is kept only behind a trusted proxy (TRUST_PROXY), and only when it looks sane:
 * anyone else could put anything there.
 */
export function requestId({ trustIncoming = env.TRUST_PROXY } = {}): RequestHandler {
  return (req, res, next) => {
    const incoming = trustIncoming ? req.get('x-request-id') : undefined
    const id = incoming && SANE_ID.test(incoming) ? incoming : randomUUID()
    res.locals.requestId = id
    res.setHeader('X-Request-Id', id)
    // The one response header a page's scripts can read (same origin, through the Performance
    // API): how error screens learn the id of the data request that failed (app/lib/nonce.ts).
    res.setHeader('Server-Timing', `request;desc="${id}"`)
    next()
  }
}

/** The path without the query string: queries carry e-mail confirmation and reset tokens. */
function pathOf(req: Request): string {
  const url = req.originalUrl || req.url
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/**
 * One structured line per request, when it finishes or the client goes away: id, method, path,
 * status, duration, client address. Never headers (cookies), query strings or bodies (passwords).
 * Info level, so quiet under NODE_ENV=test (see logger.server.ts).
 */
export function requestLogger(log: Logger = appLogger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now()
    res.once('close', () => {
      log.info(
        {
          requestId: getRequestId(res),
          method: req.method,
          path: pathOf(req),
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
          ip: req.ip,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      )
    })
    next()
  }
}
