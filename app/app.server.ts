import { randomBytes } from 'node:crypto'

import { createRequestHandler } from '@react-router/express'
import { toNodeHandler } from 'better-auth/node'
import express, { type ErrorRequestHandler, type Response as ExpressResponse } from 'express'
import {
  createRequestHandler as createFetchRequestHandler,
  RouterContextProvider,
} from 'react-router'

import { type AccessDecisions, capsuleAccessContext } from '~/domain/client-access.server'
import { listSitePackages } from '~/features/billing/packages.server'
import { photoAccess } from '~/features/public-capsule/photo-access.server'
import { capsulePageVersion } from '~/features/public-capsule/public-capsule.server'
import { questionnairePhotoAccess } from '~/features/questionnaire/photo-access.server'
import { getSiteSettings } from '~/features/site/site.server'
import { getSiteOwnerId } from '~/features/site/site-owner.server'
import { startAppJobs } from '~/jobs.server'
import { nonceContext, requestIdContext } from '~/lib/nonce'
import { startAdminSocket } from '~/server/admin-socket.server'
import { auth } from '~/server/auth.server'
import { database } from '~/server/db.server'
import { sameSiteLinkTargets } from '~/server/email-link-targets.server'
import { env } from '~/server/env.server'
import { stopJobs } from '~/server/jobs.server'
import { logger } from '~/server/logger.server'
import { mediaRouter } from '~/server/media.server'
import { originCheck } from '~/server/origin-check.server'
import { cachedPages } from '~/server/page-cache.server'
import { limitSubjectOf, rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'
import { checkReadiness } from '~/server/readiness.server'
import { getRequestId, requestId, requestLogger } from '~/server/request-id.server'
import { boundedBodies, refuseControlBytes } from '~/server/request-limits.server'
import { privateResponses, securityHeaders } from '~/server/security-headers.server'

export { env, securityHeaders }

/**
 * This request's CSP nonce (128 random bits) for its document's inline scripts, made when the
 * document is rendered: a page served from memory has hashes instead, and drawing random bytes
 * for each of its requests cost a tenth of the landing page's time (issue 31).
 */
const cspNonce = (res: ExpressResponse): string =>
  (res.locals.cspNonce ??= randomBytes(16).toString('base64')) as string

/**
 * The last error handler: logs the error with the request id and answers with a plain message
 * that names the id, never the error's own message or stack.
 */
const answerErrors: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const id = getRequestId(res)
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status
  // Client errors raised by Express itself (a malformed URL, …) keep their status.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    logger.info({ requestId: id, method: req.method, path: req.path, status }, 'Bad request')
    if (!res.headersSent) res.status(status).type('text/plain').send('Bad request.')
    return
  }
  logger.error({ err: error, requestId: id, method: req.method, path: req.path }, 'Request failed')
  if (res.headersSent) {
    res.destroy()
    return
  }
  res
    .status(500)
    .set('Cache-Control', 'no-store')
    .type('text/plain')
    .send(`Something went wrong. Reference: ${id}`)
}

/** The application: everything behind the static files (served by server.js). */
export const app = express()

app.disable('x-powered-by')
// With TRUST_PROXY, req.ip and req.protocol come from X-Forwarded-For/-Proto (the proxy's).
app.set('trust proxy', env.TRUST_PROXY)

app.use((req, _res, next) => {
  // better-auth and our own rate limits key on this header: always the real peer address.
  req.headers['x-real-ip'] = req.ip ?? req.socket.remoteAddress ?? 'unknown'
  next()
})
app.use(requestId())
app.use(requestLogger())
app.use(securityHeaders)

app.get('/healthz', (_req, res) => {
  res.set('Cache-Control', 'no-store').type('text/plain').send('ok')
})

app.get('/readyz', async (_req, res) => {
  const readiness = await checkReadiness({ db: database.db })
  res.set('Cache-Control', 'no-store')
  if (readiness.ready) {
    res.json({ status: 'ready' })
    return
  }
  logger.warn({ requestId: getRequestId(res), reason: readiness.reason }, 'Not ready')
  res.status(503).json({ status: 'unavailable' })
})

app.use(originCheck())
app.use(refuseControlBytes)
app.use(boundedBodies)
app.use(privateResponses)

// Tests only: the journeys' fixtures (app/test-fixtures), behind their secret. Without the
// setting (production) the module is never loaded and every /__test path is a plain 404.
if (env.TEST_FIXTURES_SECRET) {
  const { testFixtures } = await import('~/test-fixtures/router.server')
  app.use('/__test', testFixtures(env.TEST_FIXTURES_SECRET))
} else {
  app.all(['/__test', '/__test/{*rest}'], (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found')
  })
}

/** Opening e-mailed links: per address, in the database like every other limit. */
const AUTH_LINKS_PER_ADDRESS = rateLimit({ name: 'auth-link', max: 30, windowSeconds: 15 * 60 })

/**
 * Of better-auth's HTTP API, only what e-mails link to is open: the step before choosing a new
 * password. Every other account operation goes through the app's own routes (app/routes/auth),
 * which bound and rate-limit their input; the rest is a 404. Confirming an address is the app's
 * own (/auth/confirm): a link of better-auth's from an older e-mail lands there.
 */
app.get('/api/auth/verify-email', (req, res) => {
  const token = new URL(req.url, 'http://link.invalid').searchParams.get('token') ?? ''
  res
    .set('Cache-Control', 'no-store')
    .redirect(302, `/auth/confirm?${new URLSearchParams({ token: token.slice(0, 2000) })}`)
})
app.get(
  '/api/auth/reset-password/:token',
  async (req, res, next) => {
    const verdict = await AUTH_LINKS_PER_ADDRESS.spend(
      limitSubjectOf(req.get('x-real-ip') ?? 'unknown'),
    )
    if (verdict.allowed) return next()
    res
      .status(429)
      .set('Retry-After', String(verdict.retryAfterSeconds))
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send(TOO_MANY_ATTEMPTS)
  },
  sameSiteLinkTargets,
  toNodeHandler(auth),
)
app.all('/api/auth/{*rest}', (_req, res) => {
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found')
})

// A questionnaire photo is its stylist's alone; any other photo follows the capsule rules.
app.use(
  mediaRouter(
    async (key, request) =>
      (await questionnairePhotoAccess(key, request)) ?? photoAccess(key, request),
  ),
)

const loadBuild = () => import('virtual:react-router/server-build')
let loadedBuild: ReturnType<typeof loadBuild> | undefined
// A production build never changes: React Router gets the build itself, imported once. Given a
// function, it derives the routes and their handler again for every request (a millisecond of
// each dashboard page, issue 31), so only development (for its reloads) and the tests (their own
// build, imported once) get one.
const build =
  env.NODE_ENV === 'production'
    ? await loadBuild()
    : () => (env.NODE_ENV === 'development' ? loadBuild() : (loadedBuild ??= loadBuild()))

/** The capsule access decisions made for this request, kept for its page's loader. */
const accessDecisions = (res: ExpressResponse): AccessDecisions =>
  (res.locals.capsuleAccess ??= new Map()) as AccessDecisions

/** React Router's load context for a request: its nonce, its id and the decisions made so far. */
function loadContext(res: ExpressResponse): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(nonceContext, cspNonce(res))
  context.set(requestIdContext, getRequestId(res))
  context.set(capsuleAccessContext, accessDecisions(res))
  return context
}

/** The landing page's version: its Site settings', its packages', and the year its footer says. */
async function landingVersion(): Promise<string> {
  const [settings, packages] = await Promise.all([
    getSiteSettings(),
    getSiteOwnerId().then(listSitePackages),
  ])
  return `${settings.version}:${packages.version}:${new Date().getUTCFullYear()}`
}

// The landing page is the same for every visitor until the Site settings or packages change, and an open
// client capsule for everyone it is open to until it changes: each is rendered once.
app.use(
  cachedPages({
    match: async (req, res) => {
      if (req.path === '/') return { version: await landingVersion() }
      return capsulePageVersion(
        req.path,
        req.headers.cookie,
        async () => (await getSiteSettings()).version,
        accessDecisions(res),
      )
    },
    render: createFetchRequestHandler(build, env.NODE_ENV),
    context: loadContext,
    maxPages: 100,
  }),
)
app.use(createRequestHandler({ build, getLoadContext: (_req, res) => loadContext(res) }))

app.use(answerErrors)

// The backup script reaches a running embedded database through this (see backup/live.server.ts).
const adminSocket = env.NODE_ENV === 'test' ? null : await startAdminSocket()

// The periodic work (app/jobs.server.ts): not in unit tests, which start what they test.
if (env.NODE_ENV !== 'test') await startAppJobs()

let closing: Promise<void> | undefined

/**
 * Stops the jobs (a run in flight gets a few seconds to finish), closes the admin socket, then the
 * database; server.js calls it once the HTTP server stopped.
 */
export function shutdown(): Promise<void> {
  closing ??= Promise.all([
    stopJobs(),
    new Promise<void>((resolve) => {
      if (!adminSocket) return resolve()
      adminSocket.server.close(() => resolve())
    }),
  ]).then(() => database.close())
  return closing
}
