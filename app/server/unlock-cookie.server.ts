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

const fingerprint = (capsuleId: string, passwordHash: string) =>
  createHash('sha256').update(`${capsuleId}:${passwordHash}`).digest('base64url')

/** True when the request's Cookie header holds this capsule's cookie for its current password. */
export async function isUnlocked(
  cookieHeader: string | null | undefined,
  capsuleId: string,
  passwordHash: string,
): Promise<boolean> {
  const value: unknown = await unlockCookie(capsuleId).parse(cookieHeader ?? null)
  return value === fingerprint(capsuleId, passwordHash)
}

/** The Set-Cookie header that opens the capsule in this browser. */
export async function unlockHeader(capsuleId: string, passwordHash: string): Promise<string> {
  return unlockCookie(capsuleId).serialize(fingerprint(capsuleId, passwordHash))
}

/** The same cookie as a request would send it back (name=value). */
export async function unlockRequestCookie(capsuleId: string, passwordHash: string) {
  return (await unlockHeader(capsuleId, passwordHash)).split(';')[0]!
}
