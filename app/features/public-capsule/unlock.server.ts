import { setTimeout as sleep } from 'node:timers/promises'

import { capsuleGate, recordWrongPassword } from '~/features/capsules/index.server'
import { clientAddress, rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'
import { knownToGate } from '~/server/unlock-cookie.server'

export const INCORRECT_PASSWORD = 'Incorrect password. Please try again.'
export const TRY_AGAIN_IN_A_MOMENT =
  'Many attempts are being made on this capsule right now. Please try again in a moment.'

/** Per capsule and address: a refusal once over (a right password is given back). */
const PER_ADDRESS = rateLimit({ name: 'capsule-password', max: 8, windowSeconds: 15 * 60 })
/**
 * Per capsule from anywhere (issue 26, point 7): at most `max` passwords being checked at once,
 * each holding its place until its answer (its own delay included); the rest are answered "try
 * again in a moment" without a check. A place is given back when its check ends; a process that
 * dies holding one frees it when the window closes.
 */
const CHECKS_IN_FLIGHT = rateLimit({ name: 'capsule-checks', max: 3, windowSeconds: 30 })
/**
 * The same places, apart, for her (a browser that unlocked the capsule before, or a link from her
 * e-mail): strangers' load never takes hers, nor slows her checks (issue 41, point 5). A link
 * passed on to strangers still gets no more than these places and its own delays.
 */
const HER_CHECKS_IN_FLIGHT = rateLimit({ name: 'capsule-checks-hers', max: 3, windowSeconds: 30 })
/**
 * Per capsule from anywhere: every attempt counted, never refused (that would let strangers lock
 * the client out), but past `max` each check waits longer, up to `MAX_DELAY_MS`. With the places
 * above, a distributed guess gets at most a few checks a second (docs/decisions/009, 029).
 */
const UNDELAYED = 60
const PER_CAPSULE = rateLimit({
  name: 'capsule-password-all',
  max: UNDELAYED,
  windowSeconds: 15 * 60,
})
const HER_PER_CAPSULE = rateLimit({
  name: 'capsule-password-hers',
  max: UNDELAYED,
  windowSeconds: 15 * 60,
})
const DELAY_STEP_MS = 200
const MAX_DELAY_MS = 5_000

/** How long a check waits when the capsule has seen `count` attempts in this window. */
export function guessDelay(count: number): number {
  return Math.min(Math.max(count - UNDELAYED, 0) * DELAY_STEP_MS, MAX_DELAY_MS)
}

export type UnlockResult =
  | { ok: true; cookie: string }
  | { ok: false; status: number; error: string; retryAfterSeconds?: number }

/** Checks a capsule password on the server, within the limits above. */
export async function unlockCapsule(
  request: Request,
  id: string,
  password: string,
): Promise<UnlockResult | null> {
  const gate = await capsuleGate(request, id)
  if (!gate) return null
  if (!gate.asks) return { ok: true, cookie: '' }
  const row = gate.capsule
  const address = `${row.id}:${clientAddress(request)}`
  if (!(await PER_ADDRESS.spend(address)).allowed) {
    await recordWrongPassword(row.id, row.ownerId)
    return { ok: false, status: 429, error: TOO_MANY_ATTEMPTS }
  }
  const hers = await knownToGate(request, row.id)
  const places = hers ? HER_CHECKS_IN_FLIGHT : CHECKS_IN_FLIGHT
  const place = await places.spend(row.id)
  if (!place.allowed) {
    // Counted like any attempt, a refused one holds no place: it is given back at once.
    await places.refund(row.id)
    await recordWrongPassword(row.id, row.ownerId)
    return { ok: false, status: 429, error: TRY_AGAIN_IN_A_MOMENT, retryAfterSeconds: 5 }
  }
  try {
    const attempts = hers ? HER_PER_CAPSULE : PER_CAPSULE
    const delay = guessDelay(await attempts.tally(row.id))
    if (delay > 0) await sleep(delay)
    const cookie = await gate.check(password)
    if (!cookie) {
      await recordWrongPassword(row.id, row.ownerId)
      return { ok: false, status: 401, error: INCORRECT_PASSWORD }
    }
    // A right password never counts against her.
    await Promise.all([PER_ADDRESS.refund(address), attempts.refund(row.id)])
    return { ok: true, cookie }
  } finally {
    await places.refund(row.id)
  }
}
