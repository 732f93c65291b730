import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { gzipWithNonce, plainWithNonce, prepareNonceBody } from './nonce-body.server'

const PLACEHOLDER = 'PLACEHOLDERplaceholder00'
const nonce = () => randomBytes(16).toString('base64')

/** A page like ours: repeated markup, the placeholder in many places, longer than the window. */
function page(rows: number) {
  const parts = ['<!DOCTYPE html><html><head>']
  for (let i = 0; i < 6; i++)
    parts.push(`<script nonce="${PLACEHOLDER}">window.x${i}=${i}</script>`)
  parts.push('</head><body><ul>')
  for (let i = 0; i < rows; i++) {
    parts.push(
      `<li class="card"><h2>Item ${i} · Blazer — ${randomBytes(6).toString('hex')}</h2></li>`,
    )
  }
  parts.push(
    `</ul><script nonce="${PLACEHOLDER}" type="module">import("/a.js")</script></body></html>`,
  )
  return parts.join('')
}

describe('a body sent with a fresh nonce each time', () => {
  test.each([
    ['a short page', 20],
    ['a page longer than the compression window', 2_000],
  ])('%s: the gzip answer unpacks to the page with that nonce everywhere', (_name, rows) => {
    const body = page(rows)
    const prepared = prepareNonceBody(body, PLACEHOLDER)!
    for (const value of [nonce(), nonce()]) {
      const expected = body.replaceAll(PLACEHOLDER, value)
      expect(gunzipSync(gzipWithNonce(prepared, value)).toString()).toBe(expected)
      expect(plainWithNonce(prepared, value).toString()).toBe(expected)
    }
  })

  test('compresses about as well as compressing the whole page at once', () => {
    const body = page(300)
    const prepared = prepareNonceBody(body, PLACEHOLDER)!
    const size = gzipWithNonce(prepared, nonce()).length
    expect(size).toBeLessThan(Buffer.byteLength(body) / 2)
  })

  test('a page with no placeholder, and one with non-ASCII text, come back intact', () => {
    for (const body of ['<p>Élodie’s capsule</p>', `<p>${'é'.repeat(40_000)}</p>`]) {
      const prepared = prepareNonceBody(body, PLACEHOLDER)!
      expect(gunzipSync(gzipWithNonce(prepared, nonce())).toString()).toBe(body)
    }
  })

  test('a body with control characters is not prepared; a nonce of another length is refused', () => {
    expect(prepareNonceBody(`<p>\u0001</p>${PLACEHOLDER}`, PLACEHOLDER)).toBeNull()
    const prepared = prepareNonceBody(page(1), PLACEHOLDER)!
    expect(() => gzipWithNonce(prepared, 'short')).toThrow()
  })
})
