/**
 * The Express app listening on a loopback port for tests that send it real HTTP requests. Each
 * request comes from the address it names, else the next of `addresses` (the app trusts
 * X-Forwarded-For in these tests, as behind a proxy), and follows no redirect.
 */
import type { AddressInfo } from 'node:net'

import type { Express } from 'express'

export type Send = (
  path: string,
  init?: RequestInit & { from?: string; cookie?: string },
) => Promise<Response>

export async function serveApp(app: Express, addresses: () => string) {
  const server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const send: Send = (path, init = {}) => {
    const headers = new Headers(init.headers)
    headers.set('X-Forwarded-For', init.from ?? addresses())
    if (init.cookie) headers.set('Cookie', init.cookie)
    return fetch(`${base}${path}`, { redirect: 'manual', ...init, headers })
  }
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return { base, send, close }
}
