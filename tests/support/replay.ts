/**
 * Real HTTP requests to the Express app for the security replays (tests/system/security-*.ts):
 * the app listens on a loopback port, each request comes from the address it names (the app
 * trusts X-Forwarded-For in these tests, as behind a proxy), and every attempt is tallied per
 * class of attack for the closing note's table. The test file sets the environment and mocks the
 * server build before it imports the app, then hands the app and its SMTP sink here.
 */
import { eq } from 'drizzle-orm'
import type { Express } from 'express'
import { expect } from 'vitest'

import { serveApp } from './serve-app'
import type { startSmtpSink } from './smtp-sink'

type Sink = Awaited<ReturnType<typeof startSmtpSink>>

export const PASSWORD = 'velvet-morning-42'

export const form = (fields: Record<string, string>) => new URLSearchParams(fields)

/** The cookies a response sets, as a browser would send them back (cleared ones left out). */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((cookie) => !cookie.endsWith('='))
    .join('; ')
}

/** Two Cookie headers as one. */
export const withCookies = (...headers: (string | undefined)[]) =>
  headers.filter(Boolean).join('; ')

export async function startReplay(app: Express, sink: Sink, label: string) {
  const { db } = await import('~/server/db.server')
  const schema = await import('~/schema.server')
  let nextAddress = 0
  let accounts = 0
  const tally = new Map<string, { attempts: number; held: number }>()

  /** A fresh client address per call. */
  const fresh = () => `198.18.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`

  const served = await serveApp(app, fresh)
  const { base, send } = served

  /** An account signed up and confirmed through the app's own screens and e-mail. */
  async function confirmedAccount() {
    const email = `${label}-${++accounts}@example.com`
    const signUp = await send('/auth/sign-up', {
      method: 'POST',
      body: form({ email, password: PASSWORD }),
    })
    expect(signUp.status).toBe(200)
    const mail = await sink.waitFor(email, /Confirm your e-mail/)
    const link = new URL(mail.link)
    const confirmed = await send(link.pathname + link.search)
    expect(confirmed.status).toBe(302)
    const [row] = await db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(eq(schema.user.email, email))
    return { email, id: row!.id }
  }

  function signIn(
    email: string,
    options: { password?: string; from?: string; cookie?: string } = {},
  ) {
    const { password = PASSWORD, ...rest } = options
    return send('/auth/sign-in', {
      method: 'POST',
      body: form({ email, password, redirectTo: '/dashboard' }),
      ...rest,
    })
  }

  async function signedIn() {
    const account = await confirmedAccount()
    const response = await signIn(account.email)
    expect(response.status).toBe(302)
    return { ...account, cookie: cookiesOf(response) }
  }

  /** Counts one attempt of a class of attack; answers whether it held. */
  function attempt(kind: string, held: boolean) {
    const entry = tally.get(kind) ?? { attempts: 0, held: 0 }
    entry.attempts++
    if (held) entry.held++
    tally.set(kind, entry)
    return held
  }

  async function close() {
    const rows = [...tally].map(([kind, { attempts, held }]) => ({
      kind,
      attempts,
      held,
      broke: attempts - held,
    }))
    // The table for the closing note of the issue (run with --reporter=verbose to see it).
    process.stdout.write(`${JSON.stringify(rows)}\n`)
    await served.close()
    await sink.close()
  }

  return { base, db, schema, fresh, send, confirmedAccount, signIn, signedIn, attempt, close }
}
