// better-auth's tables: accounts, sessions, sign-in methods, two-factor.
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import { belongsTo, createdAt, updatedAt } from './columns.server'

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** When the address was confirmed (the app's own column): new accounts send less at first. */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  /**
   * Moves on every change of password (reset, change, the confirmation that sets the first one)
   * and on "Sign out other devices": a device cookie names the stamp it was given under, so every
   * earlier one counts as a stranger's (the app's own column, issue 41).
   */
  securityStamp: integer('security_stamp').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: belongsTo('user_id', () => user.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
)

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: belongsTo('user_id', () => user.id),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
)

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
)

/**
 * better-auth's two-factor plugin: the encrypted TOTP secret and recovery codes of an account.
 * `lastTotpStep` is the app's own: the time step of the last code used, which never works again.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: belongsTo('user_id', () => user.id),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastTotpStep: integer('last_totp_step'),
  },
  (table) => [
    index('two_factor_user_id_idx').on(table.userId),
    index('two_factor_secret_idx').on(table.secret),
  ],
)

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

/** The account a studio row belongs to; deleting the account deletes the row. */
export const ownerId = () => belongsTo('owner_id', () => user.id)
