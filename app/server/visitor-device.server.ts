import { createHmac, randomBytes } from 'node:crypto'

import { createCookie } from 'react-router'

import { baseUrl } from './auth.server'
import { authSecret } from './secrets.server'

const ONE_YEAR = 60 * 60 * 24 * 365
const ID = /^[A-Za-z0-9_-]{22}$/

/**
 * The device a visitor acts from (a client giving feedback, someone booking a time): a signed,
 * http-only cookie holding a random id, set with her first change. Her changes spend that
 * device's budget, so a flood from elsewhere never holds her back (issue 26, point 10).
 */
const secure = baseUrl.startsWith('https://')
const deviceCookie = createCookie(`${secure ? '__Host-' : ''}client-device`, {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure,
  maxAge: ONE_YEAR,
  secrets: [authSecret],
})

export type ClientDevice =
  | { id: string; setCookie: null }
  /**
   * A request without the cookie: no device to count yet (limited by its address alone, so a
   * script that drops cookies writes no counter per request, issue 41), and the Set-Cookie header
   * that makes this browser one.
   */
  | { id: null; setCookie: string; newId: string }

/** This request's device: the one its cookie names, or none yet (and its cookie to set). */
export async function clientDevice(request: Request): Promise<ClientDevice> {
  const value: unknown = await deviceCookie.parse(request.headers.get('cookie'))
  if (typeof value === 'string' && ID.test(value)) return { id: value, setCookie: null }
  const newId = randomBytes(16).toString('base64url')
  return { id: null, setCookie: await deviceCookie.serialize(newId), newId }
}

/** What is stored of a device beside what it wrote: a keyed hash, never the cookie's id. */
export const deviceTag = (id: string) =>
  createHmac('sha256', authSecret).update(`visitor-device:${id}`).digest('base64url').slice(0, 32)

/** This request's device's tag; null without the cookie. */
export async function deviceTagOf(request: Request): Promise<string | null> {
  const { id } = await clientDevice(request)
  return id === null ? null : deviceTag(id)
}
