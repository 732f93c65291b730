// Cheat sheets (features/cheat-sheets): curated lists of a capsule's pieces with a collage.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'

import { capsule } from '~/features/capsules/tables.server'
import { item } from '~/features/items/tables.server'
import type { StoredPhoto } from '~/lib/photo-urls'
import { ownerId } from '~/server/auth-tables.server'
import { belongsTo, createdAt, updatedAt } from '~/server/columns.server'

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
