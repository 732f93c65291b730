// The Express app as deployed behind a TLS-terminating proxy: PUBLIC_URL is https and
// TRUST_PROXY is on. React Router's server build only exists after `npm run build`; here it is
// replaced by one that fails, to see what an unexpected error looks like from outside.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

vi.hoisted(() => {
  process.env.PUBLIC_URL = 'https://studio.example'
  process.env.TRUST_PROXY = 'true'
})

vi.mock('virtual:react-router/server-build', () => {
  throw new Error('secret internals: connection string postgres://admin:hunter2@db')
})

const { app, shutdown } = await import('./app.server')
const { auth } = await import('~/server/auth.server')
const { db } = await import('~/server/db.server')
const { rowsOf } = await import('~/server/open-database.server')
const { logger } = await import('~/server/logger.server')
const { user } = await import('~/schema.server')

/** What the proxy adds to every request it forwards. */
const PROXY = {
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Host': 'studio.example',
  'X-Forwarded-For': '203.0.113.7',
}

let server: Server
let base: string

beforeAll(async () => {
  server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('the app behind a proxy', () => {
  test('/healthz answers "ok" with the security headers and a request id', async () => {
    const response = await fetch(`${base}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('ok')
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })

  test('/readyz reports ready once the migrations are applied', async () => {
    const response = await fetch(`${base}/readyz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ready' })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  test("keeps the proxy's request id and sees the client's address and scheme", async () => {
    const info = vi.spyOn(logger, 'info')
    try {
      const response = await fetch(`${base}/healthz`, {
        headers: { ...PROXY, 'X-Request-Id': 'edge-req-0001' },
      })
      expect(response.headers.get('x-request-id')).toBe('edge-req-0001')
      await expect
        .poll(() =>
          info.mock.calls.find(
            ([line]) => (line as { requestId?: string }).requestId === 'edge-req-0001',
          ),
        )
        .toBeDefined()
      const [line] = info.mock.calls.find(
        ([entry]) => (entry as { requestId?: string }).requestId === 'edge-req-0001',
      ) ?? [{}]
      expect(line).toMatchObject({ ip: '203.0.113.7', path: '/healthz', status: 200 })
    } finally {
      info.mockRestore()
    }
  })

  test('a POST from the forwarded origin passes the origin check', async () => {
    // Another name of the same site, known only from X-Forwarded-Host: trusted, so accepted
    // (it then reaches React Router, here the failing build: a 500).
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {})
    try {
      const response = await fetch(`${base}/auth/sign-out`, {
        method: 'POST',
        headers: {
          ...PROXY,
          'X-Forwarded-Host': 'studio-eu.example',
          Origin: 'https://studio-eu.example',
        },
      })
      expect(response.status).toBe(500)
    } finally {
      error.mockRestore()
    }
  })

  test('a cross-site POST is refused before it reaches better-auth or React Router', async () => {
    for (const path of ['/api/auth/sign-in/email', '/auth/sign-in', '/dashboard']) {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { ...PROXY, Origin: 'https://evil.example' },
      })
      expect(response.status, path).toBe(403)
    }
  })

  test("better-auth's session cookie is Secure, HttpOnly and SameSite=Lax", async () => {
    const email = 'cookie-check@example.com'
    const password = 'a-good-password-42'
    await auth.api.signUpEmail({ body: { email, password, name: 'Cookie Check' } })
    await db.update(user).set({ emailVerified: true }).where(eq(user.email, email))

    const { headers } = await auth.api.signInEmail({
      body: { email, password },
      returnHeaders: true,
    })
    const session = headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('__Secure-better-auth.session_token='))
    expect(session).toBeDefined()
    const attributes = (session ?? '').split(';').map((part) => part.trim().toLowerCase())
    expect(attributes).toContain('secure')
    expect(attributes).toContain('httponly')
    expect(attributes).toContain('samesite=lax')
    expect(attributes).toContain('path=/')
  })

  test('a capsule unlock cookie is a __Host- cookie: Secure, for this host only, path /', async () => {
    const { unlockHeader } = await import('~/server/unlock-cookie.server')
    const cookie = await unlockHeader('capsule1', 'hash')
    expect(cookie.startsWith('__Host-capsule-capsule1=')).toBe(true)
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase())
    expect(attributes).toContain('secure')
    expect(attributes).toContain('path=/')
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false)
  })

  test("better-auth's own HTTP API is closed but for the e-mailed links", async () => {
    for (const path of [
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/auth/get-session',
    ]) {
      const response = await fetch(`${base}${path}`, {
        method: path.endsWith('session') ? 'GET' : 'POST',
        headers: { ...PROXY, Origin: 'https://studio.example', 'Content-Type': 'application/json' },
        body: path.endsWith('session') ? undefined : '{}',
      })
      expect(response.status, path).toBe(404)
    }
    const link = await fetch(`${base}/api/auth/verify-email?token=nonsense`, {
      headers: PROXY,
      redirect: 'manual',
    })
    expect(link.status).not.toBe(404)
  })

  test('an unexpected error answers 500 with a reference, never the message or stack', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {})
    try {
      const response = await fetch(`${base}/dashboard`, { headers: PROXY })
      const id = response.headers.get('x-request-id')
      expect(response.status).toBe(500)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
      const body = await response.text()
      expect(body).toBe(`Something went wrong. Reference: ${id}`)
      expect(body).not.toMatch(/secret|hunter2|at .*\.ts/)
      // The log has it all, under the same id.
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ requestId: id, err: expect.any(Error) }),
        'Request failed',
      )
    } finally {
      error.mockRestore()
    }
  })

  test('unit tests start no jobs: the queue is not even installed', async () => {
    const [row] = await rowsOf<{ installed: boolean }>(
      db,
      sql`select to_regnamespace('pgboss') is not null as installed`,
    )
    expect(row?.installed).toBe(false)
  })

  test('after shutdown() the database is closed and /readyz says so', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    try {
      await shutdown()
      await shutdown() // twice is harmless
      const response = await fetch(`${base}/readyz`)
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ status: 'unavailable' })
    } finally {
      warn.mockRestore()
    }
  })
})
