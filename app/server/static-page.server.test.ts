import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, test } from 'vitest'

import { staticPage } from './static-page.server'

const NONCE = 'cGxhY2Vob2xkZXIxMjM0NQ=='
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('staticPage', () => {
  test('takes the nonces out and allows each inline script by its hash', () => {
    const page = staticPage(
      `<html><script nonce="${NONCE}">a()</script><script type="module" nonce="${NONCE}">import("/x.js")</script><script src="/y.js" nonce="${NONCE}"></script><script nonce="${NONCE}">a()</script></html>`,
      NONCE,
    )
    expect(page?.plain.toString()).toBe(
      '<html><script>a()</script><script type="module">import("/x.js")</script><script src="/y.js"></script><script>a()</script></html>',
    )
    expect(page?.scriptHashes).toEqual([hash('a()'), hash('import("/x.js")')])
  })

  test('fetches its scripts after its content: module preloads at low priority', () => {
    const page = staticPage(
      `<img src="/media/a/320.webp" fetchpriority="high"><link rel="modulepreload" href="/assets/framework.js" nonce="${NONCE}"/><link rel="modulepreload" href="/assets/capsule.js" nonce="${NONCE}"/>`,
      NONCE,
    )
    expect(page?.plain.toString()).toBe(
      '<img src="/media/a/320.webp" fetchpriority="high"><link rel="modulepreload" fetchpriority="low" href="/assets/framework.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/capsule.js"/>',
    )
  })

  test('compresses once, both ways, to the same text', () => {
    const page = staticPage(`<p>${'Capsule '.repeat(200)}</p>`, NONCE)!
    expect(gunzipSync(page.gzip).equals(page.plain)).toBe(true)
    expect(brotliDecompressSync(page.br).equals(page.plain)).toBe(true)
    expect(page.br.length).toBeLessThan(page.plain.length / 10)
  })

  test('refuses a page that uses the nonce anywhere else (it would be shared by everyone)', () => {
    expect(
      staticPage(`<link rel="modulepreload" href="/a.js" nonce="${NONCE}" x="${NONCE}">`, NONCE),
    ).toBeNull()
  })
})
