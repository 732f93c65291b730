// Items (features/items): the pieces of a client's wardrobe and of her capsules, with their photo,
// price, shop link, order and stock findings. Every row carries its owner.
import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

import { capsule } from '~/features/capsules/tables.server'
import { client } from '~/features/clients/tables.server'
import type { StoredPhoto } from '~/lib/photo-urls'
import { ownerId } from '~/server/auth-tables.server'
import { belongsTo, createdAt, money, moneyCheck, updatedAt } from '~/server/columns.server'

const itemPrice = money('price')

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
