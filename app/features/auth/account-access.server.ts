// Getting into and out of an account: sign up and its confirmation, sign in (with the second
// step), sign out, a forgotten password. The signed-in account's own screen is
// account-settings.server.ts.
import { APIError } from 'better-auth/api'
import { and, eq, gt } from 'drizzle-orm'
import { logAuthEvent } from '~/server/auth-events.server'
import { auth, getUser } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { user, verification } from '~/server/schema.server'
import { logger } from '~/server/logger.server'
import {
  clientAddress,
  isRateLimited,
  refundRateLimit,
  TOO_MANY_ATTEMPTS,
} from '~/server/rate-limit.server'

/** What an account operation tells the screen: an error for the red box, or success. */
export type AccountResult =
  | { ok: true; headers?: Headers; twoFactor?: boolean }
  | { ok: false; status: number; formError: string; unconfirmed?: boolean }

export const UNEXPECTED_ERROR = 'An unexpected error occurred.'
export const NOT_CONFIRMED =
  'Please confirm your e-mail address first: open the link we sent you. Need a new link?'

/** Per account: guesses at one password. Per address: a whole office or household behind one IP. */
const SIGN_IN_PER_EMAIL = { name: 'sign-in', max: 10, windowSeconds: 15 * 60 }
const SIGN_IN_PER_ADDRESS = { name: 'sign-in-address', max: 30, windowSeconds: 15 * 60 }
const SIGN_UP_LIMIT = { name: 'sign-up', max: 20, windowSeconds: 60 * 60 }
/** Account e-mails (confirmation, reset): per recipient, whoever asks, and per address. */
const EMAIL_PER_RECIPIENT = { name: 'account-email-to', max: 3, windowSeconds: 60 * 60 }
const EMAIL_PER_ADDRESS = { name: 'account-email', max: 10, windowSeconds: 60 * 60 }

/** Counts one account e-mail to `email` asked from this request; true when over a limit. */
async function mailLimited(request: Request, email: string): Promise<boolean> {
  return (
    (await isRateLimited(EMAIL_PER_ADDRESS, [clientAddress(request)])) ||
    (await isRateLimited(EMAIL_PER_RECIPIENT, [email]))
  )
}

/** Only the cookies better-auth set, ready to be sent with a redirect. */
function cookiesOf(headers: Headers): Headers {
  const out = new Headers()
  for (const cookie of headers.getSetCookie()) out.append('set-cookie', cookie)
  return out
}

function failure(error: unknown): AccountResult {
  if (error instanceof APIError) {
    const code = (error.body as { code?: string } | undefined)?.code
    if (code === 'EMAIL_NOT_VERIFIED') {
      return { ok: false, status: 403, formError: NOT_CONFIRMED, unconfirmed: true }
    }
    return { ok: false, status: error.statusCode, formError: error.message }
  }
  logger.error({ err: error }, 'account operation failed')
  return { ok: false, status: 500, formError: UNEXPECTED_ERROR }
}

const limited = (): AccountResult => ({ ok: false, status: 429, formError: TOO_MANY_ATTEMPTS })

/** The id of the account with this e-mail, for the log; null when there is none. */
async function accountIdOf(email: string): Promise<string | null> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return row?.id ?? null
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
  const ip = clientAddress(request)
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

async function checkSignIn(
  request: Request,
  input: { email: string; password: string },
): Promise<AccountResult & { userId?: string }> {
  const overLimit =
    (await isRateLimited(SIGN_IN_PER_EMAIL, [input.email])) ||
    (await isRateLimited(SIGN_IN_PER_ADDRESS, [clientAddress(request)]))
  if (overLimit) return limited()
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    })
    // Only guesses count: a right password is taken back from both limits, so an office that
    // signs in often from one address is never refused.
    await Promise.all([
      refundRateLimit(SIGN_IN_PER_EMAIL, input.email),
      refundRateLimit(SIGN_IN_PER_ADDRESS, clientAddress(request)),
    ])
    // Two-factor sign-in on: no session yet, only the cookie of the second step.
    if ('twoFactorRedirect' in response) {
      return { ok: true, headers: cookiesOf(headers), twoFactor: true }
    }
    return { ok: true, headers: cookiesOf(headers), userId: response.user.id }
  } catch (error) {
    return failure(error)
  }
}

export async function signUp(
  request: Request,
  input: { email: string; password: string },
): Promise<AccountResult> {
  if (await isRateLimited(SIGN_UP_LIMIT, [clientAddress(request)])) return limited()
  if (await isRateLimited(EMAIL_PER_RECIPIENT, [input.email])) return limited()
  try {
    await auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        // Shown nowhere yet; bounded like every stored text.
        name: (input.email.split('@')[0] ?? input.email).slice(0, 200),
        callbackURL: '/dashboard',
      },
      headers: request.headers,
    })
    return { ok: true }
  } catch (error) {
    return failure(error)
  }
}

export async function signOut(request: Request): Promise<Headers> {
  try {
    const signedIn = await getUser(request)
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true })
    if (signedIn) logAuthEvent('sign-out', { userId: signedIn.id, ip: clientAddress(request) })
    return cookiesOf(headers)
  } catch (error) {
    // Signed out already (or the session vanished): nothing to clear on the server.
    logger.warn({ err: error }, 'sign-out without a session')
    return new Headers()
  }
}

export async function resendConfirmation(request: Request, email: string): Promise<AccountResult> {
  if (await mailLimited(request, email)) return limited()
  try {
    await auth.api.sendVerificationEmail({
      body: { email, callbackURL: '/dashboard' },
      headers: request.headers,
    })
    return { ok: true }
  } catch (error) {
    return failure(error)
  }
}

export async function requestPasswordReset(
  request: Request,
  email: string,
): Promise<AccountResult> {
  if (await mailLimited(request, email)) return limited()
  logAuthEvent('password-reset-requested', {
    userId: await accountIdOf(email),
    ip: clientAddress(request),
  })
  try {
    await auth.api.requestPasswordReset({
      body: { email, redirectTo: '/reset-password' },
      headers: request.headers,
    })
    return { ok: true }
  } catch (error) {
    return failure(error)
  }
}

export async function resetPassword(
  request: Request,
  input: { token: string; password: string },
): Promise<AccountResult> {
  try {
    await auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers: request.headers,
    })
    return { ok: true }
  } catch (error) {
    return failure(error)
  }
}

/** Second steps of sign-in: per account and per address, like passwords. */
const SECOND_STEP_PER_ACCOUNT = { name: 'two-factor', max: 10, windowSeconds: 15 * 60 }
const SECOND_STEP_PER_ADDRESS = { name: 'two-factor-address', max: 30, windowSeconds: 15 * 60 }

export const SIGN_IN_EXPIRED = 'This sign-in has expired. Please sign in again.'
export const WRONG_CODE = 'That code is not right. Please try again.'
export const WRONG_RECOVERY_CODE = 'That recovery code is not right, or it was used already.'

const TWO_FACTOR_COOKIE = /^(?:__Secure-)?better-auth\.two_factor$/

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

/**
 * The second step of a two-factor sign-in: a code from the authenticator app, or one of the
 * recovery codes (each works once). Answers the session cookies.
 */
export async function verifySecondStep(
  request: Request,
  input: { code: string; recovery: boolean },
): Promise<AccountResult> {
  const ip = clientAddress(request)
  const userId = await secondStepAccount(request)
  if (!userId) return { ok: false, status: 401, formError: SIGN_IN_EXPIRED }
  const overLimit =
    (await isRateLimited(SECOND_STEP_PER_ACCOUNT, [userId])) ||
    (await isRateLimited(SECOND_STEP_PER_ADDRESS, [ip]))
  if (overLimit) {
    logAuthEvent('sign-in-failed', { userId, ip, reason: 'rate-limited' })
    return limited()
  }
  try {
    const verify = input.recovery ? auth.api.verifyBackupCode : auth.api.verifyTOTP
    const { headers } = await verify({
      body: { code: input.code },
      headers: request.headers,
      returnHeaders: true,
    })
    await Promise.all([
      refundRateLimit(SECOND_STEP_PER_ACCOUNT, userId),
      refundRateLimit(SECOND_STEP_PER_ADDRESS, ip),
    ])
    logAuthEvent('sign-in', { userId, ip, reason: input.recovery ? 'recovery-code' : 'code' })
    return { ok: true, headers: cookiesOf(headers) }
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
