import { timingSafeEqual } from 'node:crypto'

import { createOTP } from '@better-auth/utils/otp'
import { symmetricDecrypt } from 'better-auth/crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'

import { auth } from '~/server/auth.server'
import { twoFactor } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'

/**
 * better-auth's TOTP, computed by its own OTP module (@better-auth/utils): 30-second steps,
 * 6 digits, the step before and after accepted too.
 */
const STEP_SECONDS = 30
const DIGITS = 6
const WINDOW = 1

/** The time step whose code `code` is, within better-auth's window; null when none is. */
async function stepOf(userId: string, code: string, now: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
  if (!row) return null
  const { secretConfig } = await auth.$context
  const secret = await symmetricDecrypt({ key: secretConfig, data: row.secret })
  const otp = createOTP(secret, { digits: DIGITS, period: STEP_SECONDS })
  const current = Math.floor(now / 1000 / STEP_SECONDS)
  const given = Buffer.from(code)
  let matched: number | null = null
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    if (timingSafeEqual(Buffer.from(await otp.hotp(step)), given)) matched = step
  }
  return matched
}

/**
 * RFC 6238 (5.2): a code works once. Claims the time step of `code` for the account, atomically,
 * before better-auth checks it: 'replayed' when that step (or a later one) was used already, so
 * a code seen over her shoulder or caught on the way is refused within its 30 seconds too.
 * 'unknown' when the code is none of the window's (better-auth refuses it and counts it).
 */
export async function claimTotpStep(
  userId: string,
  code: string,
  now = Date.now(),
): Promise<'claimed' | 'replayed' | 'unknown'> {
  const step = await stepOf(userId, code, now)
  if (step === null) return 'unknown'
  const claimed = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactor.id })
  return claimed.length > 0 ? 'claimed' : 'replayed'
}
