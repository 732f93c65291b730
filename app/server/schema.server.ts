import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { StoredPhoto } from '../lib/photo-urls'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

// ---------------------------------------------------------------------------
// Accounts (better-auth's tables)
// ---------------------------------------------------------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
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
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
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
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
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

/** better-auth's two-factor plugin: the encrypted TOTP secret and recovery codes of an account. */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    index('two_factor_user_id_idx').on(table.userId),
    index('two_factor_secret_idx').on(table.secret),
  ],
)

// ---------------------------------------------------------------------------
// Infrastructure
// ---------------------------------------------------------------------------

/** Fixed-window counters shared by every app instance (see rate-limit.server.ts). */
export const rateLimit = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})

// ---------------------------------------------------------------------------
// The studio. Every row carries its owner; every query filters on it.
// ---------------------------------------------------------------------------

export type { StoredPhoto }

const ownerId = () =>
  text('owner_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' })

export const client = pgTable(
  'client',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The profile (features/clients/schema.ts): all optional, free text, bounded there. */
    sizeTops: text('size_tops'),
    sizeBottoms: text('size_bottoms'),
    sizeDress: text('size_dress'),
    sizeShoes: text('size_shoes'),
    sizeNotes: text('size_notes'),
    measurements: text('measurements'),
    coloursLoved: text('colours_loved'),
    coloursAvoided: text('colours_avoided'),
    styleWords: text('style_words'),
    budget: text('budget'),
    notes: text('notes'),
    /** Where she came from, e.g. the package of the inquiry she was converted from. */
    cameFrom: text('came_from'),
    createdAt: createdAt(),
  },
  (table) => [index('client_owner_created_idx').on(table.ownerId, table.createdAt.desc())],
)

export const capsule = pgTable(
  'capsule',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    clientId: text('client_id')
      .notNull()
      .references(() => client.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    passwordHash: text('password_hash'),
    isPublished: boolean('is_published').notNull().default(false),
    /** The client's budget, free text like an item's price (app/lib/price.ts). */
    budget: text('budget'),
    /**
     * Raised by database triggers (drizzle/0003_capsule_content_version.sql) whenever anything
     * the client capsule page shows changes: the capsule, its items, outfits or cheat sheets.
     * The rendered page is cached per version.
     */
    contentVersion: integer('content_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('capsule_owner_created_idx').on(table.ownerId, table.createdAt.desc()),
    index('capsule_client_idx').on(table.clientId),
  ],
)

export const item = pgTable(
  'item',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    clientId: text('client_id')
      .notNull()
      .references(() => client.id, { onDelete: 'cascade' }),
    capsuleId: text('capsule_id').references(() => capsule.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    link: text('link'),
    price: text('price'),
    brand: text('brand'),
    category: text('category'),
    color: text('color'),
    size: text('size'),
    photo: jsonb('photo').$type<StoredPhoto>(),
    /** Null: the default rule (to buy when it has a shop link); see features/feedback. */
    ownership: text('ownership', { enum: ['owned', 'to_buy'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('item_owner_client_created_idx').on(
      table.ownerId,
      table.clientId,
      table.createdAt.desc(),
    ),
    index('item_capsule_created_idx').on(table.capsuleId, table.createdAt.desc()),
    // Which capsule a requested photo belongs to (protected photos, media.server.ts).
    index('item_photo_key_idx').on(sql`(${table.photo} ->> 'key')`),
  ],
)

export const outfit = pgTable(
  'outfit',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    capsuleId: text('capsule_id')
      .notNull()
      .references(() => capsule.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    orderIndex: integer('order_index').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('outfit_capsule_idx').on(table.capsuleId, table.orderIndex)],
)

export const outfitItem = pgTable(
  'outfit_item',
  {
    outfitId: text('outfit_id')
      .notNull()
      .references(() => outfit.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'cascade' }),
    orderIndex: integer('order_index').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.outfitId, table.itemId] }),
    index('outfit_item_item_idx').on(table.itemId),
  ],
)

export const cheatSheet = pgTable(
  'cheat_sheet',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    capsuleId: text('capsule_id')
      .notNull()
      .references(() => capsule.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    image: jsonb('image').$type<StoredPhoto>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('cheat_sheet_capsule_created_idx').on(table.capsuleId, table.createdAt.desc()),
    index('cheat_sheet_image_key_idx').on(sql`(${table.image} ->> 'key')`),
  ],
)

export const cheatSheetItem = pgTable(
  'cheat_sheet_item',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    cheatSheetId: text('cheat_sheet_id')
      .notNull()
      .references(() => cheatSheet.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => item.id, { onDelete: 'cascade' }),
    orderIndex: integer('order_index').notNull(),
  },
  (table) => [
    uniqueIndex('cheat_sheet_item_unique_idx').on(table.cheatSheetId, table.itemId),
    index('cheat_sheet_item_item_idx').on(table.itemId),
  ],
)

/**
 * A capsule e-mailed to its client from the studio. Its own table: a send never touches the
 * capsule row (whose trigger would re-render the client page, decision 008).
 */
export const capsuleSend = pgTable(
  'capsule_send',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    capsuleId: text('capsule_id')
      .notNull()
      .references(() => capsule.id, { onDelete: 'cascade' }),
    toEmail: text('to_email').notNull(),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('capsule_send_capsule_sent_idx').on(table.capsuleId, table.sentAt.desc())],
)

/**
 * How often a capsule's client page was opened by someone other than its owner (decision 013):
 * one row per capsule, upserted per visit, never touching the capsule row.
 */
export const capsuleVisit = pgTable('capsule_visit', {
  capsuleId: text('capsule_id')
    .primaryKey()
    .references(() => capsule.id, { onDelete: 'cascade' }),
  ownerId: ownerId(),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(1),
})

/**
 * Wrong passwords given on a capsule's page in the current day-long window (docs/decisions/009):
 * strangers guessing cannot lock the client out, so the stylist is shown when it is unusual.
 * Its own table: the capsule row (and so its rendered page) is never touched.
 */
export const capsuleWrongPassword = pgTable('capsule_wrong_password', {
  capsuleId: text('capsule_id')
    .primaryKey()
    .references(() => capsule.id, { onDelete: 'cascade' }),
  ownerId: ownerId(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(1),
})

/**
 * A processed photo uploaded from a form before the form itself is saved (see
 * app/server/uploads.server.ts). Saving the form claims it: the row is deleted and the photo moves to the
 * item or cheat sheet. Unclaimed uploads are deleted with their files after a day.
 */
export const upload = pgTable(
  'upload',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    photo: jsonb('photo').$type<StoredPhoto>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('upload_owner_created_idx').on(table.ownerId, table.createdAt)],
)

// ---------------------------------------------------------------------------
// The public site (owned by the site owner: see features/site/site.server.ts)
// ---------------------------------------------------------------------------

/** One row: the landing page's content and links, as validated JSON (features/site/schema.ts). */
export const siteSettings = pgTable('site_settings', {
  id: text('id').primaryKey(),
  content: jsonb('content').notNull(),
  updatedAt: updatedAt(),
})

export const inquiry = pgTable(
  'inquiry',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    servicePackage: text('service_package'),
    message: text('message'),
    status: text('status', { enum: ['new', 'contacted', 'converted', 'archived'] })
      .notNull()
      .default('new'),
    clientId: text('client_id').references(() => client.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('inquiry_owner_created_idx').on(table.ownerId, table.createdAt.desc())],
)

export const subscriber = pgTable(
  'subscriber',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    email: text('email').notNull(),
    /** sha256 of the confirmation token mailed for the double opt-in; null once confirmed. */
    tokenHash: text('token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('subscriber_owner_email_idx').on(table.ownerId, table.email),
    index('subscriber_token_idx').on(table.tokenHash),
  ],
)

// ---------------------------------------------------------------------------
// The client's answers on her capsule page (features/feedback). Their own tables: a tap never
// updates the capsule, its items or outfits, so the rendered-once page (decision 008) stays.
// ---------------------------------------------------------------------------

/**
 * One answer per capsule and piece (an item or an outfit): the reaction, the note and, for an
 * item, whether it was bought. `target` is `item:<id>` or `outfit:<id>`.
 */
export const capsuleAnswer = pgTable(
  'capsule_answer',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    capsuleId: text('capsule_id')
      .notNull()
      .references(() => capsule.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    itemId: text('item_id').references(() => item.id, { onDelete: 'cascade' }),
    outfitId: text('outfit_id').references(() => outfit.id, { onDelete: 'cascade' }),
    reaction: text('reaction', { enum: ['love', 'maybe', 'no'] }),
    note: text('note'),
    bought: boolean('bought').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('capsule_answer_target_idx').on(table.capsuleId, table.target),
    index('capsule_answer_owner_updated_idx').on(table.ownerId, table.updatedAt.desc()),
  ],
)

/**
 * Per capsule: when the stylist last opened its Feedback view (what is newer is "new"), and when
 * she was last e-mailed about its answers (at most one e-mail per 15 minutes).
 */
export const capsuleFeedbackState = pgTable('capsule_feedback_state', {
  capsuleId: text('capsule_id')
    .primaryKey()
    .references(() => capsule.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
})

// ---------------------------------------------------------------------------
// Resilience: saves that happen once, deletes that can be undone (docs/decisions/012)
// ---------------------------------------------------------------------------

/**
 * The key of each form save that succeeded (see app/server/once.server.ts): a retried save
 * whose first answer was lost is recognised and not applied twice. Kept a day.
 */
export const savedRequest = pgTable(
  'saved_request',
  {
    key: text('key').primaryKey(),
    ownerId: ownerId(),
    createdAt: createdAt(),
  },
  (table) => [index('saved_request_created_idx').on(table.createdAt)],
)

/**
 * A deleted client or capsule for the few seconds its Undo is offered: the deleted rows as JSON
 * and their photos, whose files are deleted only when the entry is purged (app/server/trash.server.ts).
 */
export const trash = pgTable(
  'trash',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    rows: jsonb('rows').$type<Record<string, unknown>>().notNull(),
    photos: jsonb('photos').$type<StoredPhoto[]>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trash_deleted_idx').on(table.deletedAt)],
)
