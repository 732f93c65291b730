import { randomBytes } from 'node:crypto'

import { eq } from 'drizzle-orm'

import { auth, baseUrl, getUser } from '~/server/auth.server'
import { logAuthEvent } from '~/server/auth-events.server'
import { user, verification } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import { actionEmail, sendEmail } from '~/server/email.server'
import { logger } from '~/server/logger.server'
import { clientAddress, peerAddress, rateLimit } from '~/server/rate-limiter.server'

import {
  accountIdOf,
  type AccountResult,
  cookiesOf,
  failure,
  limited,
} from './account-results.server'
import { markConfirmed } from './confirm-address.server'
import { moveSecurityStamp } from './device-cookie.server'
import { acceptInvitation, INVITE_ONLY, mayCreateAccount } from './invitations.server'
import {
  forgetSignUps,
  mailNewLink,
  recordSignUp,
  signUpWithPassword,
} from './pending-sign-ups.server'

export { type AccountResult, NOT_CONFIRMED, UNEXPECTED_ERROR } from './account-results.server'

const SIGN_UP_PER_ADDRESS = rateLimit({ name: 'sign-up', max: 20, windowSeconds: 60 * 60 })
/** Account e-mails (confirmation, reset): per address, and per recipient whoever asks. */
const EMAIL_PER_ADDRESS = rateLimit({ name: 'account-email', max: 10, windowSeconds: 60 * 60 })
const EMAIL_PER_RECIPIENT = rateLimit({ name: 'account-email-to', max: 3, windowSeconds: 60 * 60 })

/**
 * Counts one account e-mail to `email` asked from this request. Too many from this address: the
 * request is refused (429). Too many to this recipient, whoever asked: nothing is sent, and she is
 * told the link already sent still works (a stranger's requests cannot leave her with a bare 429).
 */
async function mailBudget(request: Request, email: string): Promise<AccountResult | null> {
  if (!(await EMAIL_PER_ADDRESS.spend(clientAddress(request))).allowed) return limited()
  if (!(await EMAIL_PER_RECIPIENT.spend(email)).allowed) return { ok: true, alreadySent: true }
  return null
}

/** The account with this e-mail: its id, and whether its address is confirmed. */
async function accountOf(email: string) {
  const [row] = await db
    .select({ id: user.id, confirmed: user.emailVerified })
    .from(user)
    .where(eq(user.email, email))
  return row ?? null
}

/** The e-mail to an address that has an account already: sign in, or reset the password. */
function mailAccountExists(email: string): Promise<void> {
  return sendEmail(
    actionEmail({
      to: email,
      subject: 'You already have an account',
      intro:
        'Someone asked to create a Capsule Studio account with this address, which has one already. Nothing was changed.',
      action: 'Sign in',
      url: `${baseUrl}/dashboard`,
      outro: `Forgot your password? Choose a new one: ${baseUrl}/forgot-password`,
    }),
  )
}

/**
 * A sign-up (if the sign-up policy lets this address): its password, hashed, waits with its own
 * confirmation link, and the account has no password anyone knows until a link is opened (issue
 * 41). Every sign-up gets the same answer, whether the address is new, waiting or taken: the
 * e-mail says the rest, to whoever holds the address.
 */
export async function signUp(
  request: Request,
  input: { email: string; password: string },
): Promise<AccountResult> {
  if (!(await SIGN_UP_PER_ADDRESS.spend(clientAddress(request))).allowed) return limited()
  if (!(await mayCreateAccount(input.email))) {
    return { ok: false, status: 403, formError: INVITE_ONLY }
  }
  if (!(await EMAIL_PER_RECIPIENT.spend(input.email)).allowed) return limited()
  try {
    const existing = await accountOf(input.email)
    if (existing?.confirmed) {
      await mailAccountExists(input.email)
      return { ok: true }
    }
    if (!existing) {
      await auth.api.signUpEmail({
        body: {
          email: input.email,
          // No one's: the password typed rides with the link (pending-sign-ups.server.ts).
          password: randomBytes(32).toString('base64url'),
          // Shown nowhere yet; bounded like every stored text.
          name: (input.email.split('@')[0] ?? input.email).slice(0, 200),
        },
        headers: request.headers,
      })
    }
    await recordSignUp(input.email, input.password)
    return { ok: true }
  } catch (error) {
    return failure(error)
  }
}

export async function signOut(request: Request): Promise<Headers> {
  try {
    const signedIn = await getUser(request)
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true })
    if (signedIn) logAuthEvent('sign-out', { userId: signedIn.id, ip: peerAddress(request) })
    return cookiesOf(headers)
  } catch (error) {
    // Signed out already (or the session vanished): nothing to clear on the server.
    logger.warn({ err: error }, 'sign-out without a session')
    return new Headers()
  }
}

/**
 * A new confirmation link for the sign-up made with this password (sign-in offers it when the
 * password is one of a waiting sign-up's). Any other answer is the same, and sends nothing: a
 * stranger cannot send her e-mails, or spend her budget of them.
 */
export async function resendConfirmation(
  request: Request,
  input: { email: string; password: string },
): Promise<AccountResult> {
  if (!(await EMAIL_PER_ADDRESS.spend(clientAddress(request))).allowed) return limited()
  const signUp = await signUpWithPassword(input.email, input.password)
  if (!signUp) return { ok: true }
  if (!(await EMAIL_PER_RECIPIENT.spend(input.email)).allowed)
    return { ok: true, alreadySent: true }
  await mailNewLink(signUp)
  return { ok: true }
}

export async function requestPasswordReset(
  request: Request,
  email: string,
): Promise<AccountResult> {
  const spent = await mailBudget(request, email)
  if (spent) return spent
  logAuthEvent('password-reset-requested', {
    userId: await accountIdOf(email),
    ip: peerAddress(request),
  })
  try {
    await auth.api.requestPasswordReset({
      body: { email, redirectTo: '/reset-password' },
      headers: request.headers,
    })
    return { ok: true }
  } catch (error) {
    return failure(error)
  }
}

/** The account a reset link's token is for (better-auth keeps it with the token). */
async function accountOfResetToken(token: string): Promise<string | null> {
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(eq(verification.identifier, `reset-password:${token.slice(0, 100)}`))
  return row?.value ?? null
}

/**
 * A new password from a reset link: better-auth sets it and ends every session; the account's
 * device cookies become strangers'. The link proves she holds the address: one still waiting for
 * confirmation is confirmed (if the sign-up policy lets it), and every sign-up of it ends, so a
 * stranger's earlier sign-up is void (issue 41).
 */
export async function resetPassword(
  request: Request,
  input: { token: string; password: string },
): Promise<AccountResult> {
  const userId = await accountOfResetToken(input.token)
  try {
    await auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers: request.headers,
    })
  } catch (error) {
    return failure(error)
  }
  if (userId) await afterReset(userId)
  return { ok: true }
}

async function afterReset(userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await moveSecurityStamp(userId, tx)
    const [row] = await tx
      .select({ email: user.email, confirmed: user.emailVerified })
      .from(user)
      .where(eq(user.id, userId))
    if (!row) return
    await forgetSignUps(row.email, tx)
    if (row.confirmed || !(await mayCreateAccount(row.email, tx))) return
    await markConfirmed(userId, tx)
    await acceptInvitation(row.email, tx)
  })
}
