import { APIError } from 'better-auth/api'
import { and, eq, gt } from 'drizzle-orm'

import { auth } from '~/server/auth.server'
import { logAuthEvent } from '~/server/auth-events.server'
import { user, verification } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import { clientAddress, peerAddress, type RateLimit, rateLimit } from '~/server/rate-limiter.server'
import { recoveryCodeCandidates } from '~/server/recovery-codes.server'

import {
  accountIdOf,
  type AccountResult,
  cookiesOf,
  failure,
  limited,
  NOT_CONFIRMED,
} from './account-results.server'
import { deviceHeader, knownDevice } from './device-cookie.server'
import { signUpWithPassword } from './pending-sign-ups.server'
import { claimTotpStep } from './totp-steps.server'

/**
 * From a browser that never signed in to the account: per address (a whole office or household
 * behind one IP), then per account (guesses at one password). The address is counted first, so a
 * flood from one address writes one counter, not one per e-mail it tries.
 */
const SIGN_IN_PER_ADDRESS = rateLimit({ name: 'sign-in-address', max: 30, windowSeconds: 15 * 60 })
const SIGN_IN_PER_EMAIL = rateLimit({ name: 'sign-in', max: 10, windowSeconds: 15 * 60 })
/**
 * From one of her known devices (its device cookie names the account): that device's own budget
 * only, so strangers who spent the account's budget from elsewhere never lock her out of it.
 */
const SIGN_IN_PER_DEVICE = rateLimit({ name: 'sign-in-device', max: 10, windowSeconds: 15 * 60 })

/** The budgets a sign-in for `email` from this request spends, broadest first. */
async function budgetsOf(request: Request, email: string): Promise<[RateLimit, string][]> {
  const device = await knownDevice(request, email)
  if (device) return [[SIGN_IN_PER_DEVICE, device]]
  return [
    [SIGN_IN_PER_ADDRESS, clientAddress(request)],
    [SIGN_IN_PER_EMAIL, email],
  ]
}

/** Why an operation failed, for the log: better-auth's code, or the HTTP status. */
function reasonOf(result: AccountResult): string | undefined {
  if (result.ok) return undefined
  if (result.unconfirmed) return 'unconfirmed'
  if (result.status === 429) return 'rate-limited'
  if (result.status === 401) return 'wrong-password'
  return `status-${result.status}`
}

export async function signIn(
  request: Request,
  input: { email: string; password: string },
): Promise<AccountResult> {
  const result = await checkSignIn(request, input)
  const ip = peerAddress(request)
  // The password was right; the sign-in is logged once the second step is done too.
  if (result.ok && result.twoFactor) return result
  if (result.ok) {
    logAuthEvent('sign-in', { userId: result.userId ?? null, ip })
  } else {
    const userId = await accountIdOf(input.email)
    logAuthEvent('sign-in-failed', { userId, ip, reason: reasonOf(result) })
  }
  return result
}

/**
 * An account whose address is not confirmed yet has no password of its own: its sign-ups' wait
 * with their links (pending-sign-ups.server.ts). One of them: she is asked to confirm first (and
 * may have its link sent again); any other password is wrong, as for any account. Null when the
 * address is confirmed (or has no account).
 */
async function waitingForConfirmation(input: {
  email: string
  password: string
}): Promise<AccountResult | null> {
  const [row] = await db
    .select({ confirmed: user.emailVerified })
    .from(user)
    .where(eq(user.email, input.email))
  if (!row || row.confirmed) return null
  return (await signUpWithPassword(input.email, input.password))
    ? { ok: false, status: 403, formError: NOT_CONFIRMED, unconfirmed: true }
    : { ok: false, status: 401, formError: INVALID_EMAIL_OR_PASSWORD }
}

/** better-auth's answer to a wrong password, word for word. */
const INVALID_EMAIL_OR_PASSWORD = 'Invalid email or password'

async function checkSignIn(
  request: Request,
  input: { email: string; password: string },
): Promise<AccountResult & { userId?: string }> {
  const budgets = await budgetsOf(request, input.email)
  for (const [limit, subject] of budgets) {
    if (!(await limit.spend(subject)).allowed) return limited()
  }
  const waiting = await waitingForConfirmation(input)
  if (waiting) return waiting
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    })
    // Only guesses count: a right password is given back, so an office that signs in often from
    // one address is never refused.
    await Promise.all(budgets.map(([limit, subject]) => limit.refund(subject)))
    // Two-factor sign-in on: no session yet, only the cookie of the second step.
    if ('twoFactorRedirect' in response) {
      return { ok: true, headers: cookiesOf(headers), twoFactor: true }
    }
    const signedIn = cookiesOf(headers)
    signedIn.append('set-cookie', await deviceHeader(request, input.email))
    return { ok: true, headers: signedIn, userId: response.user.id }
  } catch (error) {
    return failure(error)
  }
}

/** Second steps of sign-in: per account and per address, like passwords. */
const SECOND_STEP_PER_ADDRESS = rateLimit({
  name: 'two-factor-address',
  max: 30,
  windowSeconds: 15 * 60,
})
const SECOND_STEP_PER_ACCOUNT = rateLimit({ name: 'two-factor', max: 10, windowSeconds: 15 * 60 })

export const SIGN_IN_EXPIRED = 'This sign-in has expired. Please sign in again.'
export const WRONG_CODE = 'That code is not right. Please try again.'
export const WRONG_RECOVERY_CODE = 'That recovery code is not right, or it was used already.'
export const USED_CODE = 'That code was used already. Please wait for the next one in your app.'

const TWO_FACTOR_COOKIE = /^(?:__Secure-)?better-auth\.two_factor$/
const SESSION_COOKIE = /^(?:__Secure-)?better-auth\.session_/

/**
 * The request's headers without any session cookie. With one, better-auth would check the code
 * against that session's account (another account's, perhaps) instead of the sign-in's.
 */
function challengeOnly(request: Request): Headers {
  const headers = new Headers(request.headers)
  const cookies = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((cookie) => cookie && !SESSION_COOKIE.test(cookie.split('=')[0] ?? ''))
  headers.set('cookie', cookies.join('; '))
  return headers
}

/**
 * The account a sign-in's second step is for: better-auth's signed two-factor cookie names a
 * verification row that holds the account id. Null when there is none, or it expired.
 */
async function secondStepAccount(request: Request): Promise<string | null> {
  const cookies = (request.headers.get('cookie') ?? '').split(';').map((part) => part.trim())
  const raw = cookies
    .map((cookie) => cookie.split('='))
    .find(([name]) => TWO_FACTOR_COOKIE.test(name ?? ''))?.[1]
  if (!raw) return null
  let identifier: string
  try {
    identifier = decodeURIComponent(raw).split('.')[0] ?? ''
  } catch {
    return null
  }
  if (!identifier.startsWith('2fa-')) return null
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())))
  return row?.value ?? null
}

async function emailOf(userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId))
  return row?.email ?? null
}

/** A recovery code, as typed and then in its written form; throws better-auth's error if neither is right. */
async function verifyRecoveryCode(request: Request, typed: string): Promise<Headers> {
  const [first, ...others] = recoveryCodeCandidates(typed)
  const verify = (code: string) =>
    auth.api.verifyBackupCode({
      body: { code },
      headers: challengeOnly(request),
      returnHeaders: true,
    })
  let attempt = verify(first!)
  for (const code of others) attempt = attempt.catch(() => verify(code))
  return (await attempt).headers
}

/**
 * The second step of a two-factor sign-in: a code from the authenticator app, or one of the
 * recovery codes (each works once). Answers the session cookies.
 */
export async function verifySecondStep(
  request: Request,
  input: { code: string; recovery: boolean },
): Promise<AccountResult> {
  const ip = peerAddress(request)
  const userId = await secondStepAccount(request)
  if (!userId) return { ok: false, status: 401, formError: SIGN_IN_EXPIRED }
  const refused =
    !(await SECOND_STEP_PER_ADDRESS.spend(clientAddress(request))).allowed ||
    !(await SECOND_STEP_PER_ACCOUNT.spend(userId)).allowed
  if (refused) {
    logAuthEvent('sign-in-failed', { userId, ip, reason: 'rate-limited' })
    return limited()
  }
  if (!input.recovery && (await claimTotpStep(userId, input.code)) === 'replayed') {
    logAuthEvent('sign-in-failed', { userId, ip, reason: 'used-code' })
    return { ok: false, status: 401, formError: USED_CODE }
  }
  try {
    const headers = input.recovery
      ? await verifyRecoveryCode(request, input.code)
      : (
          await auth.api.verifyTOTP({
            body: { code: input.code },
            headers: challengeOnly(request),
            returnHeaders: true,
          })
        ).headers
    await Promise.all([
      SECOND_STEP_PER_ADDRESS.refund(clientAddress(request)),
      SECOND_STEP_PER_ACCOUNT.refund(userId),
    ])
    logAuthEvent('sign-in', { userId, ip, reason: input.recovery ? 'recovery-code' : 'code' })
    const signedIn = cookiesOf(headers)
    const email = await emailOf(userId)
    if (email) signedIn.append('set-cookie', await deviceHeader(request, email))
    return { ok: true, headers: signedIn }
  } catch (error) {
    const code = error instanceof APIError ? (error.body as { code?: string })?.code : undefined
    logAuthEvent('sign-in-failed', { userId, ip, reason: code ?? 'error' })
    if (!(error instanceof APIError)) return failure(error)
    if (code === 'INVALID_TWO_FACTOR_COOKIE' || code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') {
      return { ok: false, status: 401, formError: SIGN_IN_EXPIRED }
    }
    if (code === 'ACCOUNT_TEMPORARILY_LOCKED') return limited()
    return {
      ok: false,
      status: 401,
      formError: input.recovery ? WRONG_RECOVERY_CODE : WRONG_CODE,
    }
  }
}
