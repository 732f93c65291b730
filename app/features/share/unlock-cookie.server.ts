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
  return createCookie(`capsule-${capsuleId}`, {
    path: '/capsule',
    httpOnly: true,
    sameSite: 'lax',
    secure: baseUrl.startsWith('https://'),
    maxAge: THIRTY_DAYS,
    secrets: [authSecret],
  })
}

const fingerprint = (capsuleId: string, passwordHash: string) =>
  createHash('sha256').update(`${capsuleId}:${passwordHash}`).digest('base64url')

export async function isUnlocked(
  request: Request,
  capsuleId: string,
  passwordHash: string,
): Promise<boolean> {
  const value: unknown = await unlockCookie(capsuleId).parse(request.headers.get('cookie'))
  return value === fingerprint(capsuleId, passwordHash)
}

export async function unlockHeader(capsuleId: string, passwordHash: string): Promise<string> {
  return unlockCookie(capsuleId).serialize(fingerprint(capsuleId, passwordHash))
}
