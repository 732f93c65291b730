import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { parseCookie } from 'cookie'
import { LRUCache } from 'lru-cache'
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
 * Unlock cookies already read, by the cookie as sent (name=value): its signature (an HMAC through
 * Web Crypto, a fifth of the server's work on a capsule page served from memory, and done again
 * for each of its photos) is checked once per value. The answer for a value never changes while
 * the secret stays, so keeping it is safe; a flood of made-up values only pushes older ones out.
 */
const readCookies = new LRUCache<string, { value: unknown }>({ max: 5_000 })

/**
 * The value of the capsule's unlock cookie in a Cookie header (null: none, or not signed by us).
 * Whether it opens the capsule is the access rule's to say (app/domain/client-access.server.ts).
 */
export async function readUnlockCookie(
  cookieHeader: string | null | undefined,
  capsuleId: string,
): Promise<unknown> {
  const cookie = unlockCookie(capsuleId)
  // As sent (still encoded): React Router's parse below decodes it, once.
  const sent = cookieHeader
    ? parseCookie(cookieHeader, { decode: (raw) => raw })[cookie.name]
    : undefined
  if (sent === undefined) return null
  const own = `${cookie.name}=${sent}`
  let read = readCookies.get(own)
  if (!read) {
    read = { value: await cookie.parse(own) }
    readCookies.set(own, read)
  }
  return read.value
}

/** The Set-Cookie header that opens the capsule in this browser. */
export async function unlockHeader(capsuleId: string, passwordHash: string): Promise<string> {
  return unlockCookie(capsuleId).serialize(unlockFingerprint(capsuleId, passwordHash))
}

/** The same cookie as a request would send it back (name=value). */
export async function unlockRequestCookie(capsuleId: string, passwordHash: string) {
  return (await unlockHeader(capsuleId, passwordHash)).split(';')[0]!
}

/**
 * The key the capsule's links in her own e-mails carry (`?k=`): whoever opens the gate from one
 * is served ahead of strangers guessing at the password (issue 41, point 5). It opens nothing by
 * itself: the password is still asked.
 */
export const gateKey = (capsuleId: string) =>
  createHmac('sha256', authSecret)
    .update(`capsule-gate:${capsuleId}`)
    .digest('base64url')
    .slice(0, 32)

/** The capsule's link as her e-mails give it: with its gate key, then `hash` (without its #). */
export const emailedCapsuleUrl = (origin: string, capsuleId: string, hash?: string) =>
  `${origin}/capsule/${capsuleId}?k=${gateKey(capsuleId)}${hash ? `#${hash}` : ''}`

/**
 * Whether this request comes from her: a browser that unlocked the capsule before (its cookie,
 * signed by us, even for an older password) or a link from her e-mail (its gate key).
 */
export async function knownToGate(request: Request, capsuleId: string): Promise<boolean> {
  if ((await readUnlockCookie(request.headers.get('cookie'), capsuleId)) !== null) return true
  return isGateKey(capsuleId, new URL(request.url).searchParams.get('k') ?? '')
}

/** Whether `key` is the capsule's gate key (the one her e-mails' links carry). */
export function isGateKey(capsuleId: string, key: string): boolean {
  const own = gateKey(capsuleId)
  return key.length === own.length && timingSafeEqual(Buffer.from(key), Buffer.from(own))
}
