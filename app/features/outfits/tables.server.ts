// Outfits (features/outfits): ordered combinations of a capsule's pieces.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

import { capsule } from '~/features/capsules/tables.server'
import { item } from '~/features/items/tables.server'
import { ownerId } from '~/server/auth-tables.server'
import { belongsTo, createdAt, updatedAt } from '~/server/columns.server'

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
