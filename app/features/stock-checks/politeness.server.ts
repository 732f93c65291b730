// How the stock checks treat the shops they read (docs/decisions/036-stock-and-price-checks.md): one page
// of a shop at a time and a few a minute (per instance), a User-Agent that says who asks, a page
// read once in a while however many capsules hold it, and a shop that answers 403 or 429 left
// alone, for longer each time it refuses again (shared by every instance, in the database).
import { eq, sql } from 'drizzle-orm'

import { baseUrl } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { env } from '~/server/env.server'

import { shopBackoff } from './tables.server'

/** The User-Agent of every stock check: the product, and where its owner can be found. */
export const STOCK_CHECK_USER_AGENT = `CapsuleStudio/1.0 (stock and price check; +${baseUrl})`

/** The first wait after a refusal (or its Retry-After, if longer); doubled for each one after. */
export const FIRST_BACKOFF_SECONDS = 15 * 60
export const MAX_BACKOFF_SECONDS = 24 * 60 * 60

/**
 * Runs requests to one shop one after the other, each starting at least `intervalMs` after the
 * answer to the one before. Different shops do not wait for each other.
 */
export class ShopQueue {
  readonly #tails = new Map<string, Promise<void>>()
  readonly #lastAnswer = new Map<string, number>()

  constructor(private readonly intervalMs: number) {}

  run<T>(host: string, request: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const previous = this.#tails.get(host) ?? Promise.resolve()
    const result = previous.then(async () => {
      signal?.throwIfAborted()
      // From the end of the shop's previous answer, checked again after each pause (a timer may
      // fire a little early): however slowly it answered, the next page waits the whole interval.
      const due = () => (this.#lastAnswer.get(host) ?? -Infinity) + this.intervalMs
      while (due() > performance.now()) await pause(due() - performance.now(), signal)
      try {
        return await request()
      } finally {
        this.#lastAnswer.set(host, performance.now())
      }
    })
    const tail = result.then(
      () => undefined,
      () => undefined,
    )
    this.#tails.set(host, tail)
    void tail.then(() => {
      if (this.#tails.get(host) === tail) this.#tails.delete(host)
    })
    return result
  }
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/** This instance's queue of shop requests, at STOCK_CHECKS_PER_SHOP_PER_MINUTE. */
export const shopQueue = new ShopQueue(60_000 / env.STOCK_CHECKS_PER_SHOP_PER_MINUTE)

/** Whether the shop asked to be left alone and its time is not over. */
export async function isBackedOff(host: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ until: shopBackoff.backoffUntil })
    .from(shopBackoff)
    .where(eq(shopBackoff.host, host))
  return !!row && row.until > now
}

/**
 * The shop refused (403, 429): leave it alone for its Retry-After or FIRST_BACKOFF_SECONDS,
 * doubled for each refusal in a row, at most a day.
 */
export async function recordRefusal(
  host: string,
  retryAfterSeconds: number | null,
  now = new Date(),
): Promise<void> {
  const [row] = await db
    .select({ refusals: shopBackoff.refusals })
    .from(shopBackoff)
    .where(eq(shopBackoff.host, host))
  const refusals = (row?.refusals ?? 0) + 1
  const seconds = Math.min(
    MAX_BACKOFF_SECONDS,
    Math.max(retryAfterSeconds ?? 0, FIRST_BACKOFF_SECONDS * 2 ** (refusals - 1)),
  )
  const until = new Date(now.getTime() + seconds * 1000)
  await db
    .insert(shopBackoff)
    .values({ host, refusals, backoffUntil: until })
    .onConflictDoUpdate({
      target: shopBackoff.host,
      set: { refusals: sql`excluded.refusals`, backoffUntil: sql`excluded.backoff_until` },
    })
}

/** The shop answered: it is no longer backed off. */
export async function recordAnswer(host: string): Promise<void> {
  await db.delete(shopBackoff).where(eq(shopBackoff.host, host))
}
