import { APIError } from 'better-auth/api'
import { and, desc, eq, gt, ne } from 'drizzle-orm'

import type { FormResult } from '~/lib/form-errors'
import { auth, sendPasswordChangedNotice, type SessionUser } from '~/server/auth.server'
import { logAuthEvent } from '~/server/auth-events.server'
import { session, user as userTable } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { peerAddress, rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'

import { sendTwoFactorNotice } from './account-notices.server'
import { UNEXPECTED_ERROR } from './account-results.server'
import { deviceHeader, moveSecurityStamp } from './device-cookie.server'
import { qrCodeSvg } from './qr-code.server'
import { claimTotpStep } from './totp-steps.server'

/** A signed-in device as the account screen lists it. */
export type Device = {
  id: string
  browser: string
  address: string
  lastActive: string
  current: boolean
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

/** "Chrome on macOS", from a User-Agent header; "Unknown browser" when it says nothing useful. */
export function describeBrowser(userAgent: string | null): string {
  const agent = userAgent ?? ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? (system ? `A browser on ${system}` : 'Unknown browser')
}

/** The account's sessions that have not expired, this one first, then the most recently active. */
export async function listDevices(user: SessionUser): Promise<Device[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, user.id), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt))
  const devices = rows.map((row) => ({
    id: row.id,
    browser: describeBrowser(row.userAgent),
    address: row.ipAddress || 'Unknown address',
    lastActive: row.updatedAt.toISOString(),
    current: row.id === user.sessionId,
  }))
  return [...devices.filter((device) => device.current), ...devices.filter((d) => !d.current)]
}

/** Ends one of the account's other sessions at once. False when there is no such session. */
export async function signOutDevice(
  request: Request,
  user: SessionUser,
  sessionId: string,
): Promise<boolean> {
  const ended = await db
    .delete(session)
    .where(
      and(eq(session.id, sessionId), eq(session.userId, user.id), ne(session.id, user.sessionId)),
    )
    .returning({ id: session.id })
  if (ended.length === 0) return false
  logAuthEvent('session-revoked', { userId: user.id, ip: peerAddress(request), sessions: 1 })
  return true
}

/**
 * Ends every session of the account but this one, and makes every device cookie given before a
 * stranger's (this browser gets a new one). Answers how many sessions ended, and the cookie.
 */
export async function signOutOtherDevices(
  request: Request,
  user: SessionUser,
): Promise<{ ended: number; headers: Headers }> {
  await moveSecurityStamp(user.id)
  const headers = new Headers({ 'set-cookie': await deviceHeader(request, user.email) })
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, user.id), ne(session.id, user.sessionId)))
    .returning({ id: session.id })
  if (ended.length > 0) {
    logAuthEvent('session-revoked', {
      userId: user.id,
      ip: peerAddress(request),
      sessions: ended.length,
    })
  }
  return { ended: ended.length, headers }
}

/** Guesses at the current password, per account: the screen is open in a signed-in browser. */
const PASSWORD_CHECKS = rateLimit({ name: 'password-check', max: 10, windowSeconds: 15 * 60 })

export const WRONG_PASSWORD = 'That is not your current password.'

function cookiesOf(headers: Headers): Headers {
  const cookies = new Headers()
  for (const cookie of headers.getSetCookie()) cookies.append('set-cookie', cookie)
  return cookies
}

type Answer = { ok: true; headers?: Headers } | { ok: false; status: number; result: FormResult }

/** An error of better-auth as the account screen shows it: a wrong password, or unexpected. */
function refused(error: unknown, field: string, message: string): Answer {
  if (error instanceof APIError && error.statusCode < 500) {
    return { ok: false, status: 400, result: { errors: { [field]: message } } }
  }
  logger.error({ err: error }, 'account change failed')
  return { ok: false, status: 500, result: { formError: UNEXPECTED_ERROR } }
}

/** Counts one password check of the account; the answer when the limit refuses it, else null. */
const overLimit = async (user: SessionUser) =>
  (await PASSWORD_CHECKS.spend(user.id)).allowed
    ? null
    : ({ ok: false, status: 429, result: { formError: TOO_MANY_ATTEMPTS } } as const)

/**
 * Changes the password after checking the current one, ends every other session and device
 * cookie, and mails a notice. Answers the new session's cookies (better-auth replaces this
 * session too) and this browser's new device cookie.
 */
export async function changePassword(
  request: Request,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
): Promise<Answer> {
  const limited = await overLimit(user)
  if (limited) return limited
  try {
    const { headers } = await auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    })
    logAuthEvent('password-changed', { userId: user.id, ip: peerAddress(request) })
    // Every device cookie given before is a stranger's now; this browser gets a new one.
    await moveSecurityStamp(user.id)
    const renewed = cookiesOf(headers)
    renewed.append('set-cookie', await deviceHeader(request, user.email))
    await sendPasswordChangedNotice(user.email)
    return { ok: true, headers: renewed }
  } catch (error) {
    return refused(error, 'currentPassword', WRONG_PASSWORD)
  }
}

/** Whether the account signs in with a second step. */
export async function hasTwoFactor(userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: userTable.twoFactorEnabled })
    .from(userTable)
    .where(eq(userTable.id, userId))
  return row?.on ?? false
}

export const WRONG_SETUP_CODE =
  'That code is not right. Check the time on your phone and enter the newest code.'
export const ALREADY_ON =
  'Two-factor sign-in is already on. To set it up on another phone, turn it off first.'
export const USED_SETUP_CODE =
  'That code was used already. Please enter the next one from your app.'

/**
 * First step of turning two-factor sign-in on (the password again): a new secret for the
 * authenticator app and recovery codes. It is on only once a code from the app is confirmed.
 */
export async function startTwoFactor(
  request: Request,
  user: SessionUser,
  password: string,
): Promise<
  Answer & { setup?: { secret: string; uri: string; qr: string; recoveryCodes: string[] } }
> {
  if (await hasTwoFactor(user.id)) {
    return { ok: false, status: 409, result: { formError: ALREADY_ON } }
  }
  const limited = await overLimit(user)
  if (limited) return limited
  try {
    const enabled = await auth.api.enableTwoFactor({
      body: { password, method: 'totp' },
      headers: request.headers,
    })
    if (enabled.method !== 'totp') throw new Error('two-factor setup without a secret')
    const { totpURI, backupCodes } = enabled
    const secret = new URL(totpURI).searchParams.get('secret') ?? ''
    return {
      ok: true,
      setup: { secret, uri: totpURI, qr: qrCodeSvg(totpURI), recoveryCodes: backupCodes },
    }
  } catch (error) {
    return refused(error, 'password', WRONG_PASSWORD.replace('current ', ''))
  }
}

/** Turns two-factor sign-in on with a code from the app; better-auth renews this session. */
export async function confirmTwoFactor(
  request: Request,
  user: SessionUser,
  code: string,
): Promise<Answer> {
  const limited = await overLimit(user)
  if (limited) return limited
  if ((await claimTotpStep(user.id, code)) === 'replayed') {
    return { ok: false, status: 400, result: { errors: { code: USED_SETUP_CODE } } }
  }
  try {
    const { headers } = await auth.api.verifyTOTP({
      body: { code },
      headers: request.headers,
      returnHeaders: true,
    })
    logAuthEvent('two-factor-enabled', { userId: user.id, ip: peerAddress(request) })
    await sendTwoFactorNotice(user.email, true)
    return { ok: true, headers: cookiesOf(headers) }
  } catch (error) {
    return refused(error, 'code', WRONG_SETUP_CODE)
  }
}

/** Turns two-factor sign-in off, with the password; better-auth renews this session. */
export async function turnOffTwoFactor(
  request: Request,
  user: SessionUser,
  password: string,
): Promise<Answer> {
  const limited = await overLimit(user)
  if (limited) return limited
  try {
    const { headers } = await auth.api.disableTwoFactor({
      body: { password },
      headers: request.headers,
      returnHeaders: true,
    })
    logAuthEvent('two-factor-disabled', { userId: user.id, ip: peerAddress(request) })
    await sendTwoFactorNotice(user.email, false)
    return { ok: true, headers: cookiesOf(headers) }
  } catch (error) {
    return refused(error, 'password', WRONG_PASSWORD.replace('current ', ''))
  }
}
