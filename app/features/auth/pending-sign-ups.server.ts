// Sign-ups waiting for their address to be confirmed (issue 41, point 1). Each sign-up's password,
// hashed, rides with its own e-mailed link; the account itself has no password anyone knows until
// a link is opened. Only a hash of each link's token is stored.
import { createHash, randomBytes } from 'node:crypto'

import { hashPassword, verifyPassword } from 'better-auth/crypto'
import { and, desc, eq, gt, notInArray } from 'drizzle-orm'

import { baseUrl } from '~/server/auth.server'
import { db } from '~/server/db.server'
import type { Db, Tx } from '~/server/db-types.server'
import { actionEmail, sendEmail } from '~/server/email.server'

import { pendingSignUp } from './tables.server'

/** How long a confirmation link works. */
const LINK_HOURS = 24
/** Sign-ups of one address kept at once (each a password to check at sign-in): the newest. */
const KEPT_PER_ADDRESS = 5

export type PendingSignUp = { tokenHash: string; email: string; passwordHash: string }

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')
const live = () => gt(pendingSignUp.expiresAt, new Date())

/** The e-mail with a sign-up's own link. */
function mailLink(email: string, token: string): Promise<void> {
  return sendEmail(
    actionEmail({
      to: email,
      subject: 'Confirm your e-mail',
      intro: 'Welcome to Capsule Studio. Confirm your e-mail address to open your studio.',
      action: 'Confirm my e-mail',
      url: `${baseUrl}/auth/confirm?token=${token}`,
      outro: `The link works for ${LINK_HOURS} hours. If you did not create an account, ignore this e-mail: without it, nothing is made.`,
    }),
  )
}

/** Keeps this sign-up (its password, hashed) and mails its link. */
export async function recordSignUp(email: string, password: string): Promise<void> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(pendingSignUp).values({
    tokenHash: hashOf(token),
    email,
    passwordHash: await hashPassword(password),
    expiresAt: new Date(Date.now() + LINK_HOURS * 60 * 60 * 1000),
  })
  const kept = db
    .select({ tokenHash: pendingSignUp.tokenHash })
    .from(pendingSignUp)
    .where(eq(pendingSignUp.email, email))
    .orderBy(desc(pendingSignUp.createdAt))
    .limit(KEPT_PER_ADDRESS)
  await db
    .delete(pendingSignUp)
    .where(and(eq(pendingSignUp.email, email), notInArray(pendingSignUp.tokenHash, kept)))
  await mailLink(email, token)
}

/** Mails a new link for the sign-up `tokenHash` (its earlier link stops working). */
export async function mailNewLink(signUp: PendingSignUp): Promise<void> {
  const token = randomBytes(32).toString('base64url')
  await db
    .update(pendingSignUp)
    .set({
      tokenHash: hashOf(token),
      expiresAt: new Date(Date.now() + LINK_HOURS * 60 * 60 * 1000),
    })
    .where(eq(pendingSignUp.tokenHash, signUp.tokenHash))
  await mailLink(signUp.email, token)
}

/** The sign-up a link's token names, while it works. */
export async function signUpOfToken(
  token: string,
  executor: Db | Tx = db,
): Promise<PendingSignUp | null> {
  const [row] = await executor
    .select({
      tokenHash: pendingSignUp.tokenHash,
      email: pendingSignUp.email,
      passwordHash: pendingSignUp.passwordHash,
    })
    .from(pendingSignUp)
    .where(and(eq(pendingSignUp.tokenHash, hashOf(token.slice(0, 100))), live()))
  return row ?? null
}

/** The address's sign-ups that still wait, newest first. */
export function signUpsOf(email: string, executor: Db | Tx = db): Promise<PendingSignUp[]> {
  return executor
    .select({
      tokenHash: pendingSignUp.tokenHash,
      email: pendingSignUp.email,
      passwordHash: pendingSignUp.passwordHash,
    })
    .from(pendingSignUp)
    .where(and(eq(pendingSignUp.email, email), live()))
    .orderBy(desc(pendingSignUp.createdAt))
}

/** The waiting sign-up of `email` made with this password, if any. */
export async function signUpWithPassword(
  email: string,
  password: string,
): Promise<PendingSignUp | null> {
  for (const signUp of await signUpsOf(email)) {
    if (await verifyPassword({ hash: signUp.passwordHash, password })) return signUp
  }
  return null
}

/** Ends every sign-up of the address: its links stop working. */
export async function forgetSignUps(email: string, executor: Db | Tx = db): Promise<void> {
  await executor.delete(pendingSignUp).where(eq(pendingSignUp.email, email))
}
