// Times a capsule's stock and price check (`checkCapsule`) on 200 to-buy pieces spread evenly
// over 10 fixture shops on loopback (127.0.0.1 … 127.0.0.10, each a host of its own for the
// politeness rules, each answering after 40 ms), at the app's rate per shop or `--rate N` a
// minute. Measures the wall time, the highest memory (sampled every 100 ms) and how politely
// each shop was asked, as the shop saw it. Run through scripts/launch.js in a scratch DATA_DIR:
// the database there is opened and migrated by the import of db.server. Prints the result as
// one JSON line.
import { monitorEventLoopDelay } from 'node:perf_hooks'

import { and, eq } from 'drizzle-orm'

import { createCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema } from '~/features/capsules/schema'
import { createClient } from '~/features/clients/clients.server'
import { ClientSchema } from '~/features/clients/schema'
import { createItem } from '~/features/items/items.server'
import { ItemSchema } from '~/features/items/schema'
import { item } from '~/features/items/tables.server'
import { ShopQueue } from '~/features/stock-checks/politeness.server'
import { checkCapsule, markRequested } from '~/features/stock-checks/stock-check.server'
import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import { env } from '~/server/env.server'
import { createId } from '~/server/ids.server'

import { startStockShop, type StockPage, type StockShop } from '../tests/support/stock-shop.ts'
import { sampleMemory } from './process-memory.ts'
import { mostInWindow, shortestSpan, smallestGap } from './shop-politeness.ts'

export type StockCheckResult = {
  pieces: number
  shops: number
  /** How long each fixture shop takes to answer a page. */
  shopDelayMs: number
  /** Pages asked of one shop a minute by this run, and the app's setting (its default: 6). */
  ratePerShopPerMinute: number
  appRatePerShopPerMinute: number
  /** What `checkCapsule` said it did. */
  checked: number
  refused: number
  /** Requests the shops answered, all together. */
  pagesRead: number
  /** Pieces whose stored status and price are what their page said. */
  readingsRight: number
  wallMs: number
  /** The process before the check (the app loaded, its database open) and its highest during it. */
  rssBeforeBytes: number
  peakRssBytes: number
  heapBeforeBytes: number
  peakHeapBytes: number
  memorySamples: number
  /** Politeness as the shops saw it: the worst shop for each figure. */
  mostAtOnce: number
  mostInAnyMinute: number
  smallestGapMs: number | null
  /**
   * The shortest time in which one shop saw `rate + 1` requests begin (at least 60 s when no
   * minute held more than `rate`); null with `rate` or fewer to a shop.
   */
  shortestSpanMs: number | null
  /** The same figures as the app's queue started the requests (before any set-up or wait). */
  queueMostInAnyMinute: number
  queueSmallestGapMs: number | null
  /** The longest the process's event loop was held up during the check (the shops share it). */
  eventLoopDelayMaxMs: number
  /** The limits: one page at a time, `rate` in any minute, 60000 / rate ms apart. */
  allowedAtOnce: number
  allowedInAnyMinute: number
  allowedGapMs: number
}

const PIECES = 200
const SHOPS = 10
const SHOP_DELAY_MS = 40
const AVAILABILITY = ['InStock', 'InStock', 'LimitedAvailability', 'InStock', 'OutOfStock']
const STATUS: Record<string, string> = {
  InStock: 'in_stock',
  LimitedAvailability: 'low_stock',
  OutOfStock: 'sold_out',
}

/** Piece `index`'s page: a mix of in stock, low and sold out, prices from 49 to 348. */
function pageOf(index: number): Required<Pick<StockPage, 'availability' | 'price' | 'currency'>> {
  return {
    availability: AVAILABILITY[index % AVAILABILITY.length]!,
    price: `${49 + ((index * 37) % 300)}.00`,
    currency: 'EUR',
  }
}

function parseRate(args: string[]): number {
  const at = args.indexOf('--rate')
  if (at < 0) return env.STOCK_CHECKS_PER_SHOP_PER_MINUTE
  const rate = Number(args[at + 1])
  if (!Number.isInteger(rate) || rate < 1 || rate > 60) {
    throw new Error('--rate needs a whole number of pages a minute, from 1 to 60')
  }
  return rate
}

/** A confirmed stylist, her client, a capsule and its pieces, each linking to its shop's page. */
async function seedCapsule(shops: StockShop[]) {
  const ownerId = createId()
  await db.insert(user).values({
    id: ownerId,
    name: 'Stock Bench',
    email: `stock-bench-${ownerId}@example.com`,
    emailVerified: true,
  })
  const client = await createClient(ownerId, ClientSchema.parse({ name: 'Margot Bench' }))
  const capsule = await createCapsule(
    ownerId,
    CapsuleSchema.parse({ clientId: client.id, name: 'Two hundred pieces to buy' }),
  )
  if (!capsule.ok) throw new Error(`Could not create the capsule: ${capsule.reason}`)
  const ids: string[] = []
  for (let index = 0; index < PIECES; index++) {
    const shop = shops[index % shops.length]!
    const slug = `piece-${index}`
    shop.set(slug, pageOf(index))
    const made = await createItem(
      ownerId,
      { clientId: client.id, capsuleId: capsule.id },
      ItemSchema.parse({
        name: `Piece ${index + 1}`,
        price: String(59 + ((index * 53) % 300)),
        priceCurrency: 'EUR',
        link: shop.url(slug),
        ownership: 'to_buy',
      }),
    )
    if (!made.ok) throw new Error(`Could not create piece ${index + 1}: ${made.reason}`)
    ids.push(made.id)
  }
  return { ownerId, capsuleId: capsule.id, ids }
}

/** The app's queue, noting when it starts each request to a host. */
class TimedQueue extends ShopQueue {
  readonly starts = new Map<string, number[]>()

  override run<T>(host: string, request: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return super.run(
      host,
      () => {
        this.starts.set(host, [...(this.starts.get(host) ?? []), performance.now()])
        return request()
      },
      signal,
    )
  }
}

const worst = (values: (number | null)[], pick: (...numbers: number[]) => number) => {
  const known = values.filter((value) => value !== null)
  return known.length ? Math.round(pick(...known) * 10) / 10 : null
}

export async function main(args: string[]): Promise<number> {
  const rate = parseRate(args)
  const shops = await Promise.all(
    Array.from({ length: SHOPS }, (_, index) =>
      startStockShop(`127.0.0.${index + 1}`, SHOP_DELAY_MS),
    ),
  )
  try {
    const { ownerId, capsuleId, ids } = await seedCapsule(shops)
    await markRequested(ownerId, capsuleId)
    const queue = new TimedQueue(60_000 / rate)

    const before = process.memoryUsage()
    const memory = sampleMemory()
    const loop = monitorEventLoopDelay({ resolution: 10 })
    loop.enable()
    const started = performance.now()
    const summary = await checkCapsule(ownerId, capsuleId, { allowPrivate: true, queue })
    const wallMs = Math.round(performance.now() - started)
    loop.disable()
    const peak = memory.stop()

    const stored = await db
      .select({ id: item.id, status: item.stockStatus, amount: item.stockPriceAmount })
      .from(item)
      .where(and(eq(item.ownerId, ownerId), eq(item.capsuleId, capsuleId)))
    const byId = new Map(stored.map((row) => [row.id, row]))
    const readingsRight = ids.filter((id, index) => {
      const page = pageOf(index)
      const row = byId.get(id)
      return (
        !!row &&
        row.status === STATUS[page.availability] &&
        row.amount === Math.round(Number(page.price) * 100)
      )
    }).length

    const starts = shops.map((shop) => shop.requests.map((request) => request.began))
    const queued = [...queue.starts.values()]
    const result: StockCheckResult = {
      pieces: PIECES,
      shops: SHOPS,
      shopDelayMs: SHOP_DELAY_MS,
      ratePerShopPerMinute: rate,
      appRatePerShopPerMinute: env.STOCK_CHECKS_PER_SHOP_PER_MINUTE,
      checked: summary.checked,
      refused: summary.refused,
      pagesRead: starts.reduce((sum, times) => sum + times.length, 0),
      readingsRight,
      wallMs,
      rssBeforeBytes: before.rss,
      peakRssBytes: peak.peakRss,
      heapBeforeBytes: before.heapUsed,
      peakHeapBytes: peak.peakHeap,
      memorySamples: peak.samples,
      mostAtOnce: Math.max(...shops.map((shop) => shop.mostAtOnce())),
      mostInAnyMinute: Math.max(...starts.map((times) => mostInWindow(times, 60_000))),
      smallestGapMs: worst(starts.map(smallestGap), Math.min),
      shortestSpanMs: worst(
        starts.map((times) => shortestSpan(times, rate + 1)),
        Math.min,
      ),
      queueMostInAnyMinute: Math.max(...queued.map((times) => mostInWindow(times, 60_000))),
      queueSmallestGapMs: worst(queued.map(smallestGap), Math.min),
      eventLoopDelayMaxMs: Math.round(loop.max / 1e5) / 10,
      allowedAtOnce: 1,
      allowedInAnyMinute: rate,
      allowedGapMs: 60_000 / rate,
    }
    console.info(`STOCK_CHECK_RESULT ${JSON.stringify(result)}`)
    return 0
  } finally {
    await Promise.all(shops.map((shop) => shop.close()))
  }
}
