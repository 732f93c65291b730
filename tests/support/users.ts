import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'

import { auth } from '~/server/auth.server'
import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'

export type TestUser = { id: string; email: string; cookie: string }

let counter = 0

/** A confirmed, signed-in stylist account (skipping the e-mail round trip the auth tests cover). */
export async function createSignedInUser(label = 'stylist'): Promise<TestUser> {
  const email = `${label}-${Date.now()}-${++counter}@example.com`
  const password = 'test-password-123'
  const { user: created } = await auth.api.signUpEmail({ body: { email, password, name: label } })
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id))
  const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true })
  const cookie = headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  return { id: created.id, email, cookie }
}

/** The arguments React Router passes to a loader or action, for calling one directly. */
export function routeArgs<Params extends Record<string, string> = Record<string, never>>(
  path: string,
  options: {
    user?: TestUser
    form?: Record<string, string>
    params?: Params
    headers?: Record<string, string>
  } = {},
) {
  const headers = new Headers({ 'x-real-ip': '127.0.0.1', ...options.headers })
  if (options.user) headers.set('cookie', options.user.cookie)
  const init: RequestInit = { headers }
  if (options.form) {
    init.method = 'POST'
    init.body = new URLSearchParams(options.form)
  }
  const request = new Request(`http://localhost:3000${path}`, init)
  return {
    request,
    url: new URL(request.url),
    pattern: path,
    params: options.params ?? ({} as Params),
    context: new RouterContextProvider(),
  }
}

/** Runs a loader or action and returns what it answered: status and body, thrown or returned. */
export async function answer(
  run: () => Promise<unknown>,
): Promise<{ status: number; body: unknown }> {
  try {
    return normalise(await run())
  } catch (thrown) {
    return normalise(thrown)
  }
}

function normalise(value: unknown): { status: number; body: unknown } {
  if (value instanceof Response)
    return { status: value.status, body: value.headers.get('location') }
  if (
    value &&
    typeof value === 'object' &&
    'type' in value &&
    value.type === 'DataWithResponseInit'
  ) {
    const { data, init } = value as unknown as { data: unknown; init: ResponseInit | null }
    return { status: init?.status ?? 200, body: data }
  }
  return { status: 200, body: value }
}
