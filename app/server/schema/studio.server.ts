// The studio: clients, capsules, items, outfits, cheat sheets. Every row carries its owner;
// every query filters on it.
import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import type { StoredPhoto } from '../../lib/photo-urls'
import { ownerId, user } from './accounts.server'
import { belongsTo, createdAt, updatedAt } from './columns.server'

/**
 * A price or budget (docs/decisions/025-money.md): an amount in the currency's minor units
 * (`<name>_amount`) and its ISO 4217 code (`<name>_currency`), both set or both null; or, when
 * what she typed is not an amount ("on request"), that text (`<name>`), shown as typed and left
 * out of totals. `<name>` keeps the column name of the free-text field it was.
 */
const money = (name: string) => ({
  text: text(name),
  amount: bigint(`${name}_amount`, { mode: 'number' }),
  currency: text(`${name}_currency`),
})

/** Both parts of an amount or neither; never negative. */
const moneyCheck = (
  table: string,
  name: string,
  columns: { amount: AnyPgColumn; currency: AnyPgColumn },
) =>
  check(
    `${table}_${name}_check`,
    sql`(${columns.amount} is null) = (${columns.currency} is null) and coalesce(${columns.amount} >= 0, true)`,
  )

/**
 * One row per stylist (app/domain/studio.server.ts): the studio's name, which her clients see
 * on every page and e-mail, its currency (ISO 4217), the default of every amount she types, and
 * its time zone.
 */
export const studioSettings = pgTable('studio_settings', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  /**
   * When the packages of the old Site settings became her package records (the site owner's,
   * once: app/domain/packages.server.ts); null before.
   */
  packagesImportedAt: timestamp('packages_imported_at', { withTimezone: true }),
  /** The line her clients read when an affiliate rule applies on their page; null: the default. */
  affiliateDisclosure: text('affiliate_disclosure'),
  /** How often her to-buy pieces' shop pages are checked for stock and price (features/stock). */
  stockChecks: text('stock_checks', { enum: ['daily', 'weekly', 'off'] })
    .notNull()
    .default('daily'),
  /** Her time zone (an IANA name, e.g. Europe/London): her booking hours and her day are in it. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Whether her client pages and e-mails end with the "Made with Capsule Studio" line. */
  madeWith: boolean('made_with').notNull().default(true),
  /** When she answered the first run (her studio's name, currency and time zone); null: not yet. */
  setUpAt: timestamp('set_up_at', { withTimezone: true }),
  /** When she put the first-run checklist away (she can bring it back); null: it shows. */
  checklistHiddenAt: timestamp('checklist_hidden_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

const clientBudget = money('budget')
const capsuleBudget = money('budget')
const itemPrice = money('price')

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
    /** Her budget per season (a price: see `money`). */
    budgetText: clientBudget.text,
    budgetAmount: clientBudget.amount,
    budgetCurrency: clientBudget.currency,
    notes: text('notes'),
    /** Where she came from, e.g. the package of the inquiry she was converted from. */
    cameFrom: text('came_from'),
    createdAt: createdAt(),
  },
  (table) => [
    index('client_owner_created_idx').on(table.ownerId, table.createdAt.desc()),
    moneyCheck('client', 'budget', { amount: table.budgetAmount, currency: table.budgetCurrency }),
  ],
)

export const capsule = pgTable(
  'capsule',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    clientId: belongsTo('client_id', () => client.id),
    name: text('name').notNull(),
    description: text('description'),
    passwordHash: text('password_hash'),
    /**
     * Whether the password is shorter than `CAPSULE_PASSWORD_MIN` (app/lib/capsule-password.ts):
     * false for every password set since that rule; null for one set before it, until a client's
     * unlock with it shows its length.
     */
    passwordWeak: boolean('password_weak'),
    isPublished: boolean('is_published').notNull().default(false),
    /** The capsule's budget (a price: see `money`). */
    budgetText: capsuleBudget.text,
    budgetAmount: capsuleBudget.amount,
    budgetCurrency: capsuleBudget.currency,
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
    moneyCheck('capsule', 'budget', { amount: table.budgetAmount, currency: table.budgetCurrency }),
  ],
)

export const item = pgTable(
  'item',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    clientId: belongsTo('client_id', () => client.id),
    capsuleId: text('capsule_id').references(() => capsule.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    link: text('link'),
    /** Its price (see `money`). */
    priceText: itemPrice.text,
    priceAmount: itemPrice.amount,
    priceCurrency: itemPrice.currency,
    brand: text('brand'),
    category: text('category'),
    color: text('color'),
    size: text('size'),
    /** How it fits, for the client beside the size ("runs small — size up"). */
    fitNote: text('fit_note'),
    photo: jsonb('photo').$type<StoredPhoto>(),
    /** Null: the default rule (to buy when it has a shop link); see features/feedback. */
    ownership: text('ownership', { enum: ['owned', 'to_buy'] }),
    /**
     * Its place in its capsule, in the order the stylist gave (smallest first; equal places
     * newest first). A piece joining a capsule goes last. Kept, unused, in the wardrobe.
     */
    position: integer('position').notNull().default(0),
    /**
     * The to-buy piece of the same capsule this one backs up if it sells out ("If it's sold
     * out: …"), in `position` order among its 1–3 alternates; null: a piece of its own.
     */
    alternateOf: text('alternate_of').references((): AnyPgColumn => item.id, {
      onDelete: 'set null',
    }),
    /** What its shop page said at the last stock check (features/stock); null: never checked. */
    stockStatus: text('stock_status', { enum: ['in_stock', 'low_stock', 'sold_out', 'unknown'] }),
    /** The price the shop page gave then, in minor units of its currency. */
    stockPriceAmount: bigint('stock_price_amount', { mode: 'number' }),
    stockPriceCurrency: text('stock_price_currency'),
    stockCheckedAt: timestamp('stock_checked_at', { withTimezone: true }),
    /**
     * When it left her client's wardrobe (donated or sold, from a closet audit: features/
     * closet-audit); null: still hers. An archived piece is in no list but the audit's.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('item_alternate_of_idx').on(table.alternateOf),
    index('item_owner_client_created_idx').on(
      table.ownerId,
      table.clientId,
      table.createdAt.desc(),
    ),
    index('item_capsule_created_idx').on(table.capsuleId, table.createdAt.desc()),
    index('item_capsule_position_idx').on(table.capsuleId, table.position),
    // Which capsule a requested photo belongs to (protected photos, media.server.ts).
    index('item_photo_key_idx').on(sql`(${table.photo} ->> 'key')`),
    moneyCheck('item', 'price', { amount: table.priceAmount, currency: table.priceCurrency }),
    moneyCheck('item', 'stock_price', {
      amount: table.stockPriceAmount,
      currency: table.stockPriceCurrency,
    }),
  ],
)

export const outfit = pgTable(
  'outfit',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    capsuleId: belongsTo('capsule_id', () => capsule.id),
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
    outfitId: belongsTo('outfit_id', () => outfit.id),
    itemId: belongsTo('item_id', () => item.id),
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
    capsuleId: belongsTo('capsule_id', () => capsule.id),
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
    cheatSheetId: belongsTo('cheat_sheet_id', () => cheatSheet.id),
    itemId: belongsTo('item_id', () => item.id),
    orderIndex: integer('order_index').notNull(),
  },
  (table) => [
    uniqueIndex('cheat_sheet_item_unique_idx').on(table.cheatSheetId, table.itemId),
    index('cheat_sheet_item_item_idx').on(table.itemId),
  ],
)
