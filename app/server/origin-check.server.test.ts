import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { originCheck } from './origin-check.server'

const PUBLIC_URL = 'https://studio.example'

let server: Server
let base: string

/** A bare app behind the check: every method answers 200 "done" when let through. */
function createApp({ trustProxy }: { trustProxy: boolean }) {
  const app = express()
  app.set('trust proxy', trustProxy)
  app.use(originCheck({ publicUrl: PUBLIC_URL }))
  app.all('/{*rest}', (_req, res) => {
    res.type('text/plain').send('done')
  })
  return app
}

beforeAll(async () => {
  const app = express()
  app.use('/direct', createApp({ trustProxy: false }))
  app.use('/proxied', createApp({ trustProxy: true }))
  server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

function send(method: string, headers: Record<string, string> = {}, path = '/direct/form') {
  return fetch(`${base}${path}`, { method, headers, redirect: 'manual' })
}

describe('originCheck', () => {
  test('lets reads through from anywhere', async () => {
    const response = await send('GET', {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    })
    expect(response.status).toBe(200)
  })

  test('refuses every state-changing method from another origin with a plain 403', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await send(method, { Origin: 'https://evil.example' })
      expect(response.status, method).toBe(403)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
      expect(await response.text()).toBe('This request came from another site and was refused.')
    }
  })

  test("accepts the request's own origin and PUBLIC_URL's", async () => {
    expect((await send('POST', { Origin: base })).status).toBe(200)
    expect((await send('POST', { Origin: PUBLIC_URL })).status).toBe(200)
  })

  test('looks alike is not the same: scheme, port and subdomain all count', async () => {
    for (const origin of [
      'http://studio.example',
      'https://studio.example:8443',
      'https://evil.studio.example',
      'https://studio.example.evil.example',
      base.replace('127.0.0.1', 'localhost'),
    ]) {
      expect((await send('POST', { Origin: origin })).status, origin).toBe(403)
    }
  })

  test('falls back to the Referer when there is no Origin', async () => {
    expect((await send('POST', { Referer: `${base}/dashboard?x=1` })).status).toBe(200)
    expect((await send('POST', { Referer: `${PUBLIC_URL}/capsule/abc` })).status).toBe(200)
    expect((await send('POST', { Referer: 'https://evil.example/page' })).status).toBe(403)
    expect((await send('POST', { Referer: 'not a url' })).status).toBe(403)
  })

  test('an unreadable Origin is refused, "null" falls back to the other signals', async () => {
    expect((await send('POST', { Origin: 'garbage' })).status).toBe(403)
    // A page with Referrer-Policy: no-referrer posting to itself (the capsule page).
    expect((await send('POST', { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(
      200,
    )
    // A sandboxed frame on another site.
    expect((await send('POST', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(
      403,
    )
  })

  test('without Origin and Referer, trusts only Sec-Fetch-Site that is absent, same-origin or none', async () => {
    expect((await send('POST')).status).toBe(200) // curl, scripts
    expect((await send('POST', { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200)
    expect((await send('POST', { 'Sec-Fetch-Site': 'none' })).status).toBe(200)
    expect((await send('POST', { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403)
    expect((await send('POST', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
  })

  test('behind a trusted proxy, the forwarded scheme and host make the own origin', async () => {
    const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'shop.example' }
    const proxied = await send(
      'POST',
      { ...forwarded, Origin: 'https://shop.example' },
      '/proxied/form',
    )
    expect(proxied.status).toBe(200)
    // Without trust, the forwarded headers mean nothing: the request came over plain http.
    const direct = await send('POST', { ...forwarded, Origin: 'https://shop.example' })
    expect(direct.status).toBe(403)
  })
})
