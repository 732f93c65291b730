// better-auth's minimal entry (without the Kysely adapters it would otherwise load) and only the
// two-factor plugin: about 18 MB less memory than the whole package and every plugin.
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { hashPassword, verifyPassword } from 'better-auth/crypto'
import { betterAuth } from 'better-auth/minimal'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { data } from 'react-router'

import { logAuthEvent } from './auth-events.server'
import * as schema from './auth-tables.server'
import { confirmedSignIn } from './confirmed-sign-in.server'
import { db } from './db.server'
import { actionEmail, sendEmail } from './email.server'
import { env } from './env.server'
import { generateRecoveryCodes } from './recovery-codes.server'
import { authSecret } from './secrets.server'
import {
  readSession,
  SESSION_EXPIRES_IN_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
  type SessionCookies,
  type SessionUser,
} from './session.server'

export const baseUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`

/** The e-mail after a password change or reset: so a stylist learns of one she did not make. */
export async function sendPasswordChangedNotice(to: string): Promise<void> {
  await sendEmail(
    actionEmail({
      to,
      subject: 'Your password was changed',
      intro:
        'The password of your Capsule Studio account was just changed, and every other device was signed out.',
      action: 'See your signed-in devices',
      url: `${baseUrl}/dashboard/account`,
      outro: `If you did not change it, choose a new password at once: ${baseUrl}/forgot-password`,
    }),
  )
}

export const auth = betterAuth({
  baseURL: baseUrl,
  secret: authSecret,
  database: drizzleAdapter(db, {
    provider: 'pg',
    schema: {
      user: schema.user,
      session: schema.session,
      account: schema.account,
      verification: schema.verification,
      twoFactor: schema.twoFactor,
    },
  }),
  emailAndPassword: {
    enabled: true,
    requireEmailVerification: true,
    minPasswordLength: 8,
    maxPasswordLength: 128,
    // better-auth's own scrypt, its default, named so that every password of the app (capsules'
    // too) goes through one import: the unit tests swap a cheap one in (decision 034).
    password: { hash: hashPassword, verify: verifyPassword },
    revokeSessionsOnPasswordReset: true,
    // The reset's other consequences (device cookies, an address it confirms) are the app's:
    // app/features/auth/account-access.server.ts.
    onPasswordReset: async ({ user }, request) => {
      logAuthEvent('password-reset', {
        userId: user.id,
        ip: request?.headers.get('x-real-ip') ?? undefined,
      })
      await sendPasswordChangedNotice(user.email)
    },
    sendResetPassword: async ({ user, url }) => {
      await sendEmail(
        actionEmail({
          to: user.email,
          subject: 'Reset your password',
          intro: 'Someone asked to reset the password of your Capsule Studio account.',
          action: 'Choose a new password',
          url,
          outro: 'The link works for one hour. If you did not ask for it, ignore this e-mail.',
        }),
      )
    },
  },
  // Confirming an address is the app's own (app/features/auth/confirm-address.server.ts): each
  // sign-up's password rides with its own link, and better-auth's link, which signs in whoever
  // opens it, is never sent (issue 41).
  emailVerification: { sendOnSignUp: false },
  session: {
    expiresIn: SESSION_EXPIRES_IN_SECONDS,
    // A session row is touched at most hourly: its "last active" on the account screen.
    updateAge: SESSION_UPDATE_AGE_SECONDS,
    // No cookie cache: every request checks the session row, so signing out, a password reset or
    // change, and "Sign out" of a device end the session at once. Measured on the embedded
    // database: 2.5 ms per check instead of 0.3 ms with a 5-minute cookie cache.
  },
  // The app's own limiter (database-backed, shared by every instance) guards every entry point:
  // see app/features/auth/account-access.server.ts and the /api/auth routes in app.server.ts.
  rateLimit: { enabled: false },
  advanced: {
    ipAddress: { ipAddressHeaders: ['x-real-ip'] },
    useSecureCookies: baseUrl.startsWith('https://'),
  },
  telemetry: { enabled: false },
  // Optional two-factor sign-in (an authenticator app, recovery codes), turned on from the
  // account screen. Its endpoints are called on the server only (see account.server.ts).
  // Recovery codes without look-alike characters (recovery-codes.server.ts).
  plugins: [
    twoFactor({
      issuer: 'Capsule Studio',
      backupCodeOptions: { customBackupCodesGenerate: generateRecoveryCodes },
    }),
    confirmedSignIn(),
  ],
})

export type { SessionUser }

/** better-auth's cookie names and secret, as its getSession reads them. */
let sessionCookies: Promise<SessionCookies> | undefined
const cookies = () =>
  (sessionCookies ??= auth.$context.then((context) => ({
    sessionToken: context.authCookies.sessionToken.name,
    dontRemember: context.authCookies.dontRememberToken.name,
    secret: context.secret,
  })))

const usersOfRequests = new WeakMap<Request, Promise<SessionUser | null>>()

/**
 * The signed-in user of this request, or null. Looked up once per request, however many loaders
 * of the page ask (the layout's and the page's).
 */
export function getUser(request: Request): Promise<SessionUser | null> {
  let user = usersOfRequests.get(request)
  if (!user) {
    user = cookies().then((names) => readSession(request.headers.get('cookie'), names))
    usersOfRequests.set(request, user)
  }
  return user
}

/**
 * The guard every dashboard loader and action runs first. Without a session it throws a 401,
 * which the dashboard's error boundary renders as the sign-in screen in place.
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request)
  if (!user) throw data({ reason: 'signed-out' }, { status: 401 })
  return user
}
