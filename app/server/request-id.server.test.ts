import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import express from 'express'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { getRequestId, requestId, requestLogger } from './request-id.server'

const lines: Record<string, unknown>[] = []
const log = pino(
  { base: undefined },
  { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
)

let server: Server
let base: string

beforeAll(async () => {
  const app = express()
  app.use('/direct', requestId({ trustIncoming: false }))
  app.use('/proxied', requestId({ trustIncoming: true }))
  app.use(requestLogger(log))
  app.all('/{*rest}', express.urlencoded({ extended: false }), (_req, res) => {
    res.type('text/plain').send(getRequestId(res))
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

/** The access log line of a response, once the server has written it. */
async function logLineOf(id: string) {
  await expect.poll(() => lines.some((line) => line.requestId === id)).toBe(true)
  return lines.find((line) => line.requestId === id)
}

describe('requestId', () => {
  test('gives each request a fresh random id, echoed in X-Request-Id', async () => {
    const first = await fetch(`${base}/direct/a`)
    const second = await fetch(`${base}/direct/a`)
    const id = first.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await first.text()).toBe(id)
    expect(second.headers.get('x-request-id')).not.toBe(id)
    // The same id where the page's scripts can read it (Performance API).
    expect(first.headers.get('server-timing')).toBe(`request;desc="${id}"`)
  })

  test("ignores a client's id unless a trusted proxy sent it", async () => {
    const headers = { 'X-Request-Id': 'proxy-1234-abcd' }
    const direct = await fetch(`${base}/direct/a`, { headers })
    expect(direct.headers.get('x-request-id')).not.toBe('proxy-1234-abcd')
    const proxied = await fetch(`${base}/proxied/a`, { headers })
    expect(proxied.headers.get('x-request-id')).toBe('proxy-1234-abcd')
  })

  test('replaces an incoming id that does not look sane', async () => {
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'quote"and<tag>']) {
      const response = await fetch(`${base}/proxied/a`, { headers: { 'X-Request-Id': bad } })
      expect(response.headers.get('x-request-id'), bad).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})

describe('requestLogger', () => {
  test('writes one line per request with id, method, path, status and duration', async () => {
    const response = await fetch(`${base}/direct/dashboard/clients`)
    const id = response.headers.get('x-request-id') ?? ''
    const line = await logLineOf(id)
    expect(line).toMatchObject({
      msg: 'request',
      requestId: id,
      method: 'GET',
      path: '/direct/dashboard/clients',
      status: 200,
    })
    expect(line?.ms).toEqual(expect.any(Number))
  })

  test('never logs cookies, query strings or form fields', async () => {
    const response = await fetch(`${base}/direct/reset-password?token=secret-token-123`, {
      method: 'POST',
      headers: {
        Cookie: 'better-auth.session_token=secret-session-456',
        Authorization: 'Bearer secret-bearer-789',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'email=a%40b.example&password=secret-password-000',
    })
    const line = await logLineOf(response.headers.get('x-request-id') ?? '')
    const text = JSON.stringify(line)
    expect(line?.path).toBe('/direct/reset-password')
    for (const secret of ['secret-token', 'secret-session', 'secret-bearer', 'secret-password']) {
      expect(text).not.toContain(secret)
    }
  })
})
