// A shop on a loopback address whose product pages change between stock checks: each page's
// availability, price and answer are set by the test, and every request is recorded (when it
// began and ended, and who asked) so a test can see how politely it was asked.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type StockPage = {
  name?: string
  /** schema.org ItemAvailability, by its last part ("InStock", "OutOfStock"). */
  availability?: string
  /** As the shop writes it ("89.00"). */
  price?: string
  currency?: string
  /** Answer with this status instead of the page (403, 429, 404). */
  status?: number
  retryAfter?: string
}

export type StockShopRequest = { path: string; userAgent: string; began: number; ended: number }

export type StockShop = {
  origin: string
  url: (slug: string) => string
  set: (slug: string, page: StockPage) => void
  requests: StockShopRequest[]
  /** The most requests it answered at the same time. */
  mostAtOnce: () => number
  close: () => Promise<void>
}

const DEFAULT_PAGE: Required<Pick<StockPage, 'availability' | 'price' | 'currency'>> = {
  availability: 'InStock',
  price: '120.00',
  currency: 'EUR',
}

function productPage(slug: string, page: StockPage): string {
  const { availability, price, currency } = { ...DEFAULT_PAGE, ...page }
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: page.name ?? `Piece ${slug}`,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: currency,
      availability: `https://schema.org/${availability}`,
    },
  }
  return `<!doctype html><html><head><title>${product.name}</title>
<script type="application/ld+json">${JSON.stringify(product)}</script></head>
<body><h1>${product.name}</h1></body></html>`
}

/** Starts the shop on a free port of `host` (any 127.x.y.z address is this machine). */
export async function startStockShop(host = '127.0.0.1', delayMs = 0): Promise<StockShop> {
  const pages = new Map<string, StockPage>()
  const requests: StockShopRequest[] = []
  let open = 0
  let most = 0
  const server = createServer((request, response) => {
    const began = performance.now()
    open += 1
    most = Math.max(most, open)
    const slug = (request.url ?? '/').replace(/^\/p\//, '').replace(/\?.*$/, '')
    const page = pages.get(slug) ?? {}
    const answer = () => {
      if (page.status) {
        response.writeHead(page.status, page.retryAfter ? { 'Retry-After': page.retryAfter } : {})
        response.end()
      } else {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        response.end(productPage(slug, page))
      }
      open -= 1
      requests.push({
        path: request.url ?? '/',
        userAgent: String(request.headers['user-agent'] ?? ''),
        began,
        ended: performance.now(),
      })
    }
    if (delayMs > 0) setTimeout(answer, delayMs)
    else answer()
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://${host}:${port}`
  return {
    origin,
    url: (slug) => `${origin}/p/${slug}`,
    set: (slug, page) => pages.set(slug, page),
    requests,
    mostAtOnce: () => most,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
