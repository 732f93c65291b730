import { and, asc, eq, gt, isNull } from 'drizzle-orm'

import { sendClientEmail } from '~/domain/client-email.server'
import { studioSender } from '~/features/site/index.server'
import { getSiteOwnerId, isSiteOwner } from '~/features/site/index.server'
import { baseUrl } from '~/server/auth.server'
import { user } from '~/server/auth-tables.server'
import { db } from '~/server/db.server'
import type { Tx } from '~/server/db-types.server'
import { env } from '~/server/env.server'

import { invitation } from './tables.server'

/**
 * Who may create an account (SIGNUP_POLICY): with `invite` (the default), the first account (the
 * one that becomes the site owner, or OWNER_EMAIL's) and the stylists the owner invites; with
 * `open`, anyone. Every account confirms its address first either way.
 */
export const signUpPolicy = () => env.SIGNUP_POLICY

const INVITATION_DAYS = 14

export const INVITE_ONLY =
  'New accounts are by invitation only. Ask the studio that invited you to send the invitation to this address, then create your account with it.'
export const ALREADY_HAS_ACCOUNT = 'There is already an account with this address.'

/**
 * Whether `email` may create an account now: asked at sign-up, and again in the transaction that
 * confirms the address (`tx`), since the site may have got its owner in between (issue 41).
 */
export async function mayCreateAccount(email: string, tx?: Tx): Promise<boolean> {
  if (signUpPolicy() === 'open') return true
  if (env.OWNER_EMAIL) {
    if (email === env.OWNER_EMAIL.toLowerCase()) return true
  } else if (!(await getSiteOwnerId(tx))) {
    // No account confirmed yet: this may be the first, the site's owner.
    return true
  }
  const [invited] = await (tx ?? db)
    .select({ email: invitation.email })
    .from(invitation)
    .where(
      and(
        eq(invitation.email, email),
        gt(invitation.expiresAt, new Date()),
        isNull(invitation.acceptedAt),
      ),
    )
  return Boolean(invited)
}

/** The invitation of `email`, if any, was used: it cannot make a second account. */
export async function acceptInvitation(email: string, tx?: Tx): Promise<void> {
  await (tx ?? db)
    .update(invitation)
    .set({ acceptedAt: new Date() })
    .where(eq(invitation.email, email))
}

export type InviteResult = { ok: true } | { ok: false; status: number; formError: string }

/**
 * The site owner invites a stylist: an e-mail under her studio's name, Reply-To her, with a link
 * to the sign-up screen; the address may create an account for 14 days. Asking again renews it.
 */
export async function inviteStylist(ownerId: string, email: string): Promise<InviteResult> {
  if (!(await isSiteOwner(ownerId))) return { ok: false, status: 404, formError: 'Not found' }
  // An account still waiting for its confirmation is no one's yet (anyone may sign up first).
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email), eq(user.emailVerified, true)))
  if (existing) return { ok: false, status: 400, formError: ALREADY_HAS_ACCOUNT }
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000)
  const link = `${baseUrl}/dashboard?invited=${encodeURIComponent(email)}`
  const sent = await sendClientEmail(await studioSender(ownerId), 'invitation', (studioName) => ({
    to: email,
    subject: `${studioName} invites you to open your own studio`,
    intro: `${studioName} invites you to open your own studio: your clients, their capsules and everything you pick for them, in one place.`,
    action: 'Create my account',
    url: link,
    outro: `The invitation is for this address and works for ${INVITATION_DAYS} days. If you did not expect it, ignore this e-mail.`,
  }))
  if (!sent.ok) return sent
  await db
    .insert(invitation)
    .values({ email, invitedBy: ownerId, expiresAt })
    .onConflictDoUpdate({
      target: invitation.email,
      set: { invitedBy: ownerId, expiresAt, acceptedAt: null, createdAt: new Date() },
    })
  return { ok: true }
}

export type PendingInvitation = { email: string; expiresAt: string }

/** Invitations not used yet and not expired, oldest first. */
export async function listInvitations(): Promise<PendingInvitation[]> {
  const rows = await db
    .select({ email: invitation.email, expiresAt: invitation.expiresAt })
    .from(invitation)
    .where(and(gt(invitation.expiresAt, new Date()), isNull(invitation.acceptedAt)))
    .orderBy(asc(invitation.createdAt))
  return rows.map((row) => ({ email: row.email, expiresAt: row.expiresAt.toISOString() }))
}
