import { lt } from 'drizzle-orm'

import { db } from '~/server/db.server'

import { invitation, pendingSignUp } from './tables.server'

/** Deletes sign-ups never confirmed and invitations past their expiry; how many of each went. */
export async function purgeExpiredSignUps(now = new Date()) {
  const signUps = await db
    .delete(pendingSignUp)
    .where(lt(pendingSignUp.expiresAt, now))
    .returning({ email: pendingSignUp.email })
  const invitations = await db
    .delete(invitation)
    .where(lt(invitation.expiresAt, now))
    .returning({ email: invitation.email })
  return { signUps: signUps.length, invitations: invitations.length }
}
