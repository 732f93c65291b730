// Checks the stock and price of a capsule's to-buy pieces (and their alternates) on their shop
// pages: each page is read again through the safe fetcher, politely (politeness.server.ts), and
// what it says is kept on the piece (item.stock_*), which the client's page and the stylist's
// capsule card show.
import { and, eq } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'

import { pieceView as item, recordStockFinding } from '~/features/items/index.server'
import { fetchProductPage } from '~/features/link-import/index.server'
import type { Money } from '~/lib/money'
import type { StockStatus } from '~/lib/stock'
import { db } from '~/server/db.server'
import { env } from '~/server/env.server'
import { logger } from '~/server/logger.server'
import { LinkImportError } from '~/server/safe-fetch.server'

import { toCheck } from './capsule-stock.server'
import {
  isBackedOff,
  recordAnswer,
  recordRefusal,
  type ShopQueue,
  shopQueue,
  STOCK_CHECK_USER_AGENT,
} from './politeness.server'
import { readStock } from './read-stock'
import { stockCheck } from './tables.server'

/** What one page said; `refused`: the shop is backed off, nothing was asked of it. */
type Finding = { status: StockStatus; price: Money | null } | 'refused'

/** What a check did, for the Jobs section's log and the tests. */
export type CheckSummary = { checked: number; refused: number; shops: number }

/**
 * Shops read at the same time by one check, each of them one page at a time: at most this many
 * pages (2 MB each at most) in memory at once.
 */
const SHOPS_AT_ONCE = 10

/** How long a page's reading is reused: a shop link in two capsules is read once. */
const READING_TTL_MS = 10 * 60 * 1000
const readings = new LRUCache<string, { status: StockStatus; price: Money | null }>({
  max: 5000,
  ttl: READING_TTL_MS,
})

/** Forgets every reading (tests whose shop pages change between checks). */
export const forgetReadings = () => readings.clear()

const hostOf = (link: string) => {
  try {
    return new URL(link).hostname.toLowerCase()
  } catch {
    return null
  }
}

/** How a check reaches the shops; the defaults are the app's (tests give their own). */
export type CheckOptions = {
  signal?: AbortSignal
  /** LINK_IMPORT_ALLOW_PRIVATE: loopback fixture shops, in tests only. */
  allowPrivate?: boolean
  /** The queue that spaces the requests to each shop. */
  queue?: ShopQueue
}

async function readPage(
  link: string,
  host: string,
  { signal, allowPrivate = env.LINK_IMPORT_ALLOW_PRIVATE, queue = shopQueue }: CheckOptions,
): Promise<Finding> {
  const known = readings.get(link)
  if (known) return known
  if (await isBackedOff(host)) return 'refused'
  return queue.run(
    host,
    async () => {
      try {
        const { product } = await fetchProductPage(link, {
          allowPrivate,
          userAgent: STOCK_CHECK_USER_AGENT,
        })
        const finding = readStock(product)
        readings.set(link, finding)
        await recordAnswer(host)
        return finding
      } catch (error) {
        if (!(error instanceof LinkImportError)) throw error
        const status = error.answer?.status
        if (status === 403 || status === 429) {
          await recordRefusal(host, error.answer?.retryAfterSeconds ?? null)
          logger.warn({ host, status }, 'A shop refused a stock check: backed off')
          return 'refused'
        }
        return { status: 'unknown', price: null }
      }
    },
    signal,
  )
}

/** The pieces to check: to-buy pieces with a shop link, and alternates with one. */
function piecesToCheck(ownerId: string, capsuleId: string) {
  return db
    .select({ id: item.id, link: item.link })
    .from(item)
    .where(and(eq(item.ownerId, ownerId), eq(item.capsuleId, capsuleId), toCheck))
}

/** Marks a capsule's check asked for (by her, or the schedule); it is finished by `checkCapsule`. */
export async function markRequested(ownerId: string, capsuleId: string): Promise<void> {
  const now = new Date()
  await db
    .insert(stockCheck)
    .values({ capsuleId, ownerId, requestedAt: now })
    .onConflictDoUpdate({
      target: stockCheck.capsuleId,
      set: { requestedAt: now, finishedAt: null },
    })
}

/**
 * Reads the shop page of every piece to check in the capsule, a few shops at a time, and keeps
 * what each said on the piece. A shop that refused (now or before) leaves its pieces' last
 * reading as it was. A capsule that is not hers is not checked.
 */
export async function checkCapsule(
  ownerId: string,
  capsuleId: string,
  options: CheckOptions = {},
): Promise<CheckSummary> {
  const pieces = await piecesToCheck(ownerId, capsuleId)
  const byShop = new Map<string, { id: string; link: string }[]>()
  for (const piece of pieces) {
    const host = piece.link && hostOf(piece.link)
    if (!host || !piece.link) continue
    byShop.set(host, [...(byShop.get(host) ?? []), { id: piece.id, link: piece.link }])
  }
  const summary: CheckSummary = { checked: 0, refused: 0, shops: byShop.size }
  const shops = [...byShop.entries()]
  const worker = async () => {
    for (let next = shops.shift(); next; next = shops.shift()) {
      const [host, list] = next
      for (const piece of list) {
        const finding = await readPage(piece.link, host, options)
        if (finding === 'refused') {
          summary.refused += 1
          continue
        }
        summary.checked += 1
        await recordStockFinding(ownerId, piece.id, finding)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(SHOPS_AT_ONCE, shops.length) }, worker))
  await db
    .update(stockCheck)
    .set({ finishedAt: new Date() })
    .where(and(eq(stockCheck.capsuleId, capsuleId), eq(stockCheck.ownerId, ownerId)))
  return summary
}
