import { createHmac } from 'node:crypto'

import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'

import { session } from '~/server/auth-tables.server'

import { createSignedInUser } from '../../tests/support/users'
import { auth, getUser } from './auth.server'
import { db } from './db.server'
import { authSecret } from './secrets.server'
import { LAST_ACTIVE_EVERY_SECONDS, SESSION_EXPIRES_IN_SECONDS } from './session.server'

const DAY = 24 * 60 * 60 * 1000
const COOKIE = 'better-auth.session_token'

const userOf = (cookie: string) =>
  getUser(new Request('http://localhost:3000/dashboard', { headers: { cookie } }))

const tokenOf = (cookie: string) =>
  decodeURIComponent(cookie.split(`${COOKIE}=`)[1]!.split(';')[0]!).split('.')[0]!

const signed = (token: string, secret: string) =>
  `${COOKIE}=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)}`

const lastActiveOf = async (token: string) =>
  (await db.select({ at: session.updatedAt }).from(session).where(eq(session.token, token)))[0]?.at

const expiryOf = async (token: string) =>
  (await db.select({ at: session.expiresAt }).from(session).where(eq(session.token, token)))[0]?.at

describe('the session check', () => {
  test('reads the signed-in account exactly as better-auth does', async () => {
    const stylist = await createSignedInUser()
    const theirs = await auth.api.getSession({ headers: new Headers({ cookie: stylist.cookie }) })
    expect(await userOf(stylist.cookie)).toEqual({
      id: theirs!.user.id,
      email: theirs!.user.email,
      name: theirs!.user.name,
      sessionId: theirs!.session.id,
    })
  })

  test('a cookie that is not signed with the secret, or no cookie, is nobody', async () => {
    const stylist = await createSignedInUser()
    const token = tokenOf(stylist.cookie)
    expect(await userOf(signed(token, authSecret))).toMatchObject({ id: stylist.id })
    expect(await userOf(signed(token, 'another-secret-0123456789abcdefghijkl'))).toBeNull()
    expect(await userOf(`${COOKIE}=${token}`)).toBeNull()
    expect(await userOf(`${COOKIE}=${token}.AAAA`)).toBeNull()
    expect(await userOf(signed('no-such-token', authSecret))).toBeNull()
    expect(await userOf('')).toBeNull()
    expect(await userOf(`${COOKIE}=%E0%A4%A`)).toBeNull()
  })

  test('a signed-out or expired session is nobody; an expired one is deleted', async () => {
    const first = await createSignedInUser()
    await auth.api.signOut({ headers: new Headers({ cookie: first.cookie }) })
    expect(await userOf(first.cookie)).toBeNull()

    const second = await createSignedInUser()
    const token = tokenOf(second.cookie)
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token))
    expect(await userOf(second.cookie)).toBeNull()
    expect(await expiryOf(token)).toBeUndefined()
  })

  test('a session used an hour after its last extension lasts 30 days from now', async () => {
    const stylist = await createSignedInUser()
    const token = tokenOf(stylist.cookie)
    const fresh = await expiryOf(token)
    await userOf(stylist.cookie)
    // Used within the hour: left alone.
    expect(await expiryOf(token)).toEqual(fresh)

    const extendedTwoHoursAgo = new Date(
      Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000 - 2 * 3600_000,
    )
    await db.update(session).set({ expiresAt: extendedTwoHoursAgo }).where(eq(session.token, token))
    await userOf(`${stylist.cookie}; better-auth.dont_remember=x`)
    // A device that asked not to be remembered is not extended.
    expect(await expiryOf(token)).toEqual(extendedTwoHoursAgo)

    await userOf(stylist.cookie)
    const extended = (await expiryOf(token))!.getTime()
    expect(extended).toBeGreaterThan(Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000 - DAY / 24)
  })

  test('her devices\' "Last active" follows her use, written at most every few minutes', async () => {
    const stylist = await createSignedInUser()
    const token = tokenOf(stylist.cookie)
    const longAgo = new Date(Date.now() - (LAST_ACTIVE_EVERY_SECONDS + 60) * 1000)
    await db.update(session).set({ updatedAt: longAgo }).where(eq(session.token, token))
    await userOf(stylist.cookie)
    const refreshed = (await lastActiveOf(token))!
    expect(refreshed.getTime()).toBeGreaterThan(Date.now() - 60_000)

    // Used again at once: no second write.
    await userOf(stylist.cookie)
    expect(await lastActiveOf(token)).toEqual(refreshed)
  })
})
