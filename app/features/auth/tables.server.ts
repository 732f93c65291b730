// Signing up (features/auth): invitations, and each sign-up's password waiting for its own
// confirmation link (decision 043).
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import { user } from '~/server/auth-tables.server'
import { belongsTo, createdAt } from '~/server/columns.server'

/**
 * A stylist the site owner invited (sign-up is by invitation once the site has its owner, unless
 * SIGNUP_POLICY=open): the invited address may create an account until `expiresAt`.
 */
export const invitation = pgTable('invitation', {
  email: text('email').primaryKey(),
  invitedBy: belongsTo('invited_by', () => user.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
})

/**
 * A sign-up waiting for its address to be confirmed (the app's own table, issue 41): the password
 * typed with it, hashed, rides with its own e-mailed link (only a hash of the link's token is
 * kept). Confirming sets that password on the account and ends every other sign-up of the
 * address; until then the account has no password anyone knows.
 */
export const pendingSignUp = pgTable(
  'pending_sign_up',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('pending_sign_up_email_idx').on(table.email),
    index('pending_sign_up_expires_idx').on(table.expiresAt),
  ],
)
