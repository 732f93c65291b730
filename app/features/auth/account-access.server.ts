import { eq } from 'drizzle-orm'

import { auth, getUser } from '~/server/auth.server'
import { logAuthEvent } from '~/server/auth-events.server'
import { db } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { clientAddress, peerAddress, rateLimit } from '~/server/rate-limiter.server'
import { user } from '~/server/schema.server'

import {
  accountIdOf,
  type AccountResult,
  cookiesOf,
  failure,
  limited,
} from './account-results.server'
import { acceptInvitation, INVITE_ONLY, mayCreateAccount } from './invitations.server'

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

/** Whether an account with this e-mail exists and has not been confirmed yet. */
async function waitingForConfirmation(email: string): Promise<boolean> {
  const [row] = await db
    .select({ confirmed: user.emailVerified })
    .from(user)
    .where(eq(user.email, email))
  return row?.confirmed === false
}

/**
 * Creates an account (if the sign-up policy lets this address) and mails its confirmation link.
 * Signing up again for an address still waiting for confirmation keeps the first password: the
 * answer says so, and the confirmation link is sent again.
 */
export async function signUp(
  request: Request,
  input: { email: string; password: string },
): Promise<AccountResult> {
  if (!(await SIGN_UP_PER_ADDRESS.spend(clientAddress(request))).allowed) return limited()
  if (await waitingForConfirmation(input.email)) {
    const resent = await resendConfirmation(request, input.email)
    return resent.ok ? { ...resent, waiting: true } : resent
  }
  if (!(await mayCreateAccount(input.email))) {
    return { ok: false, status: 403, formError: INVITE_ONLY }
  }
  if (!(await EMAIL_PER_RECIPIENT.spend(input.email)).allowed) return limited()
  try {
    await auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        // Shown nowhere yet; bounded like every stored text.
        name: (input.email.split('@')[0] ?? input.email).slice(0, 200),
        callbackURL: '/dashboard',
      },
      headers: request.headers,
    })
    await acceptInvitation(input.email)
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

export async function resendConfirmation(request: Request, email: string): Promise<AccountResult> {
  const spent = await mailBudget(request, email)
  if (spent) return spent
  try {
    await auth.api.sendVerificationEmail({
      body: { email, callbackURL: '/dashboard' },
      headers: request.headers,
    })
    return { ok: true }
  } catch (error) {
    return failure(error)
  }
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

export async function resetPassword(
  request: Request,
  input: { token: string; password: string },
): Promise<AccountResult> {
  try {
    await auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers: request.headers,
    })
    return { ok: true }
  } catch (error) {
    return failure(error)
  }
}
