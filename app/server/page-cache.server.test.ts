import { createHash } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import express from 'express'
import type { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { nonceContext } from '~/lib/nonce'

import { cachedPages } from './page-cache.server'

const renders: string[] = []
/** How often the render's headers were asked for. */
let headerAsks = 0
const versions: Record<string, string> = { '/': 'v1', '/a': 'a1', '/b': 'b1', '/c': 'c1' }
let base = ''
const server = express()
server.use((_req, res, next) => {
  res.locals.cspNonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
  next()
})
server.use(
  cachedPages({
    match: async (req) => {
      const version = versions[req.path]
      if (!version) return null
      return {
        version,
        headers: async () => {
          headerAsks++
          return { cookie: `seen=${req.path}` }
        },
      }
    },
    render: async (request: Request, context: RouterContextProvider) => {
      const path = new URL(request.url).pathname
      renders.push(path)
      const nonce = context.get(nonceContext)
      const scripts = `<script nonce="${nonce}">hi</script>`.repeat(3)
      return new Response(
        `<html>${scripts}${versions[path]} ${request.headers.get('cookie')}</html>`,
        {
          headers: {
            'content-type': 'text/html',
            'content-security-policy': `script-src 'nonce-${nonce}'`,
          },
        },
      )
    },
    maxPages: 2,
  }),
)
server.use((_req, res) => {
  res.status(404).send('fallback')
})
let listener: ReturnType<typeof server.listen> | undefined

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    listener = server.listen(0, '127.0.0.1', () => resolve())
  })
  base = `http://127.0.0.1:${(listener!.address() as AddressInfo).port}`
})
afterAll(() => listener?.close())

/** A raw GET, so the test sees the bytes on the wire (fetch would unpack them). */
function get(path = '/', encoding?: string) {
  return new Promise<{
    status: number
    raw: Buffer
    body: string
    headers: Record<string, unknown>
  }>((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { headers: encoding ? { 'accept-encoding': encoding } : {} },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          const unpack =
            encoding === 'gzip' ? gunzipSync : encoding === 'br' ? brotliDecompressSync : null
          resolve({
            status: res.statusCode ?? 0,
            raw,
            body: (unpack ? unpack(raw) : raw).toString(),
            headers: res.headers,
          })
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const HELLO_HASH = `'sha256-${createHash('sha256').update('hi').digest('base64')}'`

describe('cachedPages', () => {
  test('renders once, then sends the same bytes: inline scripts allowed by their hashes', async () => {
    const first = await get('/', 'gzip, deflate, br')
    const second = await get('/', 'gzip, deflate, br')
    expect(renders).toEqual(['/'])
    // The render's headers (a capsule's unlock cookie, signed) are made for the render only.
    expect(headerAsks).toBe(1)
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers.vary).toContain('Accept-Encoding')
    expect(second.raw.equals(first.raw)).toBe(true)
    // No nonce left in the page: the policy names the scripts' hash (once for the three).
    expect(first.body).toBe(
      '<html><script>hi</script><script>hi</script><script>hi</script>v1 seen=/</html>',
    )
    expect(first.headers['content-security-policy']).toBe(`script-src ${HELLO_HASH}`)
    expect(second.headers['content-security-policy']).toBe(`script-src ${HELLO_HASH}`)
  })

  test('gzip for a client that takes no brotli; the text itself for one that takes neither', async () => {
    const gzip = await get('/', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.body).toContain('v1 seen=/')
    const page = await get('/', 'identity')
    expect(page.headers['content-encoding']).toBeUndefined()
    expect(Number(page.headers['content-length'])).toBe(Buffer.byteLength(page.body))
    expect(page.body).toContain('v1 seen=/')
    expect(renders).toEqual(['/'])
  })

  test('renders again once the version changes', async () => {
    versions['/'] = 'v2'
    expect((await get('/')).body).toContain('v2')
    await get('/')
    expect(renders).toEqual(['/', '/'])
  })

  test('keeps the most recently used pages only', async () => {
    renders.length = 0
    await get('/a')
    await get('/b')
    await get('/a')
    expect(renders).toEqual(['/a', '/b'])
    await get('/c') // /b (least recently used) makes room
    await get('/a')
    await get('/b')
    expect(renders).toEqual(['/a', '/b', '/c', '/b'])
  })

  test('requests it does not match, and requests with a query, take the normal way', async () => {
    expect(await get('/other')).toMatchObject({ status: 404, body: 'fallback' })
    renders.length = 0
    expect(await get('/a?x=1')).toMatchObject({ status: 404, body: 'fallback' })
    expect(renders).toEqual([])
  })
})
