import { createHash } from 'node:crypto'

import { createCookie } from 'react-router'

import { baseUrl } from '~/server/auth.server'
import { authSecret } from '~/server/secrets.server'

const THIRTY_DAYS = 60 * 60 * 24 * 30

/**
 * One signed, http-only cookie per capsule, named after it, so one capsule's cookie never opens
 * another. Its value is a fingerprint of the current password hash: changing or removing the
 * password makes every earlier unlock void.
 */
function unlockCookie(capsuleId: string) {
  const secure = baseUrl.startsWith('https://')
  // Over https, `__Host-`: the browser keeps it only if it is Secure, for this host and path=/.
  return createCookie(`${secure ? '__Host-' : ''}capsule-${capsuleId}`, {
    // Sent with the capsule page and with its photos (/media), which check it too.
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: THIRTY_DAYS,
    secrets: [authSecret],
  })
}

/** What the cookie holds for a capsule's current password (a new password makes a new one). */
export const unlockFingerprint = (capsuleId: string, passwordHash: string) =>
  createHash('sha256').update(`${capsuleId}:${passwordHash}`).digest('base64url')

/**
 * The value of the capsule's unlock cookie in a Cookie header (null: none, or not signed by us).
 * Whether it opens the capsule is the access rule's to say (app/domain/capsule-access.server.ts).
 */
export async function readUnlockCookie(
  cookieHeader: string | null | undefined,
  capsuleId: string,
): Promise<unknown> {
  return unlockCookie(capsuleId).parse(cookieHeader ?? null)
}

/** The Set-Cookie header that opens the capsule in this browser. */
export async function unlockHeader(capsuleId: string, passwordHash: string): Promise<string> {
  return unlockCookie(capsuleId).serialize(unlockFingerprint(capsuleId, passwordHash))
}

/** The same cookie as a request would send it back (name=value). */
export async function unlockRequestCookie(capsuleId: string, passwordHash: string) {
  return (await unlockHeader(capsuleId, passwordHash)).split(';')[0]!
}
