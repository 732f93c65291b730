import type { AddressInfo } from 'node:net'
import express from 'express'
import type { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { nonceContext } from './nonce'
import { cachedPage } from './page-cache.server'

let renders = 0
let version = 'v1'
let base = ''
const server = express()
server.use((_req, res, next) => {
  res.locals.cspNonce = `nonce-${Math.random().toString(36).slice(2)}`
  next()
})
server.use(
  cachedPage({
    path: '/',
    versionOf: async () => version,
    render: async (_request: Request, context: RouterContextProvider) => {
      renders++
      const nonce = context.get(nonceContext)
      return new Response(`<html><script nonce="${nonce}">hi</script>${version}</html>`, {
        headers: {
          'content-type': 'text/html',
          'content-security-policy': `script-src 'nonce-${nonce}'`,
        },
      })
    },
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

async function get(path = '/') {
  const response = await fetch(`${base}${path}`)
  return {
    status: response.status,
    body: await response.text(),
    csp: response.headers.get('content-security-policy') ?? '',
  }
}

describe('cachedPage', () => {
  test('renders once, and gives every response its own nonce in the HTML and the policy', async () => {
    const first = await get()
    const second = await get()
    expect(renders).toBe(1)
    const nonceOf = (page: { body: string }) => page.body.match(/nonce="([^"]+)"/)?.[1]
    expect(nonceOf(first)).not.toBe(nonceOf(second))
    expect(first.csp).toBe(`script-src 'nonce-${nonceOf(first)}'`)
    expect(second.csp).toBe(`script-src 'nonce-${nonceOf(second)}'`)
    expect(first.body).not.toContain('page-cache-nonce')
  })

  test('renders again once the version (the Site settings) changes', async () => {
    version = 'v2'
    expect((await get()).body).toContain('v2')
    await get()
    expect(renders).toBe(2)
  })

  test('other paths are not cached', async () => {
    expect(await get('/other')).toMatchObject({ status: 404, body: 'fallback' })
  })
})
