// Confirming an address from the link of one sign-up (issue 41, points 1 and 2). The password
// typed with that sign-up becomes the account's; every other sign-up of the address, session and
// device cookie of the account ends; the sign-up policy is asked again. When the address was
// signed up more than once (a stranger may have used it first), the link asks for the password
// she chose, so opening the wrong e-mail never sets someone else's.
import { and, eq, sql } from 'drizzle-orm'

import { auth } from '~/server/auth.server'
import { logAuthEvent } from '~/server/auth-events.server'
import { account, session, user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import type { Tx } from '~/server/db-types.server'
import { clientAddress, peerAddress, rateLimit } from '~/server/rate-limiter.server'

import { cookiesOf } from './account-results.server'
import { deviceHeader, moveSecurityStamp } from './device-cookie.server'
import { acceptInvitation, mayCreateAccount } from './invitations.server'
import {
  forgetSignUps,
  type PendingSignUp,
  signUpOfToken,
  signUpsOf,
  signUpWithPassword,
} from './pending-sign-ups.server'
import { pendingSignUp } from './tables.server'

export type Confirmation =
  | { kind: 'signed-in'; headers: Headers }
  /** The address was signed up more than once: which password is hers? */
  | { kind: 'ask-password' }
  | { kind: 'wrong-password' }
  | { kind: 'expired' }
  | { kind: 'invite-only' }
  | { kind: 'limited' }

/** Opening e-mailed links, per address (as better-auth's own links). */
const LINKS_PER_ADDRESS = rateLimit({ name: 'auth-link', max: 30, windowSeconds: 15 * 60 })
/** Passwords typed to confirm one address. */
const PASSWORDS_PER_ADDRESS = rateLimit({ name: 'confirm-password', max: 10, windowSeconds: 900 })
/** Confirmations one at a time: two first accounts never both become the site's owner. */
const CONFIRMATION_LOCK = 41_001

/** The account's address is confirmed, now (a new account sends less for a day). */
export async function markConfirmed(userId: string, tx?: Tx): Promise<void> {
  await (tx ?? db)
    .update(user)
    .set({ emailVerified: true, emailConfirmedAt: new Date(), updatedAt: new Date() })
    .where(eq(user.id, userId))
}

/** What opening a sign-up's link does: confirms it, or asks for her password first. */
export async function openConfirmation(request: Request, token: string): Promise<Confirmation> {
  if (!(await LINKS_PER_ADDRESS.spend(clientAddress(request))).allowed) return { kind: 'limited' }
  const signUp = await signUpOfToken(token)
  if (!signUp) return { kind: 'expired' }
  if ((await signUpsOf(signUp.email)).length > 1) return { kind: 'ask-password' }
  return confirmSignUp(request, signUp)
}

/** The link again, with the password she chose: the sign-up made with it is confirmed. */
export async function confirmWithPassword(
  request: Request,
  token: string,
  password: string,
): Promise<Confirmation> {
  if (!(await LINKS_PER_ADDRESS.spend(clientAddress(request))).allowed) return { kind: 'limited' }
  const link = await signUpOfToken(token)
  if (!link) return { kind: 'expired' }
  if (!(await PASSWORDS_PER_ADDRESS.spend(link.email)).allowed) return { kind: 'limited' }
  const signUp = await signUpWithPassword(link.email, password)
  if (!signUp) return { kind: 'wrong-password' }
  await PASSWORDS_PER_ADDRESS.refund(link.email)
  return confirmSignUp(request, signUp)
}

/**
 * In one transaction, one confirmation at a time: the sign-up's password on the account, the
 * address confirmed, every session and sign-up of it ended, its device cookies void, the
 * invitation used. Then a session for whoever opened the link.
 */
async function confirmSignUp(request: Request, signUp: PendingSignUp): Promise<Confirmation> {
  const { email } = signUp
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONFIRMATION_LOCK})`)
    const [row] = await tx
      .select({ id: user.id, confirmed: user.emailVerified })
      .from(user)
      .where(eq(user.email, email))
      .for('update')
    const [waiting] = await tx
      .select({ tokenHash: pendingSignUp.tokenHash })
      .from(pendingSignUp)
      .where(eq(pendingSignUp.tokenHash, signUp.tokenHash))
    if (!row || row.confirmed || !waiting) {
      await forgetSignUps(email, tx)
      return { kind: 'expired' } as const
    }
    if (!(await mayCreateAccount(email, tx))) {
      await forgetSignUps(email, tx)
      return { kind: 'invite-only' } as const
    }
    await tx
      .update(account)
      .set({ password: signUp.passwordHash, updatedAt: new Date() })
      .where(and(eq(account.userId, row.id), eq(account.providerId, 'credential')))
    await markConfirmed(row.id, tx)
    await moveSecurityStamp(row.id, tx)
    await tx.delete(session).where(eq(session.userId, row.id))
    await forgetSignUps(email, tx)
    await acceptInvitation(email, tx)
    return { kind: 'confirmed', userId: row.id } as const
  })
  if (outcome.kind !== 'confirmed') return outcome
  const { headers } = await auth.api.signInConfirmed({
    body: { userId: outcome.userId },
    returnHeaders: true,
  })
  logAuthEvent('address-confirmed', { userId: outcome.userId, ip: peerAddress(request) })
  const signedIn = cookiesOf(headers)
  signedIn.append('set-cookie', await deviceHeader(request, email))
  return { kind: 'signed-in', headers: signedIn }
}
