import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import {
  contentSecurityPolicy,
  frameOrigins,
  securityHeaders,
  STRICT_POLICY,
} from './security-headers.server'

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  test('allows scripts only from our origin or with the nonce, never inline or eval', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123==', frameSources: [] }))
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='"])
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(policy.get('font-src')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
  })

  test('frames nothing without configured providers', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n', frameSources: ['', ''] }))
    expect(policy.get('frame-src')).toEqual(["'none'"])
  })

  test('frames only the origins of the booking and newsletter addresses', () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce: 'n',
        frameSources: [
          'https://book.example.com/forms/intake?ref=site',
          'https://news.example.org:8443/embed/signup',
        ],
      }),
    )
    expect(policy.get('frame-src')).toEqual([
      'https://book.example.com',
      'https://news.example.org:8443',
    ])
  })

  test('a form may send the browser on to Stripe Checkout, and nowhere else', () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce: 'n',
        frameSources: [],
        formTargets: ['https://checkout.stripe.com', 'javascript:alert(1)'],
      }),
    )
    expect(policy.get('form-action')).toEqual(["'self'", 'https://checkout.stripe.com'])
  })

  test("adds only Vite's HMR socket in development, never eval", () => {
    const policy = directives(
      contentSecurityPolicy({ nonce: 'n', frameSources: [], development: true }),
    )
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-n'"])
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws:'])
  })

  test('refuses a nonce that could break out of the header', () => {
    expect(() => contentSecurityPolicy({ nonce: "x'; script-src *", frameSources: [] })).toThrow()
  })
})

describe('frameOrigins', () => {
  test('keeps http(s) origins once and drops anything else', () => {
    expect(
      frameOrigins([
        'https://a.example/x',
        'https://a.example/y',
        'http://b.example:8080/',
        'javascript:alert(1)',
        'data:text/html,hi',
        'not a url',
        '',
      ]),
    ).toEqual(['https://a.example', 'http://b.example:8080'])
  })
})

describe('securityHeaders', () => {
  let server: Server
  let base: string

  beforeAll(async () => {
    const app = express()
    app.use(securityHeaders)
    app.get('/json', (_req, res) => {
      res.json({ ok: true })
    })
    // As React Router's Express adapter does with a document's headers: res.append.
    app.get('/document', (_req, res) => {
      res.append('Content-Security-Policy', "default-src 'self'")
      res.type('html').send('<!doctype html><p>hi</p>')
    })
    app.get('/empty', (_req, res) => {
      res.status(204).end()
    })
    server = app.listen(0, '127.0.0.1')
    await new Promise<void>((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  test('every response is nosniff, unframeable and keeps the privacy headers', async () => {
    const response = await fetch(`${base}/json`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    // PUBLIC_URL is not https in the tests.
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  test('responses without a policy of their own get the strict one', async () => {
    for (const path of ['/json', '/empty']) {
      const response = await fetch(`${base}${path}`)
      expect(response.headers.get('content-security-policy'), path).toBe(STRICT_POLICY)
    }
  })

  test("a document's own policy is the only one sent", async () => {
    const response = await fetch(`${base}/document`)
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'")
  })
})
