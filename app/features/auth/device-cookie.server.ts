import { createHmac, randomBytes } from 'node:crypto'

import { eq, sql } from 'drizzle-orm'
import { createCookie } from 'react-router'

import { baseUrl } from '~/server/auth.server'
import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import type { Tx } from '~/server/db-types.server'
import { authSecret } from '~/server/secrets.server'

const ONE_YEAR = 60 * 60 * 24 * 365

/**
 * OWASP's device cookie: a browser that signed in to an account before holds a signed cookie
 * naming that account (by a keyed hash of its e-mail and of the account's security stamp, not
 * the e-mail itself) and a random id of the device. Sign-ins from it spend the device's own small
 * budget, so strangers guessing at her e-mail from elsewhere never lock her known devices out
 * (issue 26, point 8). The stamp moves with every change of password and with "Sign out other
 * devices": every cookie given before then counts as a stranger's (issue 41, point 3).
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

/** The account's security stamp; null when there is no account with this e-mail. */
async function stampOf(email: string): Promise<number | null> {
  const [row] = await db
    .select({ stamp: user.securityStamp })
    .from(user)
    .where(eq(user.email, email))
  return row?.stamp ?? null
}

const loginOf = (email: string, stamp: number) =>
  createHmac('sha256', authSecret).update(`device-login:${email}:${stamp}`).digest('base64url')

async function readDevice(request: Request): Promise<Device | null> {
  const value: unknown = await deviceCookie.parse(request.headers.get('cookie'))
  if (!value || typeof value !== 'object') return null
  const { id, login } = value as Partial<Device>
  return typeof id === 'string' && typeof login === 'string' ? { id, login } : null
}

/**
 * The id of this browser when it signed in to `email`'s account since the account's stamp last
 * moved; null otherwise.
 */
export async function knownDevice(request: Request, email: string): Promise<string | null> {
  const device = await readDevice(request)
  if (!device) return null
  const stamp = await stampOf(email)
  return stamp !== null && device.login === loginOf(email, stamp) ? device.id : null
}

/** The Set-Cookie header that makes this browser a known device of `email`'s account. */
export async function deviceHeader(request: Request, email: string): Promise<string> {
  const id = (await knownDevice(request, email)) ?? randomBytes(16).toString('base64url')
  const stamp = (await stampOf(email)) ?? 0
  return deviceCookie.serialize({ id, login: loginOf(email, stamp) } satisfies Device)
}

/** Moves the account's stamp: every device cookie given before counts as a stranger's. */
export async function moveSecurityStamp(userId: string, tx?: Tx): Promise<void> {
  await (tx ?? db)
    .update(user)
    .set({ securityStamp: sql`${user.securityStamp} + 1` })
    .where(eq(user.id, userId))
}
