import { createHmac, randomBytes } from 'node:crypto'

import { createCookie } from 'react-router'

import { baseUrl } from '~/server/auth.server'
import { authSecret } from '~/server/secrets.server'

const ONE_YEAR = 60 * 60 * 24 * 365

/**
 * OWASP's device cookie: a browser that signed in to an account before holds a signed cookie
 * naming that account (by a keyed hash of its e-mail, not the e-mail itself) and a random id of
 * the device. Sign-ins from it spend the device's own budget, so strangers guessing at her
 * e-mail from elsewhere never lock her known devices out (issue 26, point 8).
 */
const secure = baseUrl.startsWith('https://')
const deviceCookie = createCookie(`${secure ? '__Host-' : ''}device`, {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure,
  maxAge: ONE_YEAR,
  secrets: [authSecret],
})

type Device = { id: string; login: string }

const loginOf = (email: string) =>
  createHmac('sha256', authSecret).update(`device-login:${email}`).digest('base64url')

async function readDevice(request: Request): Promise<Device | null> {
  const value: unknown = await deviceCookie.parse(request.headers.get('cookie'))
  if (!value || typeof value !== 'object') return null
  const { id, login } = value as Partial<Device>
  return typeof id === 'string' && typeof login === 'string' ? { id, login } : null
}

/** The id of this browser when it signed in to `email`'s account before; null otherwise. */
export async function knownDevice(request: Request, email: string): Promise<string | null> {
  const device = await readDevice(request)
  return device?.login === loginOf(email) ? device.id : null
}

/** The Set-Cookie header that makes this browser a known device of `email`'s account. */
export async function deviceHeader(request: Request, email: string): Promise<string> {
  const id = (await knownDevice(request, email)) ?? randomBytes(16).toString('base64url')
  return deviceCookie.serialize({ id, login: loginOf(email) } satisfies Device)
}
