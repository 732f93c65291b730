// better-auth's tables (app/server/auth.server.ts owns them): accounts, sessions, sign-in
// methods, two-factor; and the owner column every studio table has.
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import { belongsTo, createdAt, updatedAt } from '~/server/columns.server'

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

/** The account a studio row belongs to; deleting the account deletes the row. */
export const ownerId = () => belongsTo('owner_id', () => user.id)
