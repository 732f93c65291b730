import { lt } from 'drizzle-orm'
import ipaddr from 'ipaddr.js'
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'

import { rateLimiter } from '~/server/tables.server'

import { db } from './db.server'

/** A limit: at most `max` attempts per subject in a window of `windowSeconds`. */
export type Limit = { name: string; max: number; windowSeconds: number }

/** What counting an attempt answered: allowed, or refused with when to try again. */
export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.'

/**
 * One limit, counted in the database with rate-limiter-flexible's Drizzle store (decision 026):
 * every app instance shares the counters, on the embedded database and on PostgreSQL alike.
 * A window opens with a subject's first attempt and closes `windowSeconds` later.
 */
export type RateLimit = {
  /** Counts one attempt for `subject` (even a refused one) and says whether it is allowed. */
  spend(subject: string): Promise<Verdict>
  /** Whether `subject` has no attempt left in this window, without counting one. */
  isSpent(subject: string): Promise<boolean>
  /** Gives back one attempt counted this window (a right password must not count against her). */
  refund(subject: string): Promise<void>
  /**
   * Counts one attempt like `spend`, never refusing, and answers how many this window holds,
   * this one included (for a delay that grows with them).
   */
  tally(subject: string): Promise<number>
}

export function rateLimit(limit: Limit): RateLimit {
  const store = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimiter,
    keyPrefix: limit.name,
    points: limit.max,
    duration: limit.windowSeconds,
    // Expired rows are purged by purgeExpiredCounters on the app's schedule, not by a timer of
    // each limit's own.
    clearExpiredByTimeout: false,
  })
  return {
    async spend(subject) {
      try {
        await store.consume(subject)
        return { allowed: true }
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error
        return { allowed: false, retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) }
      }
    },
    async isSpent(subject) {
      const counted = await store.get(subject)
      return counted !== null && counted.consumedPoints >= limit.max
    },
    async refund(subject) {
      const counted = await store.get(subject)
      if (counted && counted.consumedPoints > 0) await store.reward(subject, 1)
    },
    async tally(subject) {
      try {
        return (await store.consume(subject)).consumedPoints
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error
        return error.consumedPoints
      }
    },
  }
}

/** Deletes the counters whose window has closed; answers how many went. */
export async function purgeExpiredCounters(now = new Date()): Promise<number> {
  const purged = await db
    .delete(rateLimiter)
    .where(lt(rateLimiter.expire, now))
    .returning({ key: rateLimiter.key })
  return purged.length
}

/** The peer's address as the Express server saw it (see app.server.ts), for the log. */
export function peerAddress(request: Request): string {
  return request.headers.get('x-real-ip') ?? 'unknown'
}

/**
 * Who a per-address limit counts: an IPv4 address alone (one written as IPv6, `::ffff:…`, too),
 * and an IPv6 address by its /64, the block one home, office or server gets (issue 41, point 6).
 */
export function limitSubjectOf(address: string): string {
  const bare = address.replace(/%.*$/, '')
  if (!ipaddr.isValid(bare)) return address
  const parsed = ipaddr.process(bare)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`
}

/** The client address every per-address limit counts (see limitSubjectOf). */
export function clientAddress(request: Request): string {
  return limitSubjectOf(peerAddress(request))
}
