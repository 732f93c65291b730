// A local "shop" on 127.0.0.1 for the link-import tests: product pages modelled on real shops'
// markup (tests/fixtures/shops), their photos, a redirect chain, a non-HTML answer, a slow one.
import { readFileSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import sharp from 'sharp'

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'shops')

export const SHOP_PAGES = {
  jsonLd: '/products/gaspard-cardigan',
  openGraph: '/en-gb/harbour-trench-stone',
  microdata: '/women/shoes/alma-loafers',
  noProduct: '/journal/white-shirt',
  /** A product page whose price names no currency. */
  noCurrency: '/accessories/silk-scarf',
  /** Three redirects, then the JSON-LD page. */
  redirectChain: '/go/1',
  /** Four redirects: one too many. */
  redirectLoop: '/loop/1',
  /** A redirect to the same shop through IPv6 loopback ([::1]). */
  redirectToIpv6Loopback: '/share/ipv6',
  notHtml: '/lookbook.pdf',
  slow: '/slow-product',
  missing: '/products/sold-out',
} as const

const PAGE_FILES: Record<string, string> = {
  [SHOP_PAGES.jsonLd]: 'jsonld-product.html',
  [SHOP_PAGES.openGraph]: 'opengraph-product.html',
  [SHOP_PAGES.microdata]: 'microdata-product.html',
  [SHOP_PAGES.noProduct]: 'no-product.html',
  [SHOP_PAGES.noCurrency]: 'no-currency-product.html',
}

export type ShopFixtures = {
  origin: string
  url: (path: string) => string
  close: () => Promise<void>
}

/** Starts the shop on a free port of 127.0.0.1. */
export async function startShopFixtures(): Promise<ShopFixtures> {
  const photo = await sharp({
    create: { width: 900, height: 1200, channels: 3, background: '#c8b89a' },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
  const open = new Set<ServerResponse>()

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop.test')
    const origin = `http://${request.headers.host}`
    open.add(response)
    response.on('close', () => open.delete(response))

    const file = PAGE_FILES[url.pathname]
    if (file) {
      const html = readFileSync(path.join(FIXTURES, file), 'utf8')
        .replaceAll('{{origin}}', origin)
        .replaceAll('{{host}}', request.headers.host ?? '')
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      return response.end(html)
    }
    const chain = /^\/(go|loop)\/(\d)$/.exec(url.pathname)
    if (chain) {
      const step = Number(chain[2])
      const last = chain[1] === 'go' ? 3 : 4
      const next = step < last ? `/${chain[1]}/${step + 1}` : SHOP_PAGES.jsonLd
      const status = [302, 301, 307, 308][step - 1] ?? 302
      response.writeHead(status, { Location: next })
      return response.end()
    }
    if (url.pathname === SHOP_PAGES.redirectToIpv6Loopback) {
      const port = (request.headers.host ?? '').split(':').pop()
      response.writeHead(302, { Location: `http://[::1]:${port}${SHOP_PAGES.jsonLd}` })
      return response.end()
    }
    if (url.pathname.startsWith('/images/')) {
      response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': photo.length })
      return response.end(photo)
    }
    if (url.pathname === SHOP_PAGES.notHtml) {
      response.writeHead(200, { 'Content-Type': 'application/pdf' })
      return response.end('%PDF-1.7\n% a lookbook\n')
    }
    if (url.pathname === SHOP_PAGES.slow) {
      // Headers now, the page never: only the fetcher's deadline ends this.
      response.writeHead(200, { 'Content-Type': 'text/html' })
      response.write('<!doctype html><html><head>')
      return
    }
    response.writeHead(404, { 'Content-Type': 'text/html' })
    response.end('<!doctype html><title>Not found</title>')
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    url: (pathname) => `${origin}${pathname}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy()
        server.close(() => resolve())
      }),
  }
}
